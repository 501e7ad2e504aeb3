import { lazy, Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/i18n/i18n';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListGrid as TListGrid } from './list-grid';
import { ListCards } from './list-cards';

/**
 * The DataGrid's code, the largest chunk of the app, loaded apart from the list screens: a list
 * renders, sends its first page's request, and loads the grid while the answer comes (issue 11
 * #31). Loaded any earlier (with the screen), its evaluation held up the request instead.
 * lazy() loses ListGrid's row type; the wrapper below restores it.
 */
const LazyGrid = lazy(async () => ({ default: (await import('./list-grid')).ListGrid }));

/** Where the grid comes, while its code loads: the grid's own minimum height and progress bar. */
function GridPlaceholder({ label }: { label: string }) {
  const { t } = useTranslation('lists');
  return (
    <Box sx={{ minHeight: 320, bgcolor: 'background.paper' }}>
      <LinearProgress aria-label={t('grid.loading', { label })} />
    </Box>
  );
}

/**
 * ListGrid (list-grid.tsx), its code loaded on first use; under 600 px the same rows as cards
 * (ListCards), without the grid's code.
 */
export function ListGrid<R extends GridValidRowModel>(props: ComponentProps<typeof TListGrid<R>>) {
  // Read at once (noSsr): a phone never starts loading the grid only to drop it.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (isPhone) return <ListCards {...props} />;
  const Grid = LazyGrid as unknown as typeof TListGrid<R>;
  return (
    <Suspense fallback={<GridPlaceholder label={props.label} />}>
      <Grid {...props} />
    </Suspense>
  );
}
