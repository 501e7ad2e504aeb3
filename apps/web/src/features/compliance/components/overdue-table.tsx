import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { z } from 'zod';
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
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { craftRecordPath } from '../../../config/paths';
import {
  useCreateInspectionTasks,
  useOverdueScaffolds,
  type TOverdueScaffold,
} from '../api/compliance';

const STORAGE_KEY = listStorageKey(`${paths.compliance}?tab=overdue`);
const ZFilters = z.null();

const recordLabel = (row: TOverdueScaffold, t: TFunction<'compliance'>) =>
  row.tagNumber ? t('recordWithTag', { title: row.title, tag: row.tagNumber }) : row.title;

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
  t: TFunction<'compliance'>,
  date: (value: Date, timeZone?: string) => string,
  { selected, onToggle, onCreate, isCreating }: TOverdueActions,
): GridColDef<TOverdueScaffold>[] {
  return [
    {
      field: 'select',
      headerName: t('overdue.select'),
      width: 80,
      sortable: false,
      hideable: false,
      disableColumnMenu: true,
      renderCell: ({ row, tabIndex }) => (
        <Checkbox
          checked={selected.has(row.recordId) && !row.openInspectionTaskId}
          disabled={!!row.openInspectionTaskId}
          onChange={() => onToggle(row.recordId)}
          slotProps={{
            input: {
              'aria-label': t('overdue.selectRecord', { record: recordLabel(row, t) }),
              tabIndex,
            },
          }}
        />
      ),
    },
    {
      field: 'title',
      headerName: t('columns.record'),
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
            {recordLabel(row, t)}
          </Link>
          {row.modified && (
            <Chip label={t('overdue.modified')} size="small" color="warning" sx={{ ml: 1 }} />
          )}
        </Box>
      ),
    },
    {
      field: 'locationTitle',
      headerName: t('columns.location'),
      flex: 1,
      minWidth: 140,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'daysSinceInspection',
      headerName: t('columns.daysSinceInspection'),
      type: 'number',
      minWidth: 170,
      renderCell: ({ row }) => (
        <Box component="span">
          {row.daysSinceInspection}
          {!row.lastInspectionAt && (
            <Typography variant="caption" color="text.secondary" component="span">
              {` ${t('overdue.neverInspected')}`}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'dueAt',
      headerName: t('columns.due'),
      minWidth: 110,
      valueFormatter: (value: string) => date(new Date(value), timeZone),
    },
    {
      field: 'openInspectionTaskId',
      headerName: t('columns.inspectionTask'),
      minWidth: 210,
      sortable: false,
      renderCell: ({ row, tabIndex }) =>
        row.openInspectionTaskId ? (
          <Link
            to={craftRecordPath(row.recordId, row.openInspectionTaskId)}
            tabIndex={tabIndex}
            underline="hover"
          >
            {t('overdue.openTask')}
          </Link>
        ) : (
          <Button
            size="small"
            variant="outlined"
            tabIndex={tabIndex}
            disabled={isCreating}
            onClick={() => onCreate([row.recordId])}
            aria-label={t('overdue.createFor', { record: recordLabel(row, t) })}
          >
            {t('overdue.create')}
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
  const { t } = useTranslation('compliance');
  const { date } = useFormat();
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
          if (result.created.length)
            notify.success(t('overdue.created', { count: result.created.length }));
          if (result.skipped.length)
            notify.error(t('overdue.skipped', { count: result.skipped.length }));
        },
        onError: (error) => notify.error(error),
      },
    );

  const columns = overdueColumns(timeZone, t, date, {
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
          label={t('overdue.selectAll')}
          sx={{ mr: 0 }}
          control={
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={selectable.length === 0}
              onChange={() =>
                setSelected(allChosen ? new Set() : new Set(selectable.map((r) => r.recordId)))
              }
              slotProps={{ input: { 'aria-label': t('overdue.selectAllLabel') } }}
            />
          }
        />
        <Button
          variant="contained"
          disabled={chosen.length === 0 || create.isPending}
          onClick={() => createFor(chosen)}
        >
          {t('overdue.createSelected', { count: chosen.length })}
        </Button>
        {overdue.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('overdue.count', { count: rows.length })}
          </Typography>
        ) : null}
      </Stack>
      <ListGrid
        label={t('tabs.overdue')}
        columns={columns}
        list={list}
        query={pageQuery}
        emptyText={t('overdue.empty')}
        autoRowHeight
      />
    </Stack>
  );
}
