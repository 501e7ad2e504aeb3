import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Covers the screen while session and site data load. */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}

/** A small centred spinner for a region of a screen. */
export function InlineLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
    >
      <CircularProgress size={32} aria-hidden="true" />
    </Box>
  );
}
