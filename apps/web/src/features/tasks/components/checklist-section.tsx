import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ORPCError } from '@orpc/client';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { checkAnswer, storedAnswers } from '@craftwork/domain/checklists/answers';
import type {
  TChecklistAnswer,
  TChecklistAnswers,
  TChecklistItem,
} from '@craftwork/domain/checklists/templates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { orpc } from '../../../lib/rpc';
import type { TTaskDetail } from '../api/get-task';
import { NOT_ASKED, type TCompletionSection } from './completion-section';
import { PhotoAnswer } from './checklist-photo-answer';

// The signature pad (signature_pad) loads only when a checklist asks for a signature, not with
// every screen that can change a task's status (issue 36 #2).
const SignatureAnswer = lazy(() =>
  import('./checklist-signature-answer').then((m) => ({ default: m.SignatureAnswer })),
);

/** What the controls hold: numbers as typed, the rest as answers. */
type TDrafts = Record<string, TChecklistAnswer | string>;

/** The answers of the drafts: a typed number that reads as one becomes a number. */
function answersOf(items: readonly TChecklistItem[], drafts: TDrafts): TChecklistAnswers {
  const answers: TChecklistAnswers = {};
  for (const item of items) {
    const draft = drafts[item.id];
    if (draft === undefined) continue;
    if (item.kind === 'number' && typeof draft === 'string') {
      const text = draft.trim();
      answers[item.id] = text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text;
    } else answers[item.id] = draft;
  }
  return answers;
}

function rangeText(item: TChecklistItem, t: TFunction<'taskWork'>): string | undefined {
  const { min, max, unit } = item;
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax)
    return unit
      ? t('checklist.betweenUnit', { min, max, unit })
      : t('checklist.between', { min, max });
  if (hasMin)
    return unit ? t('checklist.atLeastUnit', { min, unit }) : t('checklist.atLeast', { min });
  if (hasMax)
    return unit ? t('checklist.atMostUnit', { max, unit }) : t('checklist.atMost', { max });
  return unit ? t('checklist.inUnit', { unit }) : undefined;
}

function ChoiceAnswer({
  id,
  label,
  value,
  options,
  disabled,
  error,
  required,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  error?: string;
  required: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            label={o.label}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The Checklist tab: asked when a task whose type has a checklist template is completed. */
export function useChecklistSection(
  task: TTaskDetail,
  to: number,
  options: { idPrefix: string; disabled: boolean; showErrors: boolean },
): TCompletionSection {
  const { t } = useTranslation('taskWork');
  const completing = to === TASK_STATUS.COMPLETE && task.taskStatus !== TASK_STATUS.COMPLETE;
  const query = useQuery({
    ...orpc.checklists.forTask.queryOptions({ input: { taskId: task.id } }),
    enabled: completing,
  });
  const [drafts, setDrafts] = useState<TDrafts>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  if (!completing) return NOT_ASKED;
  const { idPrefix, disabled, showErrors } = options;

  // A task the server no longer shows is refused by the save itself; nothing to ask here.
  const notFound = query.error instanceof ORPCError && query.error.code === 'NOT_FOUND';
  if (query.isError && !notFound) {
    return {
      asked: true,
      label: t('checklist.tab'),
      panel: (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('checklist.retry')}
            </Button>
          }
        >
          {errorText(query.error)}
        </Alert>
      ),
      warnings: () => [t('checklist.loadFailed')],
      payload: () => ({}),
    };
  }
  const template = query.data?.template;
  if (!template) return NOT_ASKED;

  const items = template.items;
  const answers = answersOf(items, drafts);
  const errorOf = (item: TChecklistItem) => checkAnswer(item, answers[item.id]) ?? undefined;
  const set = (itemId: string) => (value: TChecklistAnswer | string) =>
    setDrafts((d) => ({ ...d, [itemId]: value }));
  const setBusyOf = (itemId: string) => (on: boolean) =>
    setBusy((b) => (b[itemId] === on ? b : { ...b, [itemId]: on }));

  const control = (item: TChecklistItem, index: number): ReactNode => {
    const id = `${idPrefix}-item-${index}`;
    const label = `${item.label}${item.required ? ' *' : ''}`;
    const error = showErrors ? errorOf(item) : undefined;
    const draft = drafts[item.id];
    switch (item.kind) {
      case 'yesNo':
        return (
          <ChoiceAnswer
            id={id}
            label={item.label}
            required={item.required}
            value={draft === true ? 'yes' : draft === false ? 'no' : ''}
            options={[
              { value: 'yes', label: t('checklist.yes') },
              { value: 'no', label: t('checklist.no') },
            ]}
            disabled={disabled}
            error={error}
            onChange={(v) => set(item.id)(v === 'yes')}
          />
        );
      case 'passFlagFail':
        return (
          <ChoiceAnswer
            id={id}
            label={item.label}
            required={item.required}
            value={typeof draft === 'string' ? draft : ''}
            options={[
              { value: 'pass', label: t('checklist.pass') },
              { value: 'flag', label: t('checklist.flag') },
              { value: 'fail', label: t('checklist.fail') },
            ]}
            disabled={disabled}
            error={error}
            onChange={(v) => set(item.id)(v)}
          />
        );
      case 'number':
        return (
          <TextField
            id={id}
            label={
              item.unit
                ? t('checklist.numberLabel', { label: item.label, unit: item.unit })
                : item.label
            }
            required={item.required}
            type="number"
            value={typeof draft === 'string' ? draft : ''}
            onChange={(e) => set(item.id)(e.target.value)}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? rangeText(item, t)}
            slotProps={{ htmlInput: { inputMode: 'decimal', step: 'any' } }}
          />
        );
      case 'text':
        return (
          <TextField
            id={id}
            label={item.label}
            required={item.required}
            multiline
            minRows={1}
            value={typeof draft === 'string' ? draft : ''}
            onChange={(e) => set(item.id)(e.target.value)}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
          />
        );
      case 'photo':
        return (
          <PhotoAnswer
            id={id}
            label={label}
            craftRecordId={task.craftRecordId}
            photoId={typeof draft === 'string' && draft ? draft : null}
            disabled={disabled}
            error={error}
            onChange={set(item.id)}
            onBusy={setBusyOf(item.id)}
          />
        );
      case 'signature':
        return (
          <Suspense fallback={null}>
            <SignatureAnswer
              id={id}
              label={label}
              taskId={task.id}
              disabled={disabled}
              error={error}
              onChange={set(item.id)}
              onBusy={setBusyOf(item.id)}
            />
          </Suspense>
        );
    }
  };

  const panel = (
    <Stack spacing={2.5}>
      <Typography variant="subtitle1" component="h3">
        {template.name}
      </Typography>
      {template.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {template.description}
        </Typography>
      )}
      {items.map((item, index) => (
        <Box key={item.id}>{control(item, index)}</Box>
      ))}
    </Stack>
  );

  return {
    asked: true,
    label: t('checklist.tab'),
    panel,
    warnings: () => {
      const waiting = items
        .filter((i) => busy[i.id])
        .map((i) => t('checklist.stillSaving', { label: i.label }));
      const wrong = items.flatMap((i) => {
        const error = errorOf(i);
        return error ? [t('checklist.itemError', { label: i.label, error })] : [];
      });
      return [...waiting, ...wrong];
    },
    payload: () => ({ checklistAnswers: storedAnswers(items, answers) }),
  };
}
