import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type TControlledTextFieldProps<TValues extends FieldValues> = Pick<
  TextFieldProps,
  'label' | 'required' | 'multiline' | 'minRows' | 'disabled' | 'select' | 'type' | 'slotProps'
> & {
  control: Control<TValues>;
  name: Path<TValues>;
  id: string;
  /** Shown while the field has no error (the error message replaces it). */
  helperText?: ReactNode;
  /** Called when the user changes the value, before the form takes it. */
  onEdit?: () => void;
  /** The options of a `select` field. */
  children?: ReactNode;
};

/**
 * A full-width MUI TextField bound to one value of a react-hook-form form: the value, its
 * validation error (as error state and helper text) and the input element, which the form
 * focuses when the value is in error. The edit drawers and the create-task wizard use it.
 */
export function ControlledTextField<TValues extends FieldValues>({
  control,
  name,
  helperText,
  onEdit,
  children,
  ...props
}: TControlledTextFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            onEdit?.();
            field.onChange(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        >
          {children}
        </TextField>
      )}
    />
  );
}
