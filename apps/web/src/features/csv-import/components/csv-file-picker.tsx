import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_LIMITS } from '@craftwork/domain/import/fields';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

const megabytes = IMPORT_LIMITS.maxBytes / (1024 * 1024);

type TCsvFilePickerProps = {
  fileName: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
};

/**
 * The file input, labelled "Choose CSV file" and shown as a button, with the chosen file's name.
 * Its value is cleared after each choice, so choosing the same (fixed) file again reads it again.
 */
export function CsvFilePicker({ fileName, disabled = false, onChoose }: TCsvFilePickerProps) {
  const { t } = useTranslation('imports');
  const format = useFormat();
  const hintId = useId();
  return (
    <Stack spacing={0.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {/* The label is the visible button; the input inside it takes focus and keys. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          sx={{
            alignSelf: 'flex-start',
            '&:has(input:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {t('picker.choose')}
          <Box
            component="input"
            type="file"
            accept=".csv,text/csv"
            disabled={disabled}
            aria-describedby={hintId}
            // Hidden from sight only: a `hidden` input could not be focused by keyboard.
            sx={VISUALLY_HIDDEN_SX}
            onChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              const chosen = input.files?.[0];
              input.value = '';
              if (chosen) onChoose(chosen);
            }}
          />
        </Button>
        {fileName && (
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {t('picker.chosen')} <strong>{fileName}</strong>
          </Typography>
        )}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('picker.limits', {
          rows: format.number(IMPORT_LIMITS.maxRows),
          megabytes: format.number(megabytes),
        })}
      </Typography>
    </Stack>
  );
}
