import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ZInspectionReportInput,
  inspectionReportRequired,
  type TInspectionReportInput,
} from '@craftwork/domain/compliance/inspection-report';
import {
  INSPECTION_RESULTS,
  type TInspectionResult,
} from '@craftwork/domain/compliance/scaffold-state';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TTaskDetail } from '../api/get-task';
import { NOT_ASKED, type TCompletionSection } from './completion-section';

type TDraft = Omit<TInspectionReportInput, 'result'> & { result: TInspectionResult | '' };

const EMPTY: TDraft = {
  result: '',
  inspectorRole: '',
  risksFound: '',
  actionTaken: '',
  furtherAction: '',
  restrictions: '',
};

/** What Save must refuse, from the domain's schema: each message once, in the fields' order. */
export function inspectionWarnings(draft: TDraft): string[] {
  const parsed = ZInspectionReportInput.safeParse(draft);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

function fieldError(draft: TDraft, key: keyof TDraft): string | undefined {
  const parsed = ZInspectionReportInput.safeParse(draft);
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === key)?.message;
}

/**
 * The Inspection tab: asked when a scaffold inspection is completed (the UK Schedule 7 fields
 * a person types and the result). Who it was for, where, what and when, and the inspector's
 * name are taken from the task and the signed-in user by the server.
 */
export function useInspectionSection(
  task: TTaskDetail,
  to: number,
  options: { idPrefix: string; disabled: boolean; showErrors: boolean },
): TCompletionSection {
  const { t } = useTranslation('taskWork');
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  if (!inspectionReportRequired(task, to)) return NOT_ASKED;
  const { idPrefix, disabled, showErrors } = options;
  const set = (key: keyof TDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (key: keyof TDraft) => (showErrors ? fieldError(draft, key) : undefined);
  const resultError = errorOf('result');

  const text = (
    key: Exclude<keyof TDraft, 'result'>,
    label: string,
    props: { required?: boolean; multiline?: boolean; helperText?: string } = {},
  ) => {
    const error = errorOf(key);
    const max = key === 'inspectorRole' ? TEXT_LIMITS.reference : TEXT_LIMITS.longText;
    return (
      <TextField
        id={`${idPrefix}-${key}`}
        label={label}
        value={draft[key]}
        onChange={(event) => set(key)(event.target.value)}
        required={props.required}
        multiline={props.multiline}
        minRows={props.multiline ? 2 : undefined}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? props.helperText}
        slotProps={{ htmlInput: { maxLength: max } }}
        fullWidth
      />
    );
  };

  const panel = (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('inspection.intro')}
      </Typography>
      <FormControl error={Boolean(resultError)} required>
        <FormLabel id={`${idPrefix}-result-label`}>{t('inspection.result')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${idPrefix}-result-label`}
          value={draft.result}
          onChange={(event) => set('result')(event.target.value)}
        >
          {INSPECTION_RESULTS.map((result) => (
            <FormControlLabel
              key={result}
              value={result}
              control={<Radio />}
              label={t(`inspection.results.${result}`)}
              disabled={disabled}
            />
          ))}
        </RadioGroup>
        {resultError && <FormHelperText>{resultError}</FormHelperText>}
      </FormControl>
      {draft.result === 'restricted' &&
        text('restrictions', t('inspection.restrictions'), {
          required: true,
          multiline: true,
          helperText: t('inspection.restrictionsHelp'),
        })}
      {text('inspectorRole', t('inspection.inspectorRole'), {
        required: true,
        helperText: t('inspection.inspectorRoleHelp'),
      })}
      {text('risksFound', t('inspection.risksFound'), {
        multiline: true,
        helperText: t('inspection.risksFoundHelp'),
      })}
      {text('actionTaken', t('inspection.actionTaken'), { multiline: true })}
      {text('furtherAction', t('inspection.furtherAction'), {
        multiline: true,
        helperText: t('inspection.furtherActionHelp'),
      })}
    </Stack>
  );

  return {
    asked: true,
    label: t('inspection.tab'),
    panel,
    warnings: () => inspectionWarnings(draft),
    payload: () => {
      const parsed = ZInspectionReportInput.safeParse(draft);
      return parsed.success ? { inspection: parsed.data } : {};
    },
  };
}
