import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { Controller, type Control } from 'react-hook-form';
import { detailInputMode } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { fromSiteWallTime, toSiteWallTime } from '@craftwork/domain/time/site-time';
import { UserPickerField, type TPickableUser } from '../../../components/ui/select-user-dialog';
import type { TWizardValues } from '../utils/wizard-form';

export type TDetailUser = TPickableUser;

type TDetailFieldsProps = {
  fields: readonly TDetailFieldConfig[];
  name: 'craftDetails' | 'taskSpecificDetails';
  control: Control<TWizardValues>;
  timeZone: string;
  /** For uid and multiple-uid fields. */
  users: readonly TDetailUser[];
};

const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/** A stored ISO instant as the site's wall time for a datetime-local input. */
function toLocalInput(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime())
    ? ''
    : toSiteWallTime(instant, timeZone).format(LOCAL_DATE_TIME);
}

function fromLocalInput(value: string, timeZone: string): string {
  if (value === '') return '';
  return fromSiteWallTime(dayjs.utc(value), timeZone).toISOString();
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The site's dynamic detail fields (spec part 2, "Dynamic detail field config"): checkboxes,
 * texts, numbers, currency ($), date-times, users and selections, each with its own message.
 */
export function DetailFields({ fields, name, control, timeZone, users }: TDetailFieldsProps) {
  if (fields.length === 0) return null;
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <Controller
          key={field.key}
          control={control}
          name={`${name}.${field.key}`}
          render={({ field: input, fieldState }) => {
            const id = `${name}-${field.key}`;
            const error = fieldState.error?.message;
            const common = {
              id,
              name: input.name,
              inputRef: input.ref,
              onBlur: input.onBlur,
              label: field.title,
              required: Boolean(field.required),
              disabled: field.editable === false,
              error: Boolean(error),
              helperText: error,
              fullWidth: true,
            };
            switch (field.type) {
              case 'bool':
                return (
                  <FormControl error={Boolean(error)} required={Boolean(field.required)}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          id={id}
                          inputRef={input.ref}
                          checked={input.value === true}
                          onChange={(event) => input.onChange(event.target.checked)}
                          onBlur={input.onBlur}
                          disabled={field.editable === false}
                        />
                      }
                      label={field.required ? `${field.title} *` : field.title}
                    />
                    {error && <FormHelperText>{error}</FormHelperText>}
                  </FormControl>
                );
              case 'number':
              case 'currency':
                return (
                  <TextField
                    {...common}
                    value={asText(input.value)}
                    onChange={(event) => input.onChange(event.target.value)}
                    slotProps={{
                      htmlInput: {
                        inputMode: detailInputMode(field),
                      },
                      input:
                        field.type === 'currency'
                          ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                          : undefined,
                    }}
                  />
                );
              case 'timestamp':
                return (
                  <TextField
                    {...common}
                    type="datetime-local"
                    value={toLocalInput(input.value, timeZone)}
                    onChange={(event) =>
                      input.onChange(fromLocalInput(event.target.value, timeZone))
                    }
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                );
              case 'selection':
                return (
                  <TextField
                    {...common}
                    select
                    value={asText(input.value)}
                    onChange={(event) => input.onChange(event.target.value)}
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
                    value={input.value}
                    required={Boolean(field.required)}
                    disabled={field.editable === false}
                    error={error}
                    users={users}
                    onChange={input.onChange}
                  />
                );
              case 'text':
                return (
                  <TextField
                    {...common}
                    multiline
                    minRows={3}
                    value={asText(input.value)}
                    onChange={(event) => input.onChange(event.target.value)}
                  />
                );
              case 'string':
                return (
                  <TextField
                    {...common}
                    value={asText(input.value)}
                    onChange={(event) => input.onChange(event.target.value)}
                  />
                );
            }
          }}
        />
      ))}
    </Stack>
  );
}
