import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { centsToAmountText, parseMoney } from '@craftwork/domain/billing/money';
import { COMPLIANCE_MESSAGES } from '@craftwork/domain/compliance/compliance';
import {
  INSPECTION_INTERVAL_PRESETS,
  MAX_IDLE_COST_CENTS_PER_DAY,
  MAX_IDLE_DAYS,
  MAX_INSPECTION_INTERVAL_DAYS,
  type TComplianceSettings,
} from '@craftwork/domain/compliance/settings';
import { SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSectionDraft } from '../hooks/use-section-draft';
import { SettingsSection } from './settings-section';

const KEYS = ['compliance'] as const;
const CUSTOM = 'custom';

const isPreset = (days: number) => INSPECTION_INTERVAL_PRESETS.some((p) => p.days === days);
const wholeIn = (n: number, min: number, max: number) =>
  Number.isInteger(n) && n >= min && n <= max;

/**
 * Compliance: how often a standing scaffold must be inspected (1 day as in the US, 7 days as in
 * the UK, or a custom number of days), whether only competent persons may complete scaffold
 * inspections, and when a scaffold with no open work counts as idle and what it costs a day.
 */
export function ComplianceSection({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation('admin');
  const draft = useSectionDraft(settings, KEYS);
  const compliance = draft.value('compliance');
  const change = (next: Partial<TComplianceSettings>) =>
    draft.set('compliance', { ...compliance, ...next });
  // Custom stays chosen while its days are typed, even when they match a preset.
  const [customChosen, setCustomChosen] = useState(false);
  const choice =
    customChosen || !isPreset(compliance.inspectionIntervalDays)
      ? CUSTOM
      : String(compliance.inspectionIntervalDays);
  const [typedCost, setTypedCost] = useState<string | null>(null);
  const costText = typedCost ?? centsToAmountText(compliance.idleCostCentsPerDay);
  const typedCents = typedCost === null ? compliance.idleCostCentsPerDay : parseMoney(typedCost);

  const intervalError = wholeIn(compliance.inspectionIntervalDays, 1, MAX_INSPECTION_INTERVAL_DAYS)
    ? null
    : SITE_SETTINGS_MESSAGES.interval;
  const idleError = wholeIn(compliance.idleDays, 1, MAX_IDLE_DAYS)
    ? null
    : COMPLIANCE_MESSAGES.idleDays;
  const costError =
    typedCents !== null && typedCents >= 0 && typedCents <= MAX_IDLE_COST_CENTS_PER_DAY
      ? null
      : COMPLIANCE_MESSAGES.idleCost;
  const numberOf = (text: string) => (text === '' ? Number.NaN : Number(text));

  return (
    <SettingsSection
      title={t('siteSettings.tabs.compliance')}
      description={t('siteSettings.compliance.description')}
      draft={{
        ...draft,
        valid: draft.valid && !intervalError && !idleError && !costError,
        reset: () => {
          setCustomChosen(false);
          setTypedCost(null);
          draft.reset();
        },
      }}
    >
      <FormControl error={!!intervalError}>
        <FormLabel id="compliance-interval-label">
          {t('siteSettings.compliance.interval')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="compliance-interval-label"
          value={choice}
          onChange={(event) => {
            if (event.target.value === CUSTOM) {
              setCustomChosen(true);
              return;
            }
            setCustomChosen(false);
            change({ inspectionIntervalDays: Number(event.target.value) });
          }}
        >
          {INSPECTION_INTERVAL_PRESETS.map((preset) => (
            <FormControlLabel
              key={preset.days}
              value={String(preset.days)}
              control={<Radio />}
              label={
                preset.days === 1
                  ? t('siteSettings.compliance.preset1')
                  : t('siteSettings.compliance.preset7')
              }
            />
          ))}
          <FormControlLabel
            value={CUSTOM}
            control={<Radio />}
            label={t('siteSettings.compliance.custom')}
          />
        </RadioGroup>
        <FormHelperText>{t('siteSettings.compliance.intervalHelp')}</FormHelperText>
      </FormControl>
      {choice === CUSTOM && (
        <TextField
          id="compliance-interval-days"
          label={t('siteSettings.compliance.customInterval')}
          type="number"
          value={
            Number.isFinite(compliance.inspectionIntervalDays)
              ? String(compliance.inspectionIntervalDays)
              : ''
          }
          onChange={(event) => change({ inspectionIntervalDays: numberOf(event.target.value) })}
          error={!!intervalError}
          helperText={intervalError ?? t('siteSettings.compliance.customIntervalHelp')}
          slotProps={{ htmlInput: { min: 1, max: MAX_INSPECTION_INTERVAL_DAYS, step: 1 } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      <FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={compliance.requireCompetentPerson}
              onChange={(event) => change({ requireCompetentPerson: event.target.checked })}
            />
          }
          label={t('siteSettings.compliance.competent')}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('siteSettings.compliance.competentHelp')}</FormHelperText>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="compliance-idle-days"
          label={t('siteSettings.compliance.idleAfter')}
          type="number"
          value={Number.isFinite(compliance.idleDays) ? String(compliance.idleDays) : ''}
          onChange={(event) => change({ idleDays: numberOf(event.target.value) })}
          error={!!idleError}
          helperText={idleError ?? t('siteSettings.compliance.idleHelp')}
          slotProps={{ htmlInput: { min: 1, max: MAX_IDLE_DAYS, step: 1 } }}
          fullWidth
        />
        <TextField
          id="compliance-idle-cost"
          label={t('siteSettings.compliance.idleCost')}
          value={costText}
          onChange={(event) => {
            setTypedCost(event.target.value);
            const cents = parseMoney(event.target.value);
            if (cents !== null && cents >= 0 && cents <= MAX_IDLE_COST_CENTS_PER_DAY)
              change({ idleCostCentsPerDay: cents });
          }}
          error={!!costError}
          helperText={costError ?? t('siteSettings.compliance.idleCostHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
          fullWidth
        />
      </Stack>
    </SettingsSection>
  );
}
