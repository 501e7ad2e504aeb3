import useMediaQuery from '@mui/material/useMediaQuery';

/** Edit drawers: 90% of the window under 960 px, else 50% (spec part 2, section 9). */
export function useDrawerWidth(): string {
  return useMediaQuery('(max-width:959.95px)') ? '90%' : '50%';
}
