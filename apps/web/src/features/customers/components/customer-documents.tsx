import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatMoney } from '@craftwork/domain/billing/money';
import {
  ESTIMATE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
} from '@craftwork/domain/billing/transitions';
import { formatDate } from '@craftwork/domain/format/dates';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorMessage } from '../../../lib/errors';
import {
  useCustomerEstimates,
  useCustomerInvoices,
  useCustomerTasks,
  type TCustomerDetail,
} from '../api/customers';
import { estimatePagePath, invoicePagePath, newEstimateFor, taskPagePath } from '../utils/paths';
import { Section } from './section';

/** What the sections need of the site: its time zone and whether it uses Job wording. */
export type TDocumentContext = { timeZone: string; customerSite: boolean };

type TSectionProps = { customer: TCustomerDetail; context: TDocumentContext };

/** A stored day (YYYY-MM-DD) as MM/DD/YYYY. */
const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return y && m && d ? `${m}/${d}/${y}` : iso;
};

/** A section's loading, error (with retry) and empty states around its table. */
function SectionStates({
  query,
  label,
  isEmpty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  label: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={`Loading ${label}`} />
      </Box>
    );
  if (query.isError)
    return (
      <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
    );
  if (isEmpty)
    return (
      <Typography color="text.secondary" variant="body2">
        {emptyText}
      </Typography>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      {children}
    </TableContainer>
  );
}

const onWide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The customer's estimates, newest first, with New Estimate. */
export function CustomerEstimates({ customer, context }: TSectionProps) {
  const query = useCustomerEstimates(customer.id);
  const rows = query.data ?? [];
  return (
    <Section
      title="Estimates"
      action={
        customer.deleted ? undefined : (
          <Button
            size="small"
            component={Link}
            to={newEstimateFor(customer.id)}
            startIcon={<AddIcon aria-hidden="true" />}
          >
            New Estimate
          </Button>
        )
      }
    >
      <SectionStates
        query={query}
        label="estimates"
        isEmpty={rows.length === 0}
        emptyText="No estimates yet."
      >
        <Table size="small" aria-label="Estimates">
          <TableHead>
            <TableRow>
              <TableCell>Number</TableCell>
              <TableCell sx={onWide}>Title</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={onWide}>Created</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.id} hover>
                <TableCell>
                  <Link to={estimatePagePath(e.id)} underline="hover" variant="body2">
                    {e.number}
                  </Link>
                </TableCell>
                <TableCell sx={onWide}>{e.title}</TableCell>
                <TableCell>{ESTIMATE_STATUS_LABELS[e.status]}</TableCell>
                <TableCell sx={onWide}>
                  {formatDate(new Date(e.timestampCreated), context.timeZone)}
                </TableCell>
                <TableCell align="right">{formatMoney(e.totalCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionStates>
    </Section>
  );
}

/** The customer's invoices, with their status (Overdue when past due), total and balance due. */
export function CustomerInvoices({ customer }: TSectionProps) {
  const query = useCustomerInvoices(customer.id);
  const rows = query.data ?? [];
  return (
    <Section title="Invoices">
      <SectionStates
        query={query}
        label="invoices"
        isEmpty={rows.length === 0}
        emptyText="No invoices yet."
      >
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Number</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={onWide}>Issued</TableCell>
              <TableCell sx={onWide}>Due</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">Balance due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((i) => (
              <TableRow key={i.id} hover>
                <TableCell>
                  <Link to={invoicePagePath(i.id)} underline="hover" variant="body2">
                    {i.number}
                  </Link>
                </TableCell>
                <TableCell>
                  {INVOICE_STATUS_LABELS[i.status]}
                  {i.overdue && <Chip size="small" color="error" label="Overdue" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={onWide}>{day(i.issueDate)}</TableCell>
                <TableCell sx={onWide}>{day(i.dueDate)}</TableCell>
                <TableCell align="right">{formatMoney(i.totalCents)}</TableCell>
                <TableCell align="right">{formatMoney(i.balanceCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionStates>
    </Section>
  );
}

/** The tasks of the customer's Jobs that the user sees, newest first. */
export function CustomerTasks({ customer, context }: TSectionProps) {
  const query = useCustomerTasks(customer.id);
  const rows = query.data ?? [];
  return (
    <Section title="Tasks">
      <SectionStates
        query={query}
        label="tasks"
        isEmpty={rows.length === 0}
        emptyText="No tasks for this customer yet."
      >
        <Table size="small" aria-label="Tasks">
          <TableHead>
            <TableRow>
              <TableCell>Task</TableCell>
              <TableCell sx={onWide}>{context.customerSite ? 'Job' : 'Craft Record'}</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={onWide}>Completed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link
                    to={taskPagePath(t, context.customerSite)}
                    underline="hover"
                    variant="body2"
                  >
                    {t.title}
                  </Link>
                </TableCell>
                <TableCell sx={onWide}>{t.craftRecordTitle}</TableCell>
                <TableCell>{t.statusName}</TableCell>
                <TableCell sx={onWide}>
                  {t.completed ? formatDate(new Date(t.completed), context.timeZone) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionStates>
    </Section>
  );
}
