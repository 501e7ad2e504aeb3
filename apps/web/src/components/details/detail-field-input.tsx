import type { ReactNode, Ref } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { detailInputMode } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useTranslation } from '../../lib/i18n/i18n';
import { UserPickerField, type TPickableUser } from '../ui/select-user-dialog';
import { detailInputText, hasUserFields, isoToSiteLocal, siteLocalToIso } from './detail-values';
import { usePickableUsers } from './use-site-users';

export type TDetailFieldInputProps = {
  field: TDetailFieldConfig;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** A form library's blur handler, input name and ref (for focus on error). */
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required: boolean;
  disabled?: boolean;
  /** The site's time zone: date-times are picked as its wall time. */
  timeZone: string;
  /** For uid and multiple-uid fields; undefined while the site's users load. */
  users: readonly TPickableUser[] | undefined;
};

/**
 * One dynamic detail field's input, by type (spec part 2, "Dynamic detail field config"):
 * checkbox, text, number, currency ($), date-time in the site's time zone, user or selection.
 * Values are kept as typed; the form's schema (zodSchemaForDetails) checks them on save.
 */
export function DetailFieldInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  required,
  disabled: isFormDisabled,
  timeZone,
  users,
}: TDetailFieldInputProps) {
  const { t } = useTranslation('records');
  const disabled = isFormDisabled === true || field.editable === false;
  const common = {
    id,
    name,
    inputRef,
    onBlur,
    label: field.title,
    required,
    disabled,
    fullWidth: true,
    error: Boolean(error),
    helperText: error,
  };

  switch (field.type) {
    case 'bool':
      return (
        <FormControl error={Boolean(error)} required={required} disabled={disabled}>
          <FormControlLabel
            control={
              <Checkbox
                id={id}
                inputRef={inputRef}
                checked={value === true}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
              />
            }
            label={field.title}
            required={required}
          />
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
    case 'selection':
      return (
        <TextField
          {...common}
          select
          value={detailInputText(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          <MenuItem value="">
            <em>{t('details.none')}</em>
          </MenuItem>
          {(field.selectionOptions ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'uid':
    case 'multiple-uid':
      return (
        <UserPickerField
          id={id}
          label={field.title}
          multiple={field.type === 'multiple-uid'}
          value={value}
          required={required}
          disabled={disabled}
          error={error}
          users={users}
          onChange={onChange}
        />
      );
    case 'timestamp':
      return (
        <TextField
          {...common}
          type="datetime-local"
          value={isoToSiteLocal(value, timeZone)}
          onChange={(event) => onChange(siteLocalToIso(event.target.value, timeZone))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'number':
    case 'currency':
      return (
        <TextField
          {...common}
          value={detailInputText(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: detailInputMode(field) },
            input:
              field.type === 'currency'
                ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                : undefined,
          }}
        />
      );
    case 'text':
    case 'string':
      return (
        <TextField
          {...common}
          multiline={field.type === 'text'}
          minRows={field.type === 'text' ? 3 : undefined}
          value={detailInputText(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      );
  }
}

/** The fields' inputs in a column, with the site's users loaded when a field names users. */
export function DetailFieldStack({
  fields,
  siteKey,
  renderField,
}: {
  fields: readonly TDetailFieldConfig[];
  siteKey: string;
  renderField: (
    field: TDetailFieldConfig,
    users: readonly TPickableUser[] | undefined,
  ) => ReactNode;
}) {
  const users = usePickableUsers(siteKey, hasUserFields(fields));
  if (fields.length === 0) return null;
  return <Stack spacing={2}>{fields.map((field) => renderField(field, users))}</Stack>;
}
