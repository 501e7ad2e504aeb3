import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/**
 * An amount in dollars as typed ("1,234.50"); the form reads it with parseMoney. A leading $ is
 * shown, the keyboard on phones is the decimal one.
 */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  required,
  size = 'small',
  fullWidth,
  hiddenLabel,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Name the field for assistive technology only (a table column already says it). */
  hiddenLabel?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={hiddenLabel ? undefined : label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      disabled={disabled}
      required={required}
      size={size}
      fullWidth={fullWidth}
      margin="none"
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          maxLength: 16,
          autoComplete: 'off',
          ...(hiddenLabel ? { 'aria-label': label } : {}),
        },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
