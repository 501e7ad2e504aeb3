import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@craftwork/domain/billing/money';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { generatePath } from 'react-router';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorMessage } from '../../../lib/errors';
import { craftRecordPath } from '../../billing-shared/utils/paths';
import { useIdleScaffolds, type TIdleScaffold } from '../api/compliance';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

const recordLabel = (row: TIdleScaffold) =>
  row.tagNumber ? `${row.title} (tag ${row.tagNumber})` : row.title;

/** Where a Removal for the record is ordered: the Create Task wizard on that record. */
const orderRemovalPath = (recordId: string) =>
  generatePath(paths.createTaskFor, {
    craftType: String(CRAFT_TYPE.SCAFFOLDING),
    craftId: recordId,
  });

/**
 * Standing scaffolds with no open task for the site's idle days, the longest idle first: days
 * standing, days idle and the estimated rental cost so far — a prompt to order the removal.
 */
export function IdleTable({ idleDays, hasCost }: { idleDays: number; hasCost: boolean }) {
  const idle = useIdleScaffolds();
  if (idle.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading idle scaffolds" />
      </Box>
    );
  if (idle.isError)
    return <RetryAlert onRetry={() => void idle.refetch()}>{errorMessage(idle.error)}</RetryAlert>;
  const rows = idle.data;
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {`No standing scaffold has been without work for ${idleDays} days.`}
      </Typography>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Idle scaffolds">
        <TableHead>
          <TableRow>
            <TableCell>Record</TableCell>
            <TableCell sx={WIDE}>Location</TableCell>
            <TableCell align="right">Standing days</TableCell>
            <TableCell align="right" sx={WIDE}>
              Idle days
            </TableCell>
            <TableCell align="right">Estimated cost</TableCell>
            <TableCell sx={WIDE}>Removal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.recordId} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link to={craftRecordPath(row.recordId)} underline="hover" sx={{ fontWeight: 600 }}>
                  {recordLabel(row)}
                </Link>
                <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {`${row.locationTitle ?? 'No location'} · idle ${row.idleDays} days`}
                  </Typography>
                  <Link to={orderRemovalPath(row.recordId)} variant="caption">
                    Order removal
                  </Link>
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>
                {row.locationTitle ?? '—'}
              </TableCell>
              <TableCell align="right">{row.standingDays}</TableCell>
              <TableCell align="right" sx={WIDE}>
                {row.idleDays}
              </TableCell>
              <TableCell align="right">
                {hasCost ? formatMoney(row.estimatedCostCents) : '—'}
              </TableCell>
              <TableCell sx={WIDE}>
                <Link
                  to={orderRemovalPath(row.recordId)}
                  aria-label={`Order removal of ${recordLabel(row)}`}
                >
                  Order removal
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
