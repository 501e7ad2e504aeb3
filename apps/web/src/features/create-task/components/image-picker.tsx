import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { PHOTO_LIMITS } from '@craftwork/domain/records/photos';
import { checkPhotoFiles } from '../../../lib/photo-files';
import { useTranslation } from '../../../lib/i18n/i18n';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type TImagePickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
};

/** Images for a new record: any image files, several at once, with previews to check and remove. */
export function ImagePicker({ files, onChange, disabled = false }: TImagePickerProps) {
  const { t } = useTranslation('createTask');
  const [refused, setRefused] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  // Checked when picked, by content, so that nothing is saved with a file the server refuses.
  const handleAdd = async (chosen: File[]) => {
    const { accepted, refused: rejected } = await checkPhotoFiles(
      chosen,
      PHOTO_LIMITS.maxPerUpload - files.length,
    );
    setRefused(rejected);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  return (
    <Box component="section" aria-labelledby="record-images-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="record-images-heading" variant="subtitle1" component="h3">
          {t('images.title')}
        </Typography>
        <Button
          component="label"
          // The file input inside takes the focus (and the keyboard); the label only shows it,
          // so the page holds one control, not a button around an input (WCAG 4.1.2).
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateIcon aria-hidden="true" />}
          disabled={disabled}
          sx={{
            '&:has(input:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {t('images.add')}
          <input
            type="file"
            accept="image/*"
            multiple
            aria-label={t('images.addLabel')}
            disabled={disabled}
            style={VISUALLY_HIDDEN}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              // Choosing the same file again after removing it fires a change.
              event.target.value = '';
              void handleAdd(chosen);
            }}
          />
        </Button>
      </Stack>
      {refused.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setRefused([])}>
          {refused.join(' ')}
        </Alert>
      )}
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('images.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('images.list')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
            gap: 1,
          }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${index}`}
              sx={{
                position: 'relative',
                aspectRatio: '1',
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={previews[index]}
                alt={file.name}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={t('images.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(0,0,0,0.6)',
                  color: 'common.white',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
