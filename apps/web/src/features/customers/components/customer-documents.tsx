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
import { useBillingFormat } from '../../../components/billing/use-billing-format';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
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

const STORED_DAY = /^\d{4}-\d{2}-\d{2}/;

/** A section's loading, error (with retry) and empty states around its table. */
function SectionStates({
  query,
  label,
  isEmpty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  /** What the spinner says while the section loads. */
  label: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={label} />
      </Box>
    );
  if (query.isError)
    return <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>;
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
  const { t } = useTranslation('billing');
  const { money } = useBillingFormat();
  const { date } = useFormat();
  const query = useCustomerEstimates(customer.id);
  const rows = query.data ?? [];
  return (
    <Section
      title={t('estimates.title')}
      action={
        customer.deleted ? undefined : (
          <Button
            size="small"
            component={Link}
            to={newEstimateFor(customer.id)}
            startIcon={<AddIcon aria-hidden="true" />}
          >
            {t('estimates.newEstimate')}
          </Button>
        )
      }
    >
      <SectionStates
        query={query}
        label={t('customers.documents.loadingEstimates')}
        isEmpty={rows.length === 0}
        emptyText={t('customers.documents.noEstimates')}
      >
        <Table size="small" aria-label={t('estimates.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('estimates.columns.number')}</TableCell>
              <TableCell sx={onWide}>{t('estimates.columns.title')}</TableCell>
              <TableCell>{t('estimates.columns.status')}</TableCell>
              <TableCell sx={onWide}>{t('estimates.columns.created')}</TableCell>
              <TableCell align="right">{t('estimates.columns.total')}</TableCell>
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
                <TableCell>{t(`estimateStatus.${e.status}`)}</TableCell>
                <TableCell sx={onWide}>
                  {date(new Date(e.timestampCreated), context.timeZone)}
                </TableCell>
                <TableCell align="right">{money(e.totalCents)}</TableCell>
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
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const day = (iso: string) => (STORED_DAY.test(iso) ? format.day(iso.slice(0, 10)) : iso);
  const query = useCustomerInvoices(customer.id);
  const rows = query.data ?? [];
  return (
    <Section title={t('invoices.title')}>
      <SectionStates
        query={query}
        label={t('customers.documents.loadingInvoices')}
        isEmpty={rows.length === 0}
        emptyText={t('invoices.noneYet')}
      >
        <Table size="small" aria-label={t('invoices.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('invoices.columns.number')}</TableCell>
              <TableCell>{t('invoices.columns.status')}</TableCell>
              <TableCell sx={onWide}>{t('invoices.columns.issued')}</TableCell>
              <TableCell sx={onWide}>{t('invoices.columns.due')}</TableCell>
              <TableCell align="right">{t('invoices.columns.total')}</TableCell>
              <TableCell align="right">{t('invoices.columns.balanceDue')}</TableCell>
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
                  {t(`invoiceStatus.${i.status}`)}
                  {i.overdue && (
                    <Chip size="small" color="error" label={t('invoices.overdue')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell sx={onWide}>{day(i.issueDate)}</TableCell>
                <TableCell sx={onWide}>{day(i.dueDate)}</TableCell>
                <TableCell align="right">{format.money(i.totalCents)}</TableCell>
                <TableCell align="right">{format.money(i.balanceCents)}</TableCell>
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
  const { t } = useTranslation('billing');
  const { date } = useFormat();
  const query = useCustomerTasks(customer.id);
  const rows = query.data ?? [];
  return (
    <Section title={t('customers.documents.tasks')}>
      <SectionStates
        query={query}
        label={t('customers.documents.loadingTasks')}
        isEmpty={rows.length === 0}
        emptyText={t('customers.documents.noTasks')}
      >
        <Table size="small" aria-label={t('customers.documents.tasks')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('customers.documents.task')}</TableCell>
              <TableCell sx={onWide}>
                {context.customerSite
                  ? t('customers.documents.job')
                  : t('customers.documents.craftRecord')}
              </TableCell>
              <TableCell>{t('estimates.columns.status')}</TableCell>
              <TableCell sx={onWide}>{t('customers.documents.completed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((task) => (
              <TableRow key={task.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link
                    to={taskPagePath(task, context.customerSite)}
                    underline="hover"
                    variant="body2"
                  >
                    {task.title}
                  </Link>
                </TableCell>
                <TableCell sx={onWide}>{task.craftRecordTitle}</TableCell>
                <TableCell>{task.statusName}</TableCell>
                <TableCell sx={onWide}>
                  {task.completed ? date(new Date(task.completed), context.timeZone) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionStates>
    </Section>
  );
}
