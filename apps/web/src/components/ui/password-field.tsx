import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TTextInputProps } from './text-input';

/** A password text field with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TTextInputProps, 'type'>>(
  function PasswordField(props, ref) {
    const [isVisible, setIsVisible] = useState(false);
    const label = props.label;
    return (
      <TextInput
        {...props}
        ref={ref}
        type={isVisible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              aria-pressed={isVisible}
              onClick={() => setIsVisible((v) => !v)}
              onMouseDown={(event) => event.preventDefault()}
              edge="end"
            >
              {isVisible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
