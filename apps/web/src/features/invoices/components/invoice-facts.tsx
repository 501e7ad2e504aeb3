import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { useBillingFormat } from '../../../components/billing/use-billing-format';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n/i18n';
import { craftRecordPath, estimatePath } from '../../../config/paths';
import { useLinkedTask, type TInvoice } from '../api/invoices';
import { InvoiceStatusChip } from './invoice-status-chip';

/** What an invoice is: status, customer, dates, money and what it was made from. */
export function InvoiceFacts({
  invoice,
  timeZone,
  dueDate,
  hasBalance,
}: {
  invoice: TInvoice;
  timeZone: string;
  /** The due date as the form's issue date and net days give it (null: the stored one). */
  dueDate: string | null;
  hasBalance: boolean;
}) {
  const { t } = useTranslation('billing');
  const { money, day } = useBillingFormat();
  const taskIds = [...new Set(invoice.lines.flatMap((l) => (l.taskId ? [l.taskId] : [])))];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        <Fact label={t('invoice.facts.status')}>
          <InvoiceStatusChip invoice={invoice} />
        </Fact>
        <Fact label={t('invoice.facts.customer')}>
          <Link to={`/customers/${encodeURIComponent(invoice.customerId)}`}>
            {invoice.customerName}
          </Link>
          {invoice.taxExempt && (
            <Typography variant="body2" color="text.secondary">
              {t('totals.taxExempt')}
            </Typography>
          )}
          {invoice.customerLocationAddress && (
            <Typography variant="body2" color="text.secondary">
              {invoice.customerLocationAddress}
            </Typography>
          )}
        </Fact>
        <Fact label={t('invoice.facts.issued')}>{day(invoice.issueDate)}</Fact>
        <Fact label={t('invoice.facts.due')}>{day(dueDate ?? invoice.dueDate)}</Fact>
        {invoice.sentTo && (
          <Fact label={t('invoice.facts.sentTo')}>
            {invoice.sentTo}
            {invoice.sentAt && (
              <Typography variant="body2" color="text.secondary">
                {day(siteDateKey(new Date(invoice.sentAt), timeZone))}
              </Typography>
            )}
          </Fact>
        )}
        <Fact label={t('invoice.facts.total')}>{money(invoice.totalCents)}</Fact>
        {hasBalance && (
          <>
            <Fact label={t('invoice.facts.amountPaid')}>{money(invoice.paidCents)}</Fact>
            <Fact label={t('invoice.facts.balanceDue')}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {money(invoice.balanceCents)}
              </Typography>
              {invoice.paidDate && (
                <Typography variant="body2" color="text.secondary">
                  {t('invoice.facts.paidInFullOn', { date: day(invoice.paidDate) })}
                </Typography>
              )}
            </Fact>
          </>
        )}
        {invoice.estimateId && (
          <Fact label={t('invoice.facts.estimate')}>
            <Link to={estimatePath(invoice.estimateId)}>
              {invoice.estimateNumber ?? t('invoice.facts.estimate')}
            </Link>
          </Fact>
        )}
        {invoice.craftRecordId && (
          <Fact label={t('invoice.facts.rentalOf')}>
            <Link to={craftRecordPath(invoice.craftRecordId)}>
              {t('invoice.facts.craftRecord')}
            </Link>
          </Fact>
        )}
        {taskIds.length > 0 && (
          <Fact label={t('invoice.facts.tasks', { count: taskIds.length })}>
            <Stack>
              {taskIds.map((taskId) => (
                <TaskLink key={taskId} taskId={taskId} />
              ))}
            </Stack>
          </Fact>
        )}
      </Box>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function TaskLink({ taskId }: { taskId: string }) {
  const { t } = useTranslation('billing');
  const task = useLinkedTask(taskId);
  if (!task.data)
    return (
      <Typography color="text.secondary">
        {task.isError ? t('invoice.facts.taskUnavailable') : '…'}
      </Typography>
    );
  return <Link to={craftRecordPath(task.data.craftRecordId, task.data.id)}>{task.data.title}</Link>;
}
