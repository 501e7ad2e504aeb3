import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { formatMoney } from '@craftwork/domain/billing/money';
import type { TEstimateSummary } from '@craftwork/domain/billing/estimates';
import {
  ESTIMATE_STATUSES,
  ESTIMATE_STATUS_LABELS,
  type TEstimateStatus,
} from '@craftwork/domain/billing/transitions';
import { toCsv } from '@craftwork/domain/lists/csv';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { DEFAULT_LANGUAGE } from '@craftwork/domain/i18n/languages';
import { useClientPage } from '../../../components/list/client-page';
import { columnVisibility, listDateTime } from '../../../components/list/column-model';
import { downloadCsv } from '../../../components/list/download-csv';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import {
  listStorageKey,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useEstimates } from '../api/estimates';
import { estimatePath } from '../utils/paths';
import { EstimateStatusChip } from './estimate-status-chip';
import { NewEstimateDialog } from './new-estimate-dialog';

type TFilters = { status: TEstimateStatus | null };
const ZFilters: z.ZodType<TFilters> = z.object({ status: z.enum(ESTIMATE_STATUSES).nullable() });
const STORAGE_KEY = listStorageKey(paths.estimates);
const ALL = 'all';

function estimateColumns(
  timeZone: string,
  t: TFunction<'billing'>,
  money: (cents: number) => string,
  dateTime: (iso: string | null, timeZone: string) => string,
): GridColDef<TEstimateSummary>[] {
  return [
    { field: 'number', headerName: t('estimates.columns.number'), minWidth: 110 },
    { field: 'customerName', headerName: t('estimates.columns.customer'), flex: 1, minWidth: 180 },
    { field: 'title', headerName: t('estimates.columns.title'), flex: 1, minWidth: 180 },
    {
      field: 'status',
      headerName: t('estimates.columns.status'),
      minWidth: 120,
      renderCell: ({ row }) => <EstimateStatusChip status={row.status} />,
    },
    {
      field: 'totalCents',
      headerName: t('estimates.columns.total'),
      type: 'number',
      minWidth: 130,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'timestampCreated',
      headerName: t('estimates.columns.created'),
      minWidth: 170,
      valueFormatter: (value: string) => dateTime(value, timeZone),
    },
    {
      field: 'sentAt',
      headerName: t('estimates.columns.sent'),
      minWidth: 170,
      valueFormatter: (value: string | null) => dateTime(value, timeZone),
    },
  ];
}

const VISIBLE = [
  'number',
  'customerName',
  'title',
  'status',
  'totalCents',
  'timestampCreated',
  'sentAt',
];

/**
 * /estimates: the site's estimates, searched by number, customer or title and filtered by
 * status; a row opens the estimate, New Estimate asks for the customer first.
 */
export function EstimateList({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('billing');
  const { money, listDateTime: dateTime } = useFormat();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(
    () => estimateColumns(timeZone, t, money, dateTime),
    [timeZone, t, money, dateTime],
  );
  const defaults = useMemo<TListState<TFilters>>(
    () => ({
      columns: columnVisibility(columns, VISIBLE),
      sort: [],
      filters: { status: null },
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  const query = useEstimates({ search: list.state.search, status: list.state.filters.status });
  // The server answers every matching estimate; the grid pages and sorts them here.
  const { pageQuery, sorted } = useClientPage(query, list);
  const handleExport = () => {
    // The export stays in English, as the invoice list's does (its columns are the spec's).
    const csv = toCsv(
      ['Number', 'Customer', 'Title', 'Status', 'Total', 'Created', 'Sent'],
      sorted.map((e) => [
        e.number,
        e.customerName,
        e.title,
        ESTIMATE_STATUS_LABELS[e.status],
        formatMoney(e.totalCents),
        listDateTime(e.timestampCreated, timeZone, DEFAULT_LANGUAGE),
        listDateTime(e.sentAt, timeZone, DEFAULT_LANGUAGE),
      ]),
    );
    downloadCsv({ filename: `Estimates - ${formatExportFileDate(new Date(), timeZone)}.csv`, csv });
  };
  return (
    <>
      <ListControls
        searchPlaceholder={t('estimates.searchPlaceholder')}
        list={list}
        filters={
          <TextField
            select
            size="small"
            id="estimate-status"
            label={t('estimates.columns.status')}
            value={list.state.filters.status ?? ALL}
            onChange={(event) => {
              const parsed = z.enum(ESTIMATE_STATUSES).safeParse(event.target.value);
              list.update({ filters: { status: parsed.success ? parsed.data : null } });
            }}
            sx={{ width: { xs: '100%', sm: 160 }, bgcolor: 'background.paper' }}
          >
            <MenuItem value={ALL}>{t('estimates.all')}</MenuItem>
            {ESTIMATE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`estimateStatus.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        }
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            {t('estimates.newEstimate')}
          </Button>
        }
      />
      <ListGrid
        label={t('estimates.title')}
        columns={columns}
        list={list}
        query={pageQuery}
        exportCsv={{ isExporting: false, onExport: handleExport }}
        onRowActivate={(row) => void navigate(estimatePath(row.id))}
      />
      <NewEstimateDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
