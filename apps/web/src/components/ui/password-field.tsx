import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TTextInputProps } from './text-input';

type TPasswordFieldProps = Omit<TTextInputProps, 'type'> & {
  /** The toggle's names in the page's language: "Show new password", "Hide new password". */
  toggleLabels: { show: string; hide: string };
};

/** A password text field with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TPasswordFieldProps>(
  function PasswordField({ toggleLabels, ...props }, ref) {
    const [isVisible, setIsVisible] = useState(false);
    return (
      <TextInput
        {...props}
        ref={ref}
        type={isVisible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={isVisible ? toggleLabels.hide : toggleLabels.show}
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
