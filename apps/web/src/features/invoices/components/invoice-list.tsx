import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { z } from 'zod';
import { UNNUMBERED_INVOICE } from '@craftwork/domain/billing/invoices';
import { formatMoney } from '@craftwork/domain/billing/money';
import { formatSiteDay } from '@craftwork/domain/inventory/rental';
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
import { NewInvoiceDialog } from '../../../components/billing/new-invoice-dialog';
import { invoicePath } from '../../../config/paths';
import { useExportInvoices, useInvoiceList, type TInvoiceRow } from '../api/invoices';
import { STATUS_FILTERS, type TStatusFilter } from '../utils/invoice-status';
import { InvoiceStatusChip } from './invoice-status-chip';

type TFilters = { status: TStatusFilter | null };
const ZStatusFilter = z.custom<TStatusFilter>(
  (value) => typeof value === 'string' && STATUS_FILTERS.some((s) => s.value === value),
);
const ZFilters: z.ZodType<TFilters> = z.object({ status: ZStatusFilter.nullable() });
const STORAGE_KEY = listStorageKey(paths.invoices);
const ALL = 'all';

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : '');

/**
 * The invoice list's columns: the grid's on wide screens and, one per line, the cards' on phones
 * (a column added here shows in both). The number is the card's title.
 */
export const INVOICE_COLUMNS: GridColDef<TInvoiceRow>[] = [
  {
    field: 'number',
    headerName: 'Number',
    minWidth: 120,
    valueGetter: (_value, row) => row.number || UNNUMBERED_INVOICE,
    renderCell: ({ row, value, tabIndex }) => (
      <LinkCell to={invoicePath(row.id)} text={String(value)} tabIndex={tabIndex} />
    ),
  },
  { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 120 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    renderCell: ({ row }) => <InvoiceStatusChip invoice={row} />,
  },
  {
    field: 'issueDate',
    headerName: 'Issued',
    minWidth: 110,
    valueFormatter: (value: string | null) => formatSiteDay(value),
  },
  {
    field: 'dueDate',
    headerName: 'Due',
    minWidth: 110,
    valueFormatter: (value: string | null) => formatSiteDay(value),
  },
  {
    field: 'totalCents',
    headerName: 'Total',
    type: 'number',
    minWidth: 120,
    valueFormatter: money,
  },
  {
    field: 'paidCents',
    headerName: 'Amount paid',
    type: 'number',
    minWidth: 120,
    valueFormatter: money,
  },
  {
    field: 'balanceCents',
    headerName: 'Balance due',
    type: 'number',
    minWidth: 120,
    valueFormatter: money,
  },
];

/**
 * /invoices: the site's invoices, searched by number or customer and filtered by status
 * (Overdue: a balance due past its due date), exported as CSV; a row opens its invoice, New Invoice starts a
 * draft. Under 600 px the rows are cards (decision 178).
 */
export function InvoiceList() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const defaults = useMemo<TListState<TFilters>>(
    () => ({
      columns: everyColumnVisible(INVOICE_COLUMNS),
      sort: [],
      filters: { status: null },
      search: '',
    }),
    [],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  const { status } = list.state.filters;
  const query = useInvoiceList({ search: list.state.search.trim(), status });
  const { pageQuery } = useClientPage(query, list);
  const exportCsv = useExportInvoices();

  return (
    <>
      <PageHeading title="Invoices" />
      <ListControls
        searchPlaceholder="Search Invoices..."
        list={list}
        filters={
          <TextField
            select
            size="small"
            margin="none"
            id="invoice-status"
            label="Status"
            value={status ?? ALL}
            onChange={(event) =>
              list.update({
                filters: {
                  status: STATUS_FILTERS.find((s) => s.value === event.target.value)?.value ?? null,
                },
              })
            }
            sx={{ width: { xs: '100%', sm: 160 }, bgcolor: 'background.paper' }}
          >
            <MenuItem value={ALL}>All</MenuItem>
            {STATUS_FILTERS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
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
            New Invoice
          </Button>
        }
      />
      <ListGrid
        label="Invoices"
        columns={INVOICE_COLUMNS}
        list={list}
        query={pageQuery}
        emptyText={
          list.state.search.trim() !== '' || status !== null
            ? 'No invoices match.'
            : 'No invoices yet.'
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
