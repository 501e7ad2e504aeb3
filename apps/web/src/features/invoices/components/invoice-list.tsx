import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { UNNUMBERED_INVOICE } from '@craftwork/domain/billing/invoices';
import { formatMoney } from '@craftwork/domain/billing/money';
import { formatSiteDay } from '@craftwork/domain/inventory/rental';
import { ExportButton } from '../../../components/list/export-button';
import { ListControls } from '../../../components/list/list-controls';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorMessage } from '../../../lib/errors';
import { NewInvoiceDialog } from '../../billing-shared/components/new-invoice-dialog';
import { invoicePath } from '../../billing-shared/utils/paths';
import { useExportInvoices, useInvoiceList, type TInvoiceListFilter } from '../api/invoices';
import { STATUS_FILTERS, type TStatusFilter } from '../utils/invoice-status';
import { InvoiceStatusChip } from './invoice-status-chip';

const ALL = 'all';
/** Shown from 600 px up; on phones the customer and dates stand under the number. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * /invoices: the site's invoices, searched by number or customer and filtered by status
 * (Overdue: a balance due past its due date), exported as CSV; New Invoice starts a draft.
 */
export function InvoiceList() {
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<TStatusFilter | null>(null);
  const [creating, setCreating] = useState(false);
  const search = useDeferredValue(searchText.trim());
  const filter: TInvoiceListFilter = { search, status };
  const query = useInvoiceList(filter);
  const exportCsv = useExportInvoices();
  const rows = query.data ?? [];
  const filtered = search !== '' || status !== null;

  return (
    <>
      <PageHeading
        title="Invoices"
        actions={
          <ExportButton
            hasRows={rows.length > 0}
            isExporting={exportCsv.isPending}
            onExport={() => exportCsv.mutate({ search: searchText.trim(), status })}
          />
        }
      />
      <ListControls
        searchPlaceholder="Search Invoices..."
        list={{
          searchText,
          setSearchText,
          canClear: filtered || searchText !== '',
          reset: () => {
            setSearchText('');
            setStatus(null);
          },
        }}
        filters={
          <TextField
            select
            size="small"
            margin="none"
            id="invoice-status"
            label="Status"
            value={status ?? ALL}
            onChange={(event) =>
              setStatus(
                event.target.value === ALL
                  ? null
                  : (STATUS_FILTERS.find((s) => s.value === event.target.value)?.value ?? null),
              )
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
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading invoices" />
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {filtered ? 'No invoices match.' : 'No invoices yet.'}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell sx={WIDE}>Customer</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={WIDE}>Issued</TableCell>
                <TableCell sx={WIDE}>Due</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right" sx={WIDE}>
                  Amount paid
                </TableCell>
                <TableCell align="right">Balance due</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link to={invoicePath(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
                      {row.number || UNNUMBERED_INVOICE}
                    </Link>
                    <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {row.customerName}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        Due {formatSiteDay(row.dueDate)}
                      </Typography>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>
                    {row.customerName}
                  </TableCell>
                  <TableCell>
                    <InvoiceStatusChip invoice={row} />
                  </TableCell>
                  <TableCell sx={WIDE}>{formatSiteDay(row.issueDate)}</TableCell>
                  <TableCell sx={WIDE}>{formatSiteDay(row.dueDate)}</TableCell>
                  <TableCell align="right">{formatMoney(row.totalCents)}</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    {formatMoney(row.paidCents)}
                  </TableCell>
                  <TableCell align="right">{formatMoney(row.balanceCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <NewInvoiceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
