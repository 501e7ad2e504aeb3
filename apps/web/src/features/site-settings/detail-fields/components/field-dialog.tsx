import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import {
  DEFAULT_VALUE_DETAIL_TYPES,
  DETAIL_FIELD_TYPE_LABELS,
  NUMBER_DETAIL_TYPES,
  TEXT_DETAIL_TYPES,
  type TDetailFieldKind,
} from '@craftwork/domain/details/field-config';
import { DETAIL_FIELD_TYPES, type TDetailFieldConfig } from '@craftwork/domain/site/site';
import { DetailFieldInput } from '../../../../components/details/detail-field-input';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { checkDraft, draftOf, emptyDraft, type TFieldDraft } from './field-draft';

type TFieldDialogProps = {
  open: boolean;
  /** The field edited; undefined adds one. */
  field: TDetailFieldConfig | undefined;
  kind: TDetailFieldKind;
  validStatuses: readonly number[];
  /** The keys of the list's other fields (a key is used once). */
  otherKeys: readonly string[];
  timeZone: string;
  onClose: () => void;
  onDone: (field: TDetailFieldConfig) => void;
};

/** Add field / Edit field: every attribute of a detail field, checked on Done. */
export function FieldDialog(props: TFieldDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={560}>
      {(titleId) => <FieldForm {...props} titleId={titleId} />}
    </FormDialog>
  );
}

function FieldForm({
  field,
  kind,
  validStatuses,
  otherKeys,
  timeZone,
  onClose,
  onDone,
  titleId,
}: TFieldDialogProps & { titleId: string }) {
  const [draft, setDraft] = useState<TFieldDraft>(() => (field ? draftOf(field) : emptyDraft()));
  const [submitted, setSubmitted] = useState(false);
  const checked = checkDraft(draft, { kind, validStatuses, otherKeys });
  const errors = submitted ? checked.errors : {};
  const hasErrors = Object.keys(checked.errors).length > 0;
  const set = (change: Partial<TFieldDraft>) => setDraft((d) => ({ ...d, ...change }));
  const isText = TEXT_DETAIL_TYPES.includes(draft.type);
  const isNumber = NUMBER_DETAIL_TYPES.includes(draft.type);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!hasErrors) onDone(checked.field);
  };

  const setOption = (index: number, change: Partial<{ value: string; label: string }>) =>
    set({
      selectionOptions: draft.selectionOptions.map((o, i) =>
        i === index ? { ...o, ...change } : o,
      ),
    });

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{field ? 'Edit field' : 'Add field'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Title"
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            required
            error={Boolean(errors.title)}
            helperText={errors.title}
            autoFocus
          />
          <TextField
            label="Key"
            value={draft.key}
            onChange={(e) => set({ key: e.target.value })}
            required
            error={Boolean(errors.key)}
            helperText={
              errors.key ??
              'Where the value is stored: a letter, then letters, digits or "_" (e.g. legFeet).'
            }
          />
          <TextField
            select
            label="Type"
            value={draft.type}
            onChange={(e) =>
              set({ type: e.target.value as TFieldDraft['type'], defaultValue: undefined })
            }
          >
            {DETAIL_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {DETAIL_FIELD_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch checked={draft.required} onChange={(_, v) => set({ required: v })} />
              }
              label="Required"
            />
            <FormControlLabel
              control={
                <Switch checked={draft.editable} onChange={(_, v) => set({ editable: v })} />
              }
              label="Editable"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.showRequiredMessage}
                  onChange={(_, v) => set({ showRequiredMessage: v })}
                />
              }
              label="Show required message"
            />
            {kind === 'craft' && (
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.hideOnCraftRecordCreation}
                    onChange={(_, v) => set({ hideOnCraftRecordCreation: v })}
                  />
                }
                label="Hide on craft record creation"
              />
            )}
          </FormGroup>
          {kind === 'task' && (
            <TextField
              select
              label="On task status"
              value={draft.onTaskStatus}
              onChange={(e) => {
                const value = e.target.value as unknown as number[] | string;
                set({
                  onTaskStatus: (typeof value === 'string' ? value.split(',') : value).map(Number),
                });
              }}
              error={Boolean(errors.onTaskStatus)}
              helperText={
                errors.onTaskStatus ??
                'Asked (and, when required, required) when a task reaches these statuses.'
              }
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as number[]).map((s) => taskStatusName(s)).join(', '),
                },
              }}
            >
              {validStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  <Checkbox checked={draft.onTaskStatus.includes(status)} size="small" />
                  <ListItemText primary={taskStatusName(status)} />
                </MenuItem>
              ))}
            </TextField>
          )}
          {isText && (
            <Stack direction="row" spacing={2}>
              <TextField
                label="Min length"
                value={draft.minLength}
                onChange={(e) => set({ minLength: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.minLength)}
                helperText={errors.minLength}
                fullWidth
              />
              <TextField
                label="Max length"
                value={draft.maxLength}
                onChange={(e) => set({ maxLength: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.maxLength)}
                helperText={errors.maxLength}
                fullWidth
              />
            </Stack>
          )}
          {isNumber && (
            <>
              <Stack direction="row" spacing={2}>
                <TextField
                  label="Min value"
                  value={draft.minValue}
                  onChange={(e) => set({ minValue: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(errors.minValue)}
                  helperText={errors.minValue}
                  fullWidth
                />
                <TextField
                  label="Max value"
                  value={draft.maxValue}
                  onChange={(e) => set({ maxValue: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(errors.maxValue)}
                  helperText={errors.maxValue}
                  fullWidth
                />
              </Stack>
              {draft.type === 'number' && (
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.wholeNumber}
                      onChange={(_, v) => set({ wholeNumber: v })}
                    />
                  }
                  label="Whole number"
                />
              )}
            </>
          )}
          {draft.type === 'selection' && (
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                Selection options
              </Typography>
              {draft.selectionOptions.map((option, index) => (
                <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
                  <TextField
                    label={`Option ${index + 1} value`}
                    value={option.value}
                    onChange={(e) => setOption(index, { value: e.target.value })}
                    size="small"
                    fullWidth
                  />
                  <TextField
                    label={`Option ${index + 1} label`}
                    value={option.label}
                    onChange={(e) => setOption(index, { label: e.target.value })}
                    size="small"
                    fullWidth
                  />
                  <IconButton
                    aria-label={`Remove option ${index + 1}`}
                    onClick={() =>
                      set({
                        selectionOptions: draft.selectionOptions.filter((_, i) => i !== index),
                      })
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
              {errors.selectionOptions && (
                <FormHelperText error>{errors.selectionOptions}</FormHelperText>
              )}
              <div>
                <Button
                  onClick={() =>
                    set({ selectionOptions: [...draft.selectionOptions, { value: '', label: '' }] })
                  }
                >
                  Add option
                </Button>
              </div>
            </Stack>
          )}
          {DEFAULT_VALUE_DETAIL_TYPES.includes(draft.type) && (
            <DetailFieldInput
              field={{ ...checked.field, title: 'Default value', editable: true }}
              id="detail-field-default-value"
              value={draft.defaultValue ?? (draft.type === 'bool' ? false : '')}
              onChange={(value) => set({ defaultValue: value as TFieldDraft['defaultValue'] })}
              error={errors.defaultValue}
              required={false}
              timeZone={timeZone}
              users={undefined}
            />
          )}
          {submitted && hasErrors && (
            <Alert severity="error" role="alert">
              Please check the values marked above.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Done
        </Button>
      </DialogActions>
    </form>
  );
}
