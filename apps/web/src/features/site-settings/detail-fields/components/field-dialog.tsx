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
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
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
import { useTranslation } from '../../../../lib/i18n/i18n';
import { useStatusName } from '../../../../lib/i18n/use-status-name';
import { checkDraft, draftOf, emptyDraft, type TFieldDraft } from './field-draft';
import { domainTextOf } from '../../../../lib/i18n/domain-text';

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
  const { t } = useTranslation('admin');
  const statusName = useStatusName();
  const nameOf = (code: number) => (isTaskStatus(code) ? statusName(code) : taskStatusName(code));
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
      <DialogTitle id={titleId}>
        {field ? t('detailFields.dialog.editTitle') : t('detailFields.dialog.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('detailFields.dialog.title')}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            required
            error={Boolean(errors.title)}
            helperText={domainTextOf(errors.title)}
            autoFocus
          />
          <TextField
            label={t('detailFields.dialog.key')}
            value={draft.key}
            onChange={(e) => set({ key: e.target.value })}
            required
            error={Boolean(errors.key)}
            helperText={domainTextOf(errors.key) ?? t('detailFields.dialog.keyHelp')}
          />
          <TextField
            select
            label={t('detailFields.dialog.type')}
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
              label={t('detailFields.dialog.required')}
            />
            <FormControlLabel
              control={
                <Switch checked={draft.editable} onChange={(_, v) => set({ editable: v })} />
              }
              label={t('detailFields.dialog.editable')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.showRequiredMessage}
                  onChange={(_, v) => set({ showRequiredMessage: v })}
                />
              }
              label={t('detailFields.dialog.showRequiredMessage')}
            />
            {kind === 'craft' && (
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.hideOnCraftRecordCreation}
                    onChange={(_, v) => set({ hideOnCraftRecordCreation: v })}
                  />
                }
                label={t('detailFields.dialog.hideOnCreation')}
              />
            )}
          </FormGroup>
          {kind === 'task' && (
            <TextField
              select
              label={t('detailFields.dialog.onTaskStatus')}
              value={draft.onTaskStatus}
              onChange={(e) => {
                const value = e.target.value as unknown as number[] | string;
                set({
                  onTaskStatus: (typeof value === 'string' ? value.split(',') : value).map(Number),
                });
              }}
              error={Boolean(errors.onTaskStatus)}
              helperText={
                domainTextOf(errors.onTaskStatus) ?? t('detailFields.dialog.onTaskStatusHelp')
              }
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (selected as number[]).map(nameOf).join(', '),
                },
              }}
            >
              {validStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  <Checkbox checked={draft.onTaskStatus.includes(status)} size="small" />
                  <ListItemText primary={nameOf(status)} />
                </MenuItem>
              ))}
            </TextField>
          )}
          {isText && (
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('detailFields.dialog.minLength')}
                value={draft.minLength}
                onChange={(e) => set({ minLength: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.minLength)}
                helperText={domainTextOf(errors.minLength)}
                fullWidth
              />
              <TextField
                label={t('detailFields.dialog.maxLength')}
                value={draft.maxLength}
                onChange={(e) => set({ maxLength: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.maxLength)}
                helperText={domainTextOf(errors.maxLength)}
                fullWidth
              />
            </Stack>
          )}
          {isNumber && (
            <>
              <Stack direction="row" spacing={2}>
                <TextField
                  label={t('detailFields.dialog.minValue')}
                  value={draft.minValue}
                  onChange={(e) => set({ minValue: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(errors.minValue)}
                  helperText={domainTextOf(errors.minValue)}
                  fullWidth
                />
                <TextField
                  label={t('detailFields.dialog.maxValue')}
                  value={draft.maxValue}
                  onChange={(e) => set({ maxValue: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(errors.maxValue)}
                  helperText={domainTextOf(errors.maxValue)}
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
                  label={t('detailFields.dialog.wholeNumber')}
                />
              )}
            </>
          )}
          {draft.type === 'selection' && (
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('detailFields.dialog.selectionOptions')}
              </Typography>
              {draft.selectionOptions.map((option, index) => (
                <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
                  <TextField
                    label={t('detailFields.dialog.optionValue', { number: index + 1 })}
                    value={option.value}
                    onChange={(e) => setOption(index, { value: e.target.value })}
                    size="small"
                    fullWidth
                  />
                  <TextField
                    label={t('detailFields.dialog.optionLabel', { number: index + 1 })}
                    value={option.label}
                    onChange={(e) => setOption(index, { label: e.target.value })}
                    size="small"
                    fullWidth
                  />
                  <IconButton
                    aria-label={t('detailFields.dialog.removeOption', { number: index + 1 })}
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
                  {t('detailFields.dialog.addOption')}
                </Button>
              </div>
            </Stack>
          )}
          {DEFAULT_VALUE_DETAIL_TYPES.includes(draft.type) && (
            <DetailFieldInput
              field={{
                ...checked.field,
                title: t('detailFields.dialog.defaultValue'),
                editable: true,
              }}
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
              {t('detailFields.dialog.checkValues')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detailFields.dialog.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('detailFields.dialog.done')}
        </Button>
      </DialogActions>
    </form>
  );
}
