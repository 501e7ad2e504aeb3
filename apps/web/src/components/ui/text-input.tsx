import {
  forwardRef,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type TTextInputProps = {
  id: string;
  label: string;
  name?: string;
  type?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the input element itself, e.g. `maxLength` (see `htmlInputLimit`). */
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement> };
};

/**
 * MUI's outlined TextField (full width, normal margin, as the theme sets TextField) without its
 * `select` mode: the same markup, label and helper text, but without the Select, Menu, Popover
 * and Modal code TextField always brings along, which the sign-in page need not load
 * (issue 11 #30). The ref is the input element's.
 */
export const TextInput = forwardRef<HTMLInputElement, TTextInputProps>(function TextInput(
  {
    id,
    label,
    name,
    type,
    value,
    onChange,
    onBlur,
    autoComplete,
    autoFocus,
    required = false,
    disabled = false,
    error = false,
    helperText,
    endAdornment,
    slotProps,
  },
  ref,
) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      margin="normal"
      variant="outlined"
      required={required}
      disabled={disabled}
      error={error}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        label={label}
        inputRef={ref}
        endAdornment={endAdornment}
        inputProps={slotProps?.htmlInput}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
