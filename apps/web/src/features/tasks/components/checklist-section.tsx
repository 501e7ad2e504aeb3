import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ORPCError } from '@orpc/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import SignaturePad from 'signature_pad';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { checkAnswer, storedAnswers } from '@craftwork/domain/checklists/answers';
import type {
  TChecklistAnswer,
  TChecklistAnswers,
  TChecklistItem,
} from '@craftwork/domain/checklists/templates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { errorMessage } from '../../../lib/errors';
import { applyLiveMessage } from '../../../lib/live';
import { checkPhotoFiles } from '../../../lib/photo-files';
import { orpc, rpc } from '../../../lib/rpc';
import type { TTaskDetail } from '../api/get-task';
import { NOT_ASKED, type TCompletionSection } from './completion-section';

/** What the controls hold: numbers as typed, the rest as answers. */
type TDrafts = Record<string, TChecklistAnswer | string>;

const SIGNATURE_HEIGHT = 140;
/** Quiet time after the last stroke before a signature is saved. */
const SIGNATURE_SETTLE_MS = 700;

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

function rangeText(item: TChecklistItem): string | undefined {
  const unit = item.unit ? ` ${item.unit}` : '';
  const hasMin = item.min !== null && item.min !== undefined;
  const hasMax = item.max !== null && item.max !== undefined;
  if (hasMin && hasMax) return `Between ${item.min} and ${item.max}${unit}`;
  if (hasMin) return `At least ${item.min}${unit}`;
  if (hasMax) return `At most ${item.max}${unit}`;
  return item.unit ? `In ${item.unit}` : undefined;
}

/** A box to sign in; the drawing is saved (checked by the server) once the strokes settle. */
function SignatureAnswer({
  id,
  label,
  taskId,
  disabled,
  error,
  onChange,
  onBusy,
}: {
  id: string;
  label: string;
  taskId: string;
  disabled: boolean;
  error?: string;
  onChange: (signatureId: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const version = useRef(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const callbacks = useRef({ onChange, onBusy });
  callbacks.current = { onChange, onBusy };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.round(canvas.offsetWidth * ratio);
    canvas.height = Math.round(SIGNATURE_HEIGHT * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    const save = () => {
      const mine = (version.current += 1);
      if (pad.isEmpty()) return;
      const dataUrl = pad.toDataURL('image/png');
      callbacks.current.onBusy(true);
      rpc.checklists
        .uploadSignature({ taskId, signature: dataUrl })
        .then(({ signatureId }) => {
          if (mine !== version.current) return;
          setUploadError(null);
          callbacks.current.onChange(signatureId);
        })
        .catch((e: unknown) => {
          if (mine === version.current) setUploadError(errorMessage(e));
        })
        .finally(() => {
          if (mine === version.current) callbacks.current.onBusy(false);
        });
    };
    const handleEnd = () => {
      clearTimeout(timer.current);
      callbacks.current.onChange(null);
      callbacks.current.onBusy(true);
      timer.current = setTimeout(save, SIGNATURE_SETTLE_MS);
    };
    pad.addEventListener('endStroke', handleEnd);
    return () => {
      clearTimeout(timer.current);
      pad.removeEventListener('endStroke', handleEnd);
      pad.off();
      padRef.current = null;
    };
  }, [taskId]);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const handleClear = () => {
    clearTimeout(timer.current);
    version.current += 1;
    padRef.current?.clear();
    onBusy(false);
    onChange(null);
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={`${id}-label`} component="span" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Button size="small" onClick={handleClear} disabled={disabled}>
          Clear
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={`${label}: signature box`}
        aria-describedby={`${id}-help`}
        sx={{
          display: 'block',
          width: '100%',
          height: SIGNATURE_HEIGHT,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
        }}
      />
      <FormHelperText id={`${id}-help`} error={Boolean(message)}>
        {message ?? 'Sign in the box with a finger, stylus or mouse.'}
      </FormHelperText>
    </Box>
  );
}

/** A photo answer: chosen (checked by content), uploaded to the task's record, shown small. */
function PhotoAnswer({
  id,
  label,
  craftRecordId,
  photoId,
  disabled,
  error,
  onChange,
  onBusy,
}: {
  id: string;
  label: string;
  craftRecordId: string;
  photoId: string | null;
  disabled: boolean;
  error?: string;
  onChange: (photoId: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const checked = await checkPhotoFiles([file], 1);
    const accepted = checked.accepted[0];
    if (!accepted) {
      setUploadError(checked.refused.join(' '));
      return;
    }
    setUploading(true);
    onBusy(true);
    try {
      const { photoIds } = await rpc.craftRecords.addPhotos({ craftRecordId, files: [accepted] });
      onChange(photoIds[0] ?? null);
      applyLiveMessage(queryClient, { topics: ['craftRecords'] });
    } catch (e) {
      setUploadError(errorMessage(e));
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
        useFlexGap
      >
        {photoId && (
          <Box
            component="img"
            src={`/api/files/photos/${photoId}/thumb`}
            alt={`Photo for ${label}`}
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Button
          component="label"
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
          disabled={disabled || uploading}
        >
          {photoId ? 'Replace photo' : 'Add photo'}
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label={`${label}: photo`}
            onChange={(e) => {
              void handleFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {photoId && (
          <Button onClick={() => onChange(null)} disabled={disabled || uploading}>
            Remove photo
          </Button>
        )}
      </Stack>
      {message && (
        <FormHelperText id={`${id}-help`} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
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
      label: 'Checklist',
      panel: (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      ),
      warnings: () => ['The checklist could not be loaded.'],
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
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
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
              { value: 'pass', label: 'Pass' },
              { value: 'flag', label: 'Flag' },
              { value: 'fail', label: 'Fail' },
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
            label={item.unit ? `${item.label} (${item.unit})` : item.label}
            required={item.required}
            type="number"
            value={typeof draft === 'string' ? draft : ''}
            onChange={(e) => set(item.id)(e.target.value)}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? rangeText(item)}
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
          <SignatureAnswer
            id={id}
            label={label}
            taskId={task.id}
            disabled={disabled}
            error={error}
            onChange={set(item.id)}
            onBusy={setBusyOf(item.id)}
          />
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
    label: 'Checklist',
    panel,
    warnings: () => {
      const waiting = items.filter((i) => busy[i.id]).map((i) => `${i.label}: still saving.`);
      const wrong = items.flatMap((i) => {
        const error = errorOf(i);
        return error ? [`${i.label}: ${error}`] : [];
      });
      return [...waiting, ...wrong];
    },
    payload: () => ({ checklistAnswers: storedAnswers(items, answers) }),
  };
}
