import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@craftwork/domain/format/dates';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorMessage } from '../../../lib/errors';
import { useNotify } from '../../../lib/notify';
import { craftRecordPath } from '../../billing-shared/utils/paths';
import {
  useCreateInspectionTasks,
  useOverdueScaffolds,
  type TOverdueScaffold,
} from '../api/compliance';

/** Shown from 600 px up; on phones the location and due date stand under the record. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const OVERDUE_TEXT = {
  empty: 'No standing scaffold is overdue for inspection.',
  create: 'Create inspection task',
  createSelected: (n: number) => `Create inspection tasks (${n})`,
  created: (n: number) => `${n} inspection task${n === 1 ? '' : 's'} created.`,
  skipped: (n: number) =>
    `${n} scaffold${n === 1 ? '' : 's'} skipped: an inspection task is open, or no company can take it.`,
} as const;

const recordLabel = (row: TOverdueScaffold) =>
  row.tagNumber ? `${row.title} (tag ${row.tagNumber})` : row.title;

/**
 * The standing scaffolds overdue for inspection, the most overdue first: days since the last
 * inspection (or installation), when it was due, and its open inspection task or a button
 * creating one; several at once through the checkboxes.
 */
export function OverdueTable({ timeZone }: { timeZone: string }) {
  const overdue = useOverdueScaffolds();
  const create = useCreateInspectionTasks();
  const notify = useNotify();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  if (overdue.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading overdue inspections" />
      </Box>
    );
  if (overdue.isError)
    return (
      <RetryAlert onRetry={() => void overdue.refetch()}>{errorMessage(overdue.error)}</RetryAlert>
    );
  const rows = overdue.data;
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {OVERDUE_TEXT.empty}
      </Typography>
    );

  const selectable = rows.filter((r) => !r.openInspectionTaskId);
  const chosen = selectable.filter((r) => selected.has(r.recordId)).map((r) => r.recordId);
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const createFor = (recordIds: string[]) =>
    create.mutate(
      { recordIds },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          if (result.created.length) notify.success(OVERDUE_TEXT.created(result.created.length));
          if (result.skipped.length) notify.error(OVERDUE_TEXT.skipped(result.skipped.length));
        },
        onError: (error) => notify.error(error),
      },
    );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || create.isPending}
          onClick={() => createFor(chosen)}
        >
          {OVERDUE_TEXT.createSelected(chosen.length)}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {rows.length} overdue
        </Typography>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Overdue inspections">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={chosen.length > 0 && !allChosen}
                  disabled={selectable.length === 0}
                  onChange={() =>
                    setSelected(allChosen ? new Set() : new Set(selectable.map((r) => r.recordId)))
                  }
                  slotProps={{ input: { 'aria-label': 'Select all overdue scaffolds' } }}
                />
              </TableCell>
              <TableCell>Record</TableCell>
              <TableCell sx={WIDE}>Location</TableCell>
              <TableCell align="right" sx={WIDE}>
                Days since inspection
              </TableCell>
              <TableCell sx={WIDE}>Due</TableCell>
              <TableCell>Inspection task</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const due = formatDate(new Date(row.dueAt), timeZone);
              return (
                <TableRow key={row.recordId} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(row.recordId) && !row.openInspectionTaskId}
                      disabled={!!row.openInspectionTaskId}
                      onChange={() => toggle(row.recordId)}
                      slotProps={{ input: { 'aria-label': `Select ${recordLabel(row)}` } }}
                    />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link
                      to={craftRecordPath(row.recordId)}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {recordLabel(row)}
                    </Link>
                    {row.modified && (
                      <Chip label="Modified" size="small" color="warning" sx={{ ml: 1 }} />
                    )}
                    <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {row.locationTitle ?? 'No location'}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {`${row.daysSinceInspection} days since ${
                          row.lastInspectionAt ? 'inspection' : 'installation'
                        } · due ${due}`}
                      </Typography>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>
                    {row.locationTitle ?? '—'}
                  </TableCell>
                  <TableCell align="right" sx={WIDE}>
                    {row.daysSinceInspection}
                    {!row.lastInspectionAt && (
                      <Typography variant="caption" color="text.secondary" component="p">
                        never inspected
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={WIDE}>{due}</TableCell>
                  <TableCell>
                    {row.openInspectionTaskId ? (
                      <Link
                        to={craftRecordPath(row.recordId, row.openInspectionTaskId)}
                        underline="hover"
                      >
                        Open task
                      </Link>
                    ) : (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={create.isPending}
                        onClick={() => createFor([row.recordId])}
                        aria-label={`${OVERDUE_TEXT.create} for ${recordLabel(row)}`}
                      >
                        {OVERDUE_TEXT.create}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
