import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';

// The input stays in the page (not display: none) so the label opens it and it can be found by
// its label; it is only hidden from sight.
const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
});

type TFileButtonProps = {
  label: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  startIcon?: ReactNode;
  onFiles: (files: File[]) => void;
};

/** A button that opens the file picker and hands over the chosen files. */
export function FileButton({
  label,
  accept,
  multiple = false,
  disabled = false,
  startIcon,
  onFiles,
}: TFileButtonProps) {
  return (
    <Button
      component="label"
      // The file input inside takes the focus (and the keyboard); the label only shows it.
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      size="small"
      disabled={disabled}
      startIcon={startIcon}
      sx={{
        '&:has(input:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {label}
      <HiddenInput
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Button>
  );
}
