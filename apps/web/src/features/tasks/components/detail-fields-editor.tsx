import { useMemo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { detailInputMode, isDetailRequired, type TDetails } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useVisibleUsers, type TVisibleUsers } from '../api/get-visible-users';
import {
  detailInputText,
  hasUserFields,
  isoToSiteLocal,
  siteLocalToIso,
} from '../utils/detail-values';
import { UserPickerField, type TPickableUser } from '../../../components/ui/select-user-dialog';

export type TDetailFieldsEditorProps = {
  fields: readonly TDetailFieldConfig[];
  values: TDetails;
  errors?: Readonly<Record<string, string | undefined>>;
  onChange: (key: string, value: unknown) => void;
  /** Required marks follow the fields required on this status (see isDetailRequired). */
  status?: number;
  timeZone: string;
  siteKey: string;
  /** Makes the inputs' ids unique on the page. */
  idPrefix: string;
  disabled?: boolean;
};

/** The site's users as the picker lists them. */
function pickableUsers(users: TVisibleUsers): TPickableUser[] {
  return Object.entries(users).map(([id, user]) => ({
    id,
    displayName: user.displayName,
    companyName: user.companyName,
    userPhotoUrl: user.userPhotoUrl,
  }));
}

/**
 * The dynamic detail form (type-specific details of a task, or a site's craft details): one
 * input per configured field, by type. Values are kept as typed; the form's schema
 * (zodSchemaForDetails) checks and normalizes them on save.
 */
export function DetailFieldsEditor(props: TDetailFieldsEditorProps) {
  const { fields, siteKey } = props;
  const users = useVisibleUsers(siteKey, hasUserFields(fields));
  const pickable = useMemo(
    () => (users.data ? pickableUsers(users.data) : undefined),
    [users.data],
  );
  if (fields.length === 0) return null;
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <DetailFieldInput key={field.key} field={field} users={pickable} {...props} />
      ))}
    </Stack>
  );
}

function DetailFieldInput({
  field,
  values,
  errors,
  onChange,
  status,
  timeZone,
  idPrefix,
  disabled,
  users,
}: TDetailFieldsEditorProps & {
  field: TDetailFieldConfig;
  users: readonly TPickableUser[] | undefined;
}) {
  const id = `${idPrefix}-${field.key}`;
  const value = values[field.key];
  const error = errors?.[field.key];
  const required = isDetailRequired(field, status);
  const common = {
    id,
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
                checked={value === true}
                onChange={(event) => onChange(field.key, event.target.checked)}
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
          onChange={(event) => onChange(field.key, event.target.value)}
        >
          <MenuItem value="">
            <em>None</em>
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
          onChange={(next) => onChange(field.key, next)}
        />
      );
    case 'timestamp':
      return (
        <TextField
          {...common}
          type="datetime-local"
          value={isoToSiteLocal(value, timeZone)}
          onChange={(event) => onChange(field.key, siteLocalToIso(event.target.value, timeZone))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          value={detailInputText(value)}
          onChange={(event) => onChange(field.key, event.target.value)}
          slotProps={{ htmlInput: { inputMode: detailInputMode(field) } }}
        />
      );
    case 'currency':
      return (
        <TextField
          {...common}
          value={detailInputText(value)}
          onChange={(event) => onChange(field.key, event.target.value)}
          slotProps={{
            htmlInput: { inputMode: detailInputMode(field) },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      );
    case 'text':
    case 'string':
      return (
        <TextField
          {...common}
          multiline={field.type === 'text'}
          minRows={field.type === 'text' ? 2 : undefined}
          value={detailInputText(value)}
          onChange={(event) => onChange(field.key, event.target.value)}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      );
  }
}
