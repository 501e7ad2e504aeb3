import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { generatePath } from 'react-router';
import { z } from 'zod';
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
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useIdleScaffolds, type TIdleScaffold } from '../api/compliance';

const STORAGE_KEY = listStorageKey(`${paths.compliance}?tab=idle`);
const ZFilters = z.null();

const recordLabel = (row: TIdleScaffold, t: TFunction<'compliance'>) =>
  row.tagNumber ? t('recordWithTag', { title: row.title, tag: row.tagNumber }) : row.title;

/** Where a Removal for the record is ordered: the Create Task wizard on that record. */
const orderRemovalPath = (recordId: string) =>
  generatePath(paths.createTaskFor, {
    craftType: String(CRAFT_TYPE.SCAFFOLDING),
    craftId: recordId,
  });

/** The idle list's columns, the grid's and the cards' (decision 178); the record is the title. */
function idleColumns(
  hasCost: boolean,
  t: TFunction<'compliance'>,
  money: (cents: number) => string,
): GridColDef<TIdleScaffold>[] {
  return [
    {
      field: 'title',
      headerName: t('columns.record'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row, tabIndex }) => (
        <Link
          to={craftRecordPath(row.recordId)}
          tabIndex={tabIndex}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {recordLabel(row, t)}
        </Link>
      ),
    },
    {
      field: 'locationTitle',
      headerName: t('columns.location'),
      flex: 1,
      minWidth: 160,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'standingDays',
      headerName: t('columns.standingDays'),
      type: 'number',
      minWidth: 130,
    },
    { field: 'idleDays', headerName: t('columns.idleDays'), type: 'number', minWidth: 110 },
    {
      field: 'estimatedCostCents',
      headerName: t('columns.estimatedCost'),
      type: 'number',
      minWidth: 140,
      valueFormatter: (value: number) => (hasCost ? money(value) : '—'),
    },
    {
      field: 'removal',
      headerName: t('columns.removal'),
      minWidth: 140,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Link
          to={orderRemovalPath(row.recordId)}
          tabIndex={tabIndex}
          aria-label={t('idle.orderRemovalOf', { record: recordLabel(row, t) })}
        >
          {t('idle.orderRemoval')}
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
  const { t } = useTranslation('compliance');
  const { money } = useFormat();
  const columns = useMemo(() => idleColumns(hasCost, t, money), [hasCost, t, money]);
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
      label={t('tabs.idle')}
      columns={columns}
      list={list}
      query={pageQuery}
      emptyText={t('idle.empty', { days: idleDays })}
    />
  );
}
