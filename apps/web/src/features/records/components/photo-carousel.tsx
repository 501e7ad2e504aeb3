import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { isHttpClientError, reportError } from '../../../lib/errors';
import { errorText } from '../../../lib/i18n/error-text';
import { checkPhotoFiles } from '../../../lib/photo-files';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useAddPhotos } from '../api/add-photos';
import { useDeletePhoto } from '../api/delete-photo';
import type { TRecordPhoto } from '../api/get-craft-record';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FileButton } from './file-button';
import { PendingPhotos } from '../../outbox/components/pending-photos';
import { photosDraft } from '../../outbox/drafts';
import { newOutboxKey } from '../../outbox/outbox-types';
import { useOfflineWrite } from '../../outbox/use-offline-write';
import { PhotoViewer } from './photo-viewer';
import { NextIcon, PreviousIcon } from '../../../components/ui/direction-icons';

/** An upload's failure: the server's message (e.g. not an image), else 'Error uploading file.'. */
function uploadErrorText(error: unknown): string {
  if (isHttpClientError(error)) return errorText(error);
  reportError(error);
  return TASK_MESSAGES.uploadFailed;
}

type TPhotoCarouselProps = {
  craftRecordId: string;
  photos: readonly TRecordPhoto[];
  /** Adding and deleting photos needs the right to update the record. */
  canEdit: boolean;
};

/** The record's photos: one at a time, with thumbnails; add several, delete, expand. */
export function PhotoCarousel({ craftRecordId, photos, canEdit }: TPhotoCarouselProps) {
  const { t } = useTranslation('records');
  // Ids are built outside the JSX, which may hold no literal text (issue 37).
  const progressId = `${useId()}-progress`;
  const notify = useNotify();
  const addPhotos = useAddPhotos(craftRecordId);
  const deletePhoto = useDeletePhoto();
  const offline = useOfflineWrite();
  const [selected, setSelected] = useState(0);
  const [isExpanded, setIsExpanded] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const count = photos.length;
  const index = Math.min(selected, Math.max(count - 1, 0));
  const photo = photos[index];

  // Checked by content as soon as they are chosen, as the wizard does: refused files are named.
  const handleFiles = async (files: File[]) => {
    const { accepted: images, refused: rejected } = await checkPhotoFiles(files);
    setRefused(rejected);
    if (images.length === 0) return;
    // Offline, or the upload never reached the server: the photos wait in the outbox (the same
    // key, so the images already saved are not added twice).
    if (offline.isOffline) {
      void offline.queue(photosDraft(craftRecordId, images));
      return;
    }
    const key = newOutboxKey();
    addPhotos.mutate(
      { files: images, key },
      {
        onSuccess: () => {
          notify.success(TASK_MESSAGES.imageUploaded);
          // The new photos come last: show the first of them.
          setSelected(count);
        },
        onError: (error) => {
          if (offline.shouldQueue(error))
            void offline.queue(photosDraft(craftRecordId, images), key);
          else notify.error(uploadErrorText(error));
        },
      },
    );
  };

  const handleDelete = () => {
    if (!photo) return;
    deletePhoto.mutate(
      { photoId: photo.id },
      {
        onSuccess: () => {
          notify.success(TASK_MESSAGES.imageDeleted);
          setIsConfirmingDelete(false);
          setSelected(Math.max(index - 1, 0));
        },
        onError: (error) => {
          setIsConfirmingDelete(false);
          notify.error(error);
        },
      },
    );
  };

  const show = (i: number) => setSelected((i + count) % count);
  const progress = addPhotos.progress;
  const label = photo ? t('photos.photoOf', { index: index + 1, total: count }) : t('photos.none');

  return (
    <Stack spacing={1.5}>
      <Box
        role="group"
        aria-roledescription="carousel"
        aria-label={t('photos.label')}
        onKeyDown={(event) => {
          if (count < 2) return;
          if (event.key === 'ArrowLeft') show(index - 1);
          if (event.key === 'ArrowRight') show(index + 1);
        }}
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {photo ? (
          <Box
            component="img"
            src={photo.reducedUrl}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Stack alignItems="center" spacing={1} sx={{ color: 'text.secondary' }}>
            <ImageOutlinedIcon sx={{ fontSize: 64 }} aria-hidden="true" />
            <Typography variant="body2">{t('photos.none')}</Typography>
          </Stack>
        )}
        {count > 1 && (
          <>
            <IconButton
              aria-label={t('photos.previous')}
              onClick={() => show(index - 1)}
              sx={navButtonSx('left')}
            >
              <PreviousIcon />
            </IconButton>
            <IconButton
              aria-label={t('photos.next')}
              onClick={() => show(index + 1)}
              sx={navButtonSx('right')}
            >
              <NextIcon />
            </IconButton>
          </>
        )}
        {photo && (
          <Typography
            variant="caption"
            aria-live="polite"
            sx={{
              position: 'absolute',
              bottom: 8,
              left: '50%',
              transform: 'translateX(-50%)',
              px: 1,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.6)',
              color: '#fff',
            }}
          >
            {index + 1} / {count}
          </Typography>
        )}
      </Box>

      {count > 1 && (
        <Stack
          direction="row"
          spacing={1}
          component="ul"
          aria-label={t('photos.thumbnails')}
          sx={{ listStyle: 'none', m: 0, p: 0, overflowX: 'auto', pb: 0.5 }}
        >
          {photos.map((p, i) => (
            <li key={p.id}>
              <Box
                component="button"
                type="button"
                onClick={() => setSelected(i)}
                aria-label={t('photos.show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                sx={{
                  p: 0,
                  border: 2,
                  borderColor: i === index ? 'primary.main' : 'transparent',
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                  display: 'block',
                }}
              >
                <Box
                  component="img"
                  src={p.thumbUrl}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: 56,
                    height: 56,
                    objectFit: 'cover',
                    display: 'block',
                    borderRadius: 0.5,
                  }}
                />
              </Box>
            </li>
          ))}
        </Stack>
      )}

      {progress && (
        <Box>
          <Typography variant="caption" id={progressId}>
            {t('photos.uploading', {
              done: Math.min(progress.done + 1, progress.total),
              total: progress.total,
            })}
          </Typography>
          <LinearProgress
            variant={progress.done === 0 ? 'indeterminate' : 'determinate'}
            value={(progress.done / progress.total) * 100}
            aria-labelledby={progressId}
          />
        </Box>
      )}

      <PendingPhotos craftRecordId={craftRecordId} />

      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])}>
          {refused.join(' ')}
        </Alert>
      )}

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canEdit && (
          <FileButton
            label={t('photos.add')}
            accept="image/*"
            multiple
            disabled={addPhotos.isPending}
            startIcon={<AddPhotoAlternateIcon aria-hidden="true" />}
            onFiles={(files) => void handleFiles(files)}
          />
        )}
        {photo && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<OpenInFullIcon aria-hidden="true" />}
            onClick={() => setIsExpanded(true)}
          >
            {t('photos.expand')}
          </Button>
        )}
        {photo && canEdit && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon aria-hidden="true" />}
            onClick={() => setIsConfirmingDelete(true)}
          >
            {t('photos.delete')}
          </Button>
        )}
      </Stack>

      <PhotoViewer
        open={isExpanded}
        photos={photos}
        index={index}
        onIndexChange={setSelected}
        onClose={() => setIsExpanded(false)}
      />

      <ConfirmDialog
        open={isConfirmingDelete}
        title={t('photos.deleteTitle')}
        message={t('photos.deleteMessage')}
        okText={t('photos.deleteOk')}
        isPending={deletePhoto.isPending}
        onConfirm={handleDelete}
        onClose={() => setIsConfirmingDelete(false)}
      />
    </Stack>
  );
}

function navButtonSx(side: 'left' | 'right') {
  return {
    position: 'absolute',
    top: '50%',
    [side]: 8,
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(255,255,255,0.8)',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.95)' },
  } as const;
}
