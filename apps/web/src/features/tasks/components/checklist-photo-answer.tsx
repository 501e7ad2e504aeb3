import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { applyLiveMessage } from '../../../lib/live';
import { checkPhotoFiles } from '../../../lib/photo-files';
import { rpc } from '../../../lib/rpc';

/** A photo answer: chosen (checked by content), uploaded to the task's record, shown small. */
export function PhotoAnswer({
  id,
  label,
  craftRecordId,
  photoId,
  disabled,
  error,
  onChange,
  onBusy,
}: {
  id: string;
  label: string;
  craftRecordId: string;
  photoId: string | null;
  disabled: boolean;
  error?: string;
  onChange: (photoId: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('taskWork');
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const checked = await checkPhotoFiles([file], 1);
    const accepted = checked.accepted[0];
    if (!accepted) {
      setUploadError(checked.refused.join(' '));
      return;
    }
    setUploading(true);
    onBusy(true);
    try {
      const { photoIds } = await rpc.craftRecords.addPhotos({ craftRecordId, files: [accepted] });
      onChange(photoIds[0] ?? null);
      applyLiveMessage(queryClient, { topics: ['craftRecords'] });
    } catch (e) {
      setUploadError(errorText(e));
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
        useFlexGap
      >
        {photoId && (
          <Box
            component="img"
            src={`/api/files/photos/${photoId}/thumb`}
            alt={t('photo.alt', { label })}
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Button
          component="label"
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
          disabled={disabled || uploading}
        >
          {photoId ? t('photo.replace') : t('photo.add')}
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label={t('photo.input', { label })}
            onChange={(e) => {
              void handleFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {photoId && (
          <Button onClick={() => onChange(null)} disabled={disabled || uploading}>
            {t('photo.remove')}
          </Button>
        )}
      </Stack>
      {message && (
        <FormHelperText id={`${id}-help`} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
