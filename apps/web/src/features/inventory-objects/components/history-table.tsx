import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@craftwork/domain/lists/page-sizes';
import { listDateTime } from '../../../components/list/column-model';
// The grid's code is not needed here: the same 500 px of rows (spec part 3, section 9).
const ROWS_SCROLL_HEIGHT = 500;
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useQuantityFormat } from '../utils/i18n';
import { useInventoryObjectHistory } from '../api/inventory-objects';
import type { THistoryRow } from '../api/types';
import { locationLabel } from '../utils/location-label';
import { craftRecordPath } from '../utils/paths';

/** The spec's text for an empty history (section 8). */
export const NO_HISTORY = 'No data found';

const HEADERS = [
  'created',
  'type',
  'qty',
  'location',
  'user',
  'company',
  'craftRecord',
  'task',
  'reason',
] as const;

function HistoryLine({ row, timeZone }: { row: THistoryRow; timeZone: string }) {
  const { t, i18n } = useTranslation('inventory');
  const format = useQuantityFormat();
  const unavailable = t('empty.unavailable');
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {listDateTime(row.created, timeZone, i18n.language)}
      </TableCell>
      <TableCell>{row.typeLabel}</TableCell>
      <TableCell align="right">{format.quantity(row.value)}</TableCell>
      <TableCell>
        {locationLabel(row.locationId, row.locationTitle, {
          noLocation: t('empty.noLocation'),
          unavailable,
        })}
      </TableCell>
      <TableCell>{row.userName ?? unavailable}</TableCell>
      <TableCell>{row.companyName ?? ''}</TableCell>
      <TableCell>
        {row.recordId ? (
          <Link to={craftRecordPath(row.recordId)} underline="hover">
            {row.recordTitle ?? unavailable}
          </Link>
        ) : null}
      </TableCell>
      <TableCell>
        {row.recordId && row.taskId ? (
          <Link to={craftRecordPath(row.recordId, row.taskId)} underline="hover">
            {row.taskTitle ?? unavailable}
          </Link>
        ) : null}
      </TableCell>
      <TableCell>{row.reasonLabel}</TableCell>
    </TableRow>
  );
}

/** The object's movements, newest first, a page at a time (25/50/100). */
export function HistoryTable({ objectId, timeZone }: { objectId: string; timeZone: string }) {
  const { t } = useTranslation('inventory');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<(typeof PAGE_SIZES)[number]>(DEFAULT_PAGE_SIZE);
  const query = useInventoryObjectHistory({ id: objectId, page, pageSize });
  const rows = query.data?.rows ?? [];
  return (
    <Paper variant="outlined">
      {query.isFetching ? <LinearProgress aria-label={t('history.loading')} /> : null}
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} sx={{ m: 1 }}>
          {errorText(query.error)}
        </RetryAlert>
      ) : null}
      {/* Focusable, so a keyboard can scroll the rows (WCAG 2.1.1). */}
      <TableContainer
        sx={{ maxHeight: ROWS_SCROLL_HEIGHT }}
        tabIndex={0}
        role="region"
        aria-label={t('history.region')}
      >
        <Table size="small" stickyHeader aria-label={t('history.table')}>
          <TableHead>
            <TableRow>
              {HEADERS.map((h) => (
                <TableCell key={h} align={h === 'qty' ? 'right' : 'left'}>
                  {t(`history.${h}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <HistoryLine key={row.id} row={row} timeZone={timeZone} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!query.isPending && !query.isError && rows.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <Typography color="text.secondary">{t('history.none')}</Typography>
        </Box>
      ) : null}
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onRowsPerPageChange={(event) => {
          const size = PAGE_SIZES.find((s) => s === Number(event.target.value));
          setPageSize(size ?? DEFAULT_PAGE_SIZE);
          setPage(0);
        }}
      />
    </Paper>
  );
}
