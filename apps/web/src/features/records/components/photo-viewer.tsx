import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TRecordPhoto } from '../api/get-craft-record';
import { NextIcon, PreviousIcon } from '../../../components/ui/direction-icons';

/** A horizontal move at least this long (px), and longer than it is tall, turns the photo. */
const SWIPE_DISTANCE = 50;

type TPhotoViewerProps = {
  open: boolean;
  photos: readonly TRecordPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The record's photos full screen, one at a time (the reduced image, with a link to the full
 * one): Previous and Next buttons, the arrow keys and swiping turn them; Escape or Close ends.
 */
export function PhotoViewer({ open, photos, index, onIndexChange, onClose }: TPhotoViewerProps) {
  const { t } = useTranslation('records');
  const titleId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];
  const label = t('photos.photoOf', { index: index + 1, total: count });
  const show = (i: number) => onIndexChange((i + count) % count);

  return (
    <Dialog
      open={open && Boolean(photo)}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'common.black', color: 'common.white' } } }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') show(index - 1);
        if (event.key === 'ArrowRight') show(index + 1);
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 1, py: 0.5, minHeight: 56 }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, pl: 1 }}>
          {label}
        </Typography>
        {photo && (
          <Button
            href={photo.fullUrl}
            target="_blank"
            rel="noopener"
            color="inherit"
            size="small"
            startIcon={<OpenInNewIcon aria-hidden="true" />}
            sx={{ minHeight: 44 }}
          >
            {t('photos.fullSize')}
          </Button>
        )}
        <IconButton
          aria-label={t('photos.close')}
          color="inherit"
          onClick={onClose}
          sx={{ p: 1.25 }}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from || count < 2) return;
          const dx = event.clientX - from.x;
          const dy = event.clientY - from.y;
          if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
          show(dx < 0 ? index + 1 : index - 1);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          // Horizontal moves are ours (swipes); vertical ones still scroll or zoom the page.
          touchAction: 'pan-y pinch-zoom',
          userSelect: 'none',
        }}
      >
        {photo && (
          <Box
            component="img"
            key={photo.id}
            src={photo.reducedUrl}
            alt={label}
            draggable={false}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton
              aria-label={t('photos.previous')}
              onClick={() => show(index - 1)}
              sx={sideButtonSx('left')}
            >
              <PreviousIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={t('photos.next')}
              onClick={() => show(index + 1)}
              sx={sideButtonSx('right')}
            >
              <NextIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}

function sideButtonSx(side: 'left' | 'right') {
  return {
    position: 'absolute',
    top: '50%',
    [side]: 8,
    transform: 'translateY(-50%)',
    color: 'common.white',
    bgcolor: 'rgba(0,0,0,0.45)',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
  } as const;
}
