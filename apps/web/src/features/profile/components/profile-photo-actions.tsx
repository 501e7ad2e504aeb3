import { useId, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { checkPhotoFiles } from '../../../lib/photo-files';
import { useRemoveProfilePhoto, useSetProfilePhoto } from '../api/profile-photo';

/**
 * Upload (or change) and remove the profile photo. A chosen file is checked by its content, as
 * the server checks it again, before it is sent.
 */
export function ProfilePhotoActions({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const upload = useSetProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const { accepted, refused } = await checkPhotoFiles([file], 1);
    const chosen = accepted[0];
    if (!chosen) {
      notify.error(refused[0] ?? t('photo.unusable'));
      return;
    }
    upload.mutate(
      { file: chosen },
      {
        onSuccess: () => notify.success(t('photo.saved')),
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        hidden
        aria-label={hasPhoto ? t('photo.change') : t('photo.upload')}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<PhotoCameraIcon aria-hidden="true" />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? t('photo.uploading') : hasPhoto ? t('photo.change') : t('photo.upload')}
      </Button>
      {hasPhoto && (
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => notify.success(t('photo.removed')),
              onError: (error) => notify.error(error),
            })
          }
        >
          {t('photo.remove')}
        </Button>
      )}
    </Stack>
  );
}
