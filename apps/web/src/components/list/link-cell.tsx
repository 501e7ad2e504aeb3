import type { GridRenderCellParams } from '@mui/x-data-grid';
import { Link } from '../ui/link';

/**
 * A grid cell's link to the row's own page, in the grid's tab order. Its click and Enter are the
 * link's alone: the row's click and Enter (which open the same page) do not follow them.
 */
export function LinkCell({
  to,
  text,
  tabIndex,
}: {
  to: string;
  text: string;
  tabIndex: GridRenderCellParams['tabIndex'];
}) {
  return (
    <Link
      to={to}
      tabIndex={tabIndex}
      underline="hover"
      sx={{ fontWeight: 600 }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.stopPropagation();
      }}
    >
      {text}
    </Link>
  );
}
