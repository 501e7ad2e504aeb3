import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { z } from 'zod';
import { formatDate } from '@craftwork/domain/format/dates';
import { useClientPage } from '../../../components/list/client-page';
import { everyColumnVisible } from '../../../components/list/column-model';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import {
  listStorageKey,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../lib/notify';
import { craftRecordPath } from '../../../config/paths';
import {
  useCreateInspectionTasks,
  useOverdueScaffolds,
  type TOverdueScaffold,
} from '../api/compliance';

export const OVERDUE_TEXT = {
  empty: 'No standing scaffold is overdue for inspection.',
  create: 'Create inspection task',
  createSelected: (n: number) => `Create inspection tasks (${n})`,
  created: (n: number) => `${n} inspection task${n === 1 ? '' : 's'} created.`,
  skipped: (n: number) =>
    `${n} scaffold${n === 1 ? '' : 's'} skipped: an inspection task is open, or no company can take it.`,
} as const;

const STORAGE_KEY = listStorageKey(`${paths.compliance}?tab=overdue`);
const ZFilters = z.null();

const recordLabel = (row: TOverdueScaffold) =>
  row.tagNumber ? `${row.title} (tag ${row.tagNumber})` : row.title;

type TOverdueActions = {
  selected: ReadonlySet<string>;
  onToggle: (recordId: string) => void;
  onCreate: (recordIds: string[]) => void;
  isCreating: boolean;
};

/**
 * The overdue list's columns, the grid's and the cards' (decision 178): the record (the card's
 * title, a link), its location, days since inspection, due date and its task or Create button.
 */
function overdueColumns(
  timeZone: string,
  { selected, onToggle, onCreate, isCreating }: TOverdueActions,
): GridColDef<TOverdueScaffold>[] {
  return [
    {
      field: 'select',
      headerName: 'Select',
      width: 80,
      sortable: false,
      hideable: false,
      disableColumnMenu: true,
      renderCell: ({ row, tabIndex }) => (
        <Checkbox
          checked={selected.has(row.recordId) && !row.openInspectionTaskId}
          disabled={!!row.openInspectionTaskId}
          onChange={() => onToggle(row.recordId)}
          slotProps={{ input: { 'aria-label': `Select ${recordLabel(row)}`, tabIndex } }}
        />
      ),
    },
    {
      field: 'title',
      headerName: 'Record',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row, tabIndex }) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            to={craftRecordPath(row.recordId)}
            tabIndex={tabIndex}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {recordLabel(row)}
          </Link>
          {row.modified && <Chip label="Modified" size="small" color="warning" sx={{ ml: 1 }} />}
        </Box>
      ),
    },
    {
      field: 'locationTitle',
      headerName: 'Location',
      flex: 1,
      minWidth: 140,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'daysSinceInspection',
      headerName: 'Days since inspection',
      type: 'number',
      minWidth: 170,
      renderCell: ({ row }) => (
        <Box component="span">
          {row.daysSinceInspection}
          {!row.lastInspectionAt && (
            <Typography variant="caption" color="text.secondary" component="span">
              {' never inspected'}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'dueAt',
      headerName: 'Due',
      minWidth: 110,
      valueFormatter: (value: string) => formatDate(new Date(value), timeZone),
    },
    {
      field: 'openInspectionTaskId',
      headerName: 'Inspection task',
      minWidth: 210,
      sortable: false,
      renderCell: ({ row, tabIndex }) =>
        row.openInspectionTaskId ? (
          <Link
            to={craftRecordPath(row.recordId, row.openInspectionTaskId)}
            tabIndex={tabIndex}
            underline="hover"
          >
            Open task
          </Link>
        ) : (
          <Button
            size="small"
            variant="outlined"
            tabIndex={tabIndex}
            disabled={isCreating}
            onClick={() => onCreate([row.recordId])}
            aria-label={`${OVERDUE_TEXT.create} for ${recordLabel(row)}`}
          >
            {OVERDUE_TEXT.create}
          </Button>
        ),
    },
  ];
}

/**
 * The standing scaffolds overdue for inspection, the most overdue first: days since the last
 * inspection (or installation), when it was due, and its open inspection task or a button
 * creating one; several at once through the checkboxes. Under 600 px the rows are cards.
 */
export function OverdueTable({ timeZone }: { timeZone: string }) {
  const overdue = useOverdueScaffolds();
  const create = useCreateInspectionTasks();
  const notify = useNotify();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = overdue.data ?? [];
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

  const columns = overdueColumns(timeZone, {
    selected,
    onToggle: toggle,
    onCreate: createFor,
    isCreating: create.isPending,
  });
  const defaults = useMemo<TListState<null>>(
    () => ({
      columns: everyColumnVisible(columns),
      sort: [],
      filters: null,
      search: '',
    }),
    // The columns' fields never change; their cells follow the selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  // The grid and the cards key rows by `id`.
  const withIds = useMemo(
    () => overdue.data?.map((r) => ({ ...r, id: r.recordId })),
    [overdue.data],
  );
  const { pageQuery } = useClientPage({ ...overdue, data: withIds }, list);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          label="Select all"
          sx={{ mr: 0 }}
          control={
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={selectable.length === 0}
              onChange={() =>
                setSelected(allChosen ? new Set() : new Set(selectable.map((r) => r.recordId)))
              }
              slotProps={{ input: { 'aria-label': 'Select all overdue scaffolds' } }}
            />
          }
        />
        <Button
          variant="contained"
          disabled={chosen.length === 0 || create.isPending}
          onClick={() => createFor(chosen)}
        >
          {OVERDUE_TEXT.createSelected(chosen.length)}
        </Button>
        {overdue.data ? (
          <Typography variant="body2" color="text.secondary">
            {rows.length} overdue
          </Typography>
        ) : null}
      </Stack>
      <ListGrid
        label="Overdue inspections"
        columns={columns}
        list={list}
        query={pageQuery}
        emptyText={OVERDUE_TEXT.empty}
        autoRowHeight
      />
    </Stack>
  );
}
