import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** A password text field with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const [isVisible, setIsVisible] = useState(false);
    const label = typeof props.label === 'string' ? props.label : 'password';
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={isVisible ? 'text' : 'password'}
        slotProps={{
          ...props.slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={
                    isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`
                  }
                  aria-pressed={isVisible}
                  onClick={() => setIsVisible((v) => !v)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                >
                  {isVisible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
