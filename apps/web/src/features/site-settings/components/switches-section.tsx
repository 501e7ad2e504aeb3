import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SITE_SETTINGS_LIMITS, type TSiteSettings } from '@craftwork/domain/site/settings';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSectionDraft } from '../hooks/use-section-draft';
import { SettingsSection } from './settings-section';
import { domainTextOf } from '../../../lib/i18n/domain-text';

const KEYS = [
  'inventoryEnabled',
  'kpisEnabled',
  'reportTemplatesEnabled',
  'assignedToEnabled',
  'allowSchedulingTasksInThePast',
  'allowModifyingTimestampTaskCompleted',
  'customerSite',
  'customerAppHost',
  'inspectionIntervalDays',
  'rentalBillingCutoff',
] as const;

type TSwitchKey = Exclude<
  (typeof KEYS)[number],
  'customerAppHost' | 'inspectionIntervalDays' | 'rentalBillingCutoff'
>;

/** The switches (labelled as the issue names them, with what each changes: `admin` catalogue). */
const SWITCHES: readonly TSwitchKey[] = [
  'inventoryEnabled',
  'kpisEnabled',
  'reportTemplatesEnabled',
  'assignedToEnabled',
  'allowSchedulingTasksInThePast',
  'allowModifyingTimestampTaskCompleted',
  'customerSite',
];

/** The number field's text while typing: the draft takes it once it is a number. */
function intervalText(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

export function SwitchesSection({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation('admin');
  const draft = useSectionDraft(settings, KEYS);
  const customerSite = draft.value('customerSite');
  const inventory = draft.value('inventoryEnabled');
  return (
    <SettingsSection title={t('siteSettings.tabs.switches')} draft={draft}>
      <Stack divider={<Divider flexItem />} spacing={1}>
        {SWITCHES.map((key) => ({
          key,
          label: t(`siteSettings.switches.${key}`),
          hint: t(`siteSettings.switches.${key}Hint`),
        })).map((item) => (
          <Box key={item.key}>
            <FormControlLabel
              sx={{ ml: 0, width: '100%', justifyContent: 'space-between' }}
              labelPlacement="start"
              control={
                <Switch
                  checked={draft.value(item.key)}
                  onChange={(event) => draft.set(item.key, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `switch-hint-${item.key}` } }}
                />
              }
              label={<Typography>{item.label}</Typography>}
            />
            <Typography
              id={`switch-hint-${item.key}`}
              variant="caption"
              color="text.secondary"
              component="p"
            >
              {item.hint}
            </Typography>
            {item.key === 'inventoryEnabled' && inventory && (
              <TextField
                id="site-settings-rental-cutoff"
                label={t('siteSettings.switches.rentalCutoff')}
                type="date"
                value={draft.value('rentalBillingCutoff')}
                onChange={(event) => draft.set('rentalBillingCutoff', event.target.value)}
                error={!!draft.errors.rentalBillingCutoff}
                helperText={
                  draft.errors.rentalBillingCutoff ?? t('siteSettings.switches.rentalCutoffHelp')
                }
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ mt: 1.5, maxWidth: { sm: 320 } }}
                fullWidth
              />
            )}
            {item.key === 'customerSite' && customerSite && (
              <TextField
                id="site-settings-customer-host"
                label={t('siteSettings.switches.customerHost')}
                // eslint-disable-next-line no-restricted-syntax -- an example host name, the same in every language
                placeholder="jobs.example.com"
                value={draft.value('customerAppHost')}
                onChange={(event) => draft.set('customerAppHost', event.target.value)}
                error={!!draft.errors.customerAppHost}
                helperText={
                  draft.errors.customerAppHost ?? t('siteSettings.switches.customerHostHelp')
                }
                slotProps={{ htmlInput: { maxLength: SITE_SETTINGS_LIMITS.host + 10 } }}
                fullWidth
                sx={{ mt: 1.5 }}
              />
            )}
          </Box>
        ))}
      </Stack>
      <TextField
        id="site-settings-inspection-interval"
        label={t('siteSettings.switches.interval')}
        type="number"
        value={intervalText(draft.value('inspectionIntervalDays'))}
        onChange={(event) =>
          draft.set(
            'inspectionIntervalDays',
            event.target.value === '' ? Number.NaN : Number(event.target.value),
          )
        }
        error={!!draft.errors.inspectionIntervalDays}
        helperText={
          domainTextOf(draft.errors.inspectionIntervalDays) ??
          t('siteSettings.switches.intervalHelp')
        }
        slotProps={{
          htmlInput: {
            min: SITE_SETTINGS_LIMITS.inspectionIntervalMin,
            max: SITE_SETTINGS_LIMITS.inspectionIntervalMax,
            step: 1,
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </SettingsSection>
  );
}
