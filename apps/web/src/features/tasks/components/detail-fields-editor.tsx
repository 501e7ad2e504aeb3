import { useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ClearIcon from '@mui/icons-material/Clear';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isDetailRequired, type TDetails } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useVisibleUsers, type TVisibleUsers } from '../api/get-visible-users';
import {
  detailInputText,
  hasUserFields,
  isoToSiteLocal,
  siteLocalToIso,
} from '../utils/detail-values';
import { UNAVAILABLE } from '../utils/task-text';
import { SelectUserDialog } from './select-user-dialog';

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

/**
 * The dynamic detail form (type-specific details of a task, or a site's craft details): one
 * input per configured field, by type. Values are kept as typed; the form's schema
 * (zodSchemaForDetails) checks and normalizes them on save.
 */
export function DetailFieldsEditor(props: TDetailFieldsEditorProps) {
  const { fields, siteKey } = props;
  const users = useVisibleUsers(siteKey, hasUserFields(fields));
  if (fields.length === 0) return null;
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <DetailFieldInput key={field.key} field={field} users={users.data} {...props} />
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
}: TDetailFieldsEditorProps & { field: TDetailFieldConfig; users: TVisibleUsers | undefined }) {
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
          title={field.title}
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
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
    case 'currency':
      return (
        <TextField
          {...common}
          value={detailInputText(value)}
          onChange={(event) => onChange(field.key, event.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
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

function pickedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * A uid or multiple-uid field: the chosen names in a read-only box that opens the Select User
 * picker, with a clear button once something is chosen.
 */
function UserPickerField({
  id,
  title,
  multiple,
  value,
  required,
  disabled,
  error,
  users,
  onChange,
}: {
  id: string;
  title: string;
  multiple: boolean;
  value: unknown;
  required: boolean;
  disabled: boolean | undefined;
  error: string | undefined;
  users: TVisibleUsers | undefined;
  onChange: (value: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const ids = pickedIds(value);
  const pickable = useMemo(
    () =>
      Object.entries(users ?? {}).map(([userId, user]) => ({
        id: userId,
        displayName: user.displayName,
        companyName: user.companyName,
        userPhotoUrl: user.userPhotoUrl,
      })),
    [users],
  );
  const text = ids.map((userId) => users?.[userId]?.displayName ?? UNAVAILABLE).join(', ');
  return (
    <>
      <TextField
        id={id}
        label={title}
        required={required}
        disabled={disabled}
        fullWidth
        error={Boolean(error)}
        helperText={error}
        value={users ? text : ''}
        onClick={() => !disabled && setOpen(true)}
        slotProps={{
          inputLabel: { shrink: ids.length > 0 || undefined },
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {ids.length > 0 && (
                  <IconButton
                    aria-label={`Clear ${title}`}
                    disabled={disabled}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(multiple ? [] : '');
                    }}
                    edge="end"
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  aria-label={`Choose ${title}`}
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(true);
                  }}
                  edge="end"
                >
                  <PersonSearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <SelectUserDialog
        open={open}
        users={pickable}
        multiple={multiple}
        selected={ids}
        onClose={() => setOpen(false)}
        onSave={(picked) => {
          onChange(multiple ? picked : (picked[0] ?? ''));
          setOpen(false);
        }}
      />
    </>
  );
}
