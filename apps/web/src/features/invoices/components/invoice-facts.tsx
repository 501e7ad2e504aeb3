import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@craftwork/domain/billing/money';
import { formatSiteDay } from '@craftwork/domain/inventory/rental';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { Link } from '../../../components/ui/link';
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
        <Fact label="Status">
          <InvoiceStatusChip invoice={invoice} />
        </Fact>
        <Fact label="Customer">
          <Link to={`/customers/${encodeURIComponent(invoice.customerId)}`}>
            {invoice.customerName}
          </Link>
          {invoice.taxExempt && (
            <Typography variant="body2" color="text.secondary">
              Tax exempt
            </Typography>
          )}
          {invoice.customerLocationAddress && (
            <Typography variant="body2" color="text.secondary">
              {invoice.customerLocationAddress}
            </Typography>
          )}
        </Fact>
        <Fact label="Issued">{formatSiteDay(invoice.issueDate)}</Fact>
        <Fact label="Due">{formatSiteDay(dueDate ?? invoice.dueDate)}</Fact>
        {invoice.sentTo && (
          <Fact label="Sent to">
            {invoice.sentTo}
            {invoice.sentAt && (
              <Typography variant="body2" color="text.secondary">
                {formatSiteDay(siteDateKey(new Date(invoice.sentAt), timeZone))}
              </Typography>
            )}
          </Fact>
        )}
        <Fact label="Total">{formatMoney(invoice.totalCents)}</Fact>
        {hasBalance && (
          <>
            <Fact label="Amount paid">{formatMoney(invoice.paidCents)}</Fact>
            <Fact label="Balance due">
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {formatMoney(invoice.balanceCents)}
              </Typography>
              {invoice.paidDate && (
                <Typography variant="body2" color="text.secondary">
                  Paid in full on {formatSiteDay(invoice.paidDate)}
                </Typography>
              )}
            </Fact>
          </>
        )}
        {invoice.estimateId && (
          <Fact label="Estimate">
            <Link to={estimatePath(invoice.estimateId)}>
              {invoice.estimateNumber ?? 'Estimate'}
            </Link>
          </Fact>
        )}
        {invoice.craftRecordId && (
          <Fact label="Rental of">
            <Link to={craftRecordPath(invoice.craftRecordId)}>Craft record</Link>
          </Fact>
        )}
        {taskIds.length > 0 && (
          <Fact label={taskIds.length === 1 ? 'Task' : 'Tasks'}>
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
  const task = useLinkedTask(taskId);
  if (!task.data)
    return (
      <Typography color="text.secondary">{task.isError ? 'Task not available' : '…'}</Typography>
    );
  return <Link to={craftRecordPath(task.data.craftRecordId, task.data.id)}>{task.data.title}</Link>;
}
