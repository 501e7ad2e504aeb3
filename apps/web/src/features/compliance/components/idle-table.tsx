import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { generatePath } from 'react-router';
import { z } from 'zod';
import { formatMoney } from '@craftwork/domain/billing/money';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
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
import { craftRecordPath } from '../../../config/paths';
import { useIdleScaffolds, type TIdleScaffold } from '../api/compliance';

const STORAGE_KEY = listStorageKey(`${paths.compliance}?tab=idle`);
const ZFilters = z.null();

const recordLabel = (row: TIdleScaffold) =>
  row.tagNumber ? `${row.title} (tag ${row.tagNumber})` : row.title;

/** Where a Removal for the record is ordered: the Create Task wizard on that record. */
const orderRemovalPath = (recordId: string) =>
  generatePath(paths.createTaskFor, {
    craftType: String(CRAFT_TYPE.SCAFFOLDING),
    craftId: recordId,
  });

/** The idle list's columns, the grid's and the cards' (decision 178); the record is the title. */
function idleColumns(hasCost: boolean): GridColDef<TIdleScaffold>[] {
  return [
    {
      field: 'title',
      headerName: 'Record',
      flex: 1,
      minWidth: 220,
      renderCell: ({ row, tabIndex }) => (
        <Link
          to={craftRecordPath(row.recordId)}
          tabIndex={tabIndex}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {recordLabel(row)}
        </Link>
      ),
    },
    {
      field: 'locationTitle',
      headerName: 'Location',
      flex: 1,
      minWidth: 160,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    { field: 'standingDays', headerName: 'Standing days', type: 'number', minWidth: 130 },
    { field: 'idleDays', headerName: 'Idle days', type: 'number', minWidth: 110 },
    {
      field: 'estimatedCostCents',
      headerName: 'Estimated cost',
      type: 'number',
      minWidth: 140,
      valueFormatter: (value: number) => (hasCost ? formatMoney(value) : '—'),
    },
    {
      field: 'removal',
      headerName: 'Removal',
      minWidth: 140,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Link
          to={orderRemovalPath(row.recordId)}
          tabIndex={tabIndex}
          aria-label={`Order removal of ${recordLabel(row)}`}
        >
          Order removal
        </Link>
      ),
    },
  ];
}

/**
 * Standing scaffolds with no open task for the site's idle days, the longest idle first: days
 * standing, days idle and the estimated rental cost so far — a prompt to order the removal.
 * Under 600 px the rows are cards.
 */
export function IdleTable({ idleDays, hasCost }: { idleDays: number; hasCost: boolean }) {
  const idle = useIdleScaffolds();
  const columns = useMemo(() => idleColumns(hasCost), [hasCost]);
  const defaults = useMemo<TListState<null>>(
    () => ({
      columns: everyColumnVisible(columns),
      sort: [],
      filters: null,
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  // The grid and the cards key rows by `id`.
  const withIds = useMemo(() => idle.data?.map((r) => ({ ...r, id: r.recordId })), [idle.data]);
  const { pageQuery } = useClientPage({ ...idle, data: withIds }, list);
  return (
    <ListGrid
      label="Idle scaffolds"
      columns={columns}
      list={list}
      query={pageQuery}
      emptyText={`No standing scaffold has been without work for ${idleDays} days.`}
    />
  );
}
