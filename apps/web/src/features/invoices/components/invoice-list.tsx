import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { useClientPage } from '../../../components/list/client-page';
import { everyColumnVisible } from '../../../components/list/column-model';
import { LinkCell } from '../../../components/list/link-cell';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import {
  listStorageKey,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useBillingFormat,
  type TBillingFormat,
} from '../../../components/billing/use-billing-format';
import { NewInvoiceDialog } from '../../../components/billing/new-invoice-dialog';
import { invoicePath } from '../../../config/paths';
import { useExportInvoices, useInvoiceList, type TInvoiceRow } from '../api/invoices';
import { STATUS_FILTERS, statusFilterText, type TStatusFilter } from '../utils/invoice-status';
import { InvoiceStatusChip } from './invoice-status-chip';

type TFilters = { status: TStatusFilter | null };
const ZStatusFilter = z.custom<TStatusFilter>(
  (value) => typeof value === 'string' && STATUS_FILTERS.some((s) => s === value),
);
const ZFilters: z.ZodType<TFilters> = z.object({ status: ZStatusFilter.nullable() });
const STORAGE_KEY = listStorageKey(paths.invoices);
const ALL = 'all';

/**
 * The invoice list's columns: the grid's on wide screens and, one per line, the cards' on phones
 * (a column added here shows in both). The number is the card's title.
 */
export function invoiceColumns(
  t: TFunction<'billing'>,
  format: TBillingFormat,
): GridColDef<TInvoiceRow>[] {
  const money = (value: unknown) => (typeof value === 'number' ? format.money(value) : '');
  return [
    {
      field: 'number',
      headerName: t('invoices.columns.number'),
      minWidth: 120,
      valueGetter: (_value, row) => row.number || t('invoice.unnumbered'),
      renderCell: ({ row, value, tabIndex }) => (
        <LinkCell to={invoicePath(row.id)} text={String(value)} tabIndex={tabIndex} />
      ),
    },
    { field: 'customerName', headerName: t('invoices.columns.customer'), flex: 1, minWidth: 120 },
    {
      field: 'status',
      headerName: t('invoices.columns.status'),
      minWidth: 120,
      renderCell: ({ row }) => <InvoiceStatusChip invoice={row} />,
    },
    {
      field: 'issueDate',
      headerName: t('invoices.columns.issued'),
      minWidth: 110,
      valueFormatter: (value: string | null) => format.day(value),
    },
    {
      field: 'dueDate',
      headerName: t('invoices.columns.due'),
      minWidth: 110,
      valueFormatter: (value: string | null) => format.day(value),
    },
    {
      field: 'totalCents',
      headerName: t('invoices.columns.total'),
      type: 'number',
      minWidth: 120,
      valueFormatter: money,
    },
    {
      field: 'paidCents',
      headerName: t('invoices.columns.amountPaid'),
      type: 'number',
      minWidth: 120,
      valueFormatter: money,
    },
    {
      field: 'balanceCents',
      headerName: t('invoices.columns.balanceDue'),
      type: 'number',
      minWidth: 120,
      valueFormatter: money,
    },
  ];
}

/**
 * /invoices: the site's invoices, searched by number or customer and filtered by status
 * (Overdue: a balance due past its due date), exported as CSV; a row opens its invoice, New Invoice starts a
 * draft. Under 600 px the rows are cards (decision 178).
 */
export function InvoiceList() {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const columns = useMemo(() => invoiceColumns(t, format), [t, format]);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const defaults = useMemo<TListState<TFilters>>(
    () => ({
      columns: everyColumnVisible(columns),
      sort: [],
      filters: { status: null },
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  const { status } = list.state.filters;
  const query = useInvoiceList({ search: list.state.search.trim(), status });
  const { pageQuery } = useClientPage(query, list);
  const exportCsv = useExportInvoices();

  return (
    <>
      <PageHeading title={t('invoices.title')} />
      <ListControls
        searchPlaceholder={t('invoices.searchPlaceholder')}
        list={list}
        filters={
          <TextField
            select
            size="small"
            margin="none"
            id="invoice-status"
            label={t('invoices.columns.status')}
            value={status ?? ALL}
            onChange={(event) =>
              list.update({
                filters: {
                  status: STATUS_FILTERS.find((s) => s === event.target.value) ?? null,
                },
              })
            }
            sx={{ width: { xs: '100%', sm: 160 }, bgcolor: 'background.paper' }}
          >
            <MenuItem value={ALL}>{t('invoices.all')}</MenuItem>
            {STATUS_FILTERS.map((s) => (
              <MenuItem key={s} value={s}>
                {statusFilterText(s, t)}
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
            {t('invoices.newInvoice')}
          </Button>
        }
      />
      <ListGrid
        label={t('invoices.title')}
        columns={columns}
        list={list}
        query={pageQuery}
        emptyText={
          list.state.search.trim() !== '' || status !== null
            ? t('invoices.noneMatch')
            : t('invoices.noneYet')
        }
        exportCsv={{
          isExporting: exportCsv.isPending,
          onExport: () => exportCsv.mutate({ search: list.applySearch().trim(), status }),
        }}
        onRowActivate={(row) => void navigate(invoicePath(row.id))}
      />
      <NewInvoiceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
