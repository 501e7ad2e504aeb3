import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { TInvoiceInput } from '@craftwork/domain/billing/invoices';
import { dueDateFor, MAX_NET_DAYS } from '@craftwork/domain/billing/overdue';
import { takesPayment } from '@craftwork/domain/billing/payments';
import { invoiceLinesEditable, mayMoveInvoice } from '@craftwork/domain/billing/transitions';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import billingEn from '../../../locales/en/billing.json';
import { useNotify } from '../../../lib/notify';
import type { TSiteContext } from '../../../lib/session';
import { LineItemsEditor } from '../../../components/billing/line-items-editor';
import { useBillingFormat } from '../../../components/billing/use-billing-format';
import {
  draftFromRow,
  draftLinesToInput,
  type TDraftLine,
} from '../../../components/billing/draft-lines';
import {
  invoicePdfUrl,
  useInvoice,
  useSaveInvoice,
  useSendInvoice,
  useVoidInvoice,
  type TInvoice,
} from '../api/invoices';
import { InvoicePayments } from './invoice-payments';
import { RecordPaymentDialog } from './record-payment-dialog';
import { InvoiceFacts } from './invoice-facts';
import { SendDialog } from './send-invoice-dialog';

/** The notice on a sent invoice's lines, in English (tests find it by this). */
export const LINES_LOCKED_TEXT = billingEn.invoice.linesLocked;

/** /invoices/{invoiceId}: an invoice, its lines (editable while Draft) and its actions. */
export function InvoicePage({ invoiceId, site }: { invoiceId: string; site: TSiteContext }) {
  const { t } = useTranslation('billing');
  const query = useInvoice(invoiceId);
  if (query.isPending) return <InlineLoader label={t('invoice.loading')} />;
  if (query.isError) {
    return (
      <>
        <PageHeading title={t('invoice.heading')} />
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
      </>
    );
  }
  // A new status starts the form afresh from what the server holds.
  return (
    <InvoiceView key={`${query.data.id}:${query.data.status}`} invoice={query.data} site={site} />
  );
}

type TForm = { issueDate: string; netDays: string; notes: string; lines: TDraftLine[] };

function formOf(invoice: TInvoice): TForm {
  return {
    issueDate: invoice.issueDate,
    netDays: String(invoice.netDays),
    notes: invoice.notes,
    lines: invoice.lines.map(draftFromRow),
  };
}

const sameForm = (a: TForm, b: TForm) =>
  JSON.stringify({ ...a, lines: a.lines.map(({ key: _, ...l }) => l) }) ===
  JSON.stringify({ ...b, lines: b.lines.map(({ key: _, ...l }) => l) });

function parseNetDays(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n <= MAX_NET_DAYS ? n : null;
}

function InvoiceView({ invoice, site }: { invoice: TInvoice; site: TSiteContext }) {
  const { t } = useTranslation('billing');
  const { day } = useBillingFormat();
  const notify = useNotify();
  const editable = invoiceLinesEditable(invoice.status);
  const [saved, setSaved] = useState(() => formOf(invoice));
  const [form, setForm] = useState(saved);
  const [showErrors, setShowErrors] = useState(false);
  const [dialog, setDialog] = useState<'send' | 'paid' | 'void' | null>(null);
  const save = useSaveInvoice();
  const send = useSendInvoice();
  const voidInvoice = useVoidInvoice();
  const today = siteDateKey(new Date(), site.timezone);

  const netDays = parseNetDays(form.netDays);
  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(form.issueDate);
  const dirty = editable && !sameForm(form, saved);
  const dueDate = dateValid && netDays !== null ? dueDateFor(form.issueDate, netDays) : null;

  /** The form as the save's input; null (and the errors shown) while something is wrong. */
  const input = (): TInvoiceInput | null => {
    const lines = draftLinesToInput(form.lines);
    if (!lines || netDays === null || !dateValid) {
      setShowErrors(true);
      return null;
    }
    return {
      id: invoice.id,
      customerLocationId: invoice.customerLocationId,
      notes: form.notes,
      issueDate: form.issueDate,
      netDays,
      lines,
    };
  };

  const handleSave = async (): Promise<boolean> => {
    const values = input();
    if (!values) return false;
    try {
      await save.mutateAsync(values);
    } catch (error) {
      notify.error(error);
      return false;
    }
    setSaved(form);
    setShowErrors(false);
    return true;
  };

  const handleSend = async () => {
    // Unsaved changes go out with the invoice: save them first.
    if (dirty && !(await handleSave())) {
      setDialog(null);
      return;
    }
    send.mutate(
      { id: invoice.id },
      {
        onSuccess: ({ sentTo }) => {
          setDialog(null);
          notify.success(t('invoice.sentTo', { email: sentTo }));
        },
        onError: (error) => {
          setDialog(null);
          notify.error(error);
        },
      },
    );
  };

  const handleVoid = () =>
    voidInvoice.mutate(
      { id: invoice.id },
      {
        onSuccess: () => {
          setDialog(null);
          notify.success(t('invoice.voided', { name }));
        },
        onError: (error) => {
          setDialog(null);
          notify.error(error);
        },
      },
    );

  // A blank draft has no number until it is saved with a line.
  const name = invoice.number || t('invoice.unnumbered');
  // A sent invoice (and on) owes its total less its payments; a draft or void one owes nothing.
  const hasBalance = invoice.status !== 'draft' && invoice.status !== 'void';

  return (
    <>
      <Box sx={{ mb: 1 }}>
        <BackLink to={paths.invoices}>{t('invoices.title')}</BackLink>
      </Box>
      <PageHeading
        title={
          invoice.number ? t('invoice.title', { number: invoice.number }) : t('invoice.unnumbered')
        }
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
        role="group"
        aria-label={t('invoice.actions')}
      >
        {editable && (
          <Button
            variant="contained"
            onClick={() => void handleSave()}
            loading={save.isPending}
            disabled={!dirty}
          >
            {t('invoice.save')}
          </Button>
        )}
        {mayMoveInvoice(invoice.status, 'sent') && (
          <Button variant="outlined" onClick={() => setDialog('send')}>
            {invoice.status === 'sent' ? t('invoice.sendAgain') : t('invoice.send')}
          </Button>
        )}
        {takesPayment(invoice.status) && (
          <Button variant="contained" onClick={() => setDialog('paid')}>
            {t('payments.record')}
          </Button>
        )}
        <Button
          variant="outlined"
          href={invoicePdfUrl(invoice.id)}
          startIcon={<DownloadIcon aria-hidden="true" />}
        >
          {t('invoice.downloadPdf')}
        </Button>
        {mayMoveInvoice(invoice.status, 'void') && (
          <Button color="error" onClick={() => setDialog('void')}>
            {t('invoice.void')}
          </Button>
        )}
      </Stack>

      <InvoiceFacts
        invoice={invoice}
        timeZone={site.timezone}
        dueDate={dueDate}
        hasBalance={hasBalance}
      />

      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField
            type="date"
            label={t('invoice.issueDate')}
            value={form.issueDate}
            onChange={(event) => setForm((f) => ({ ...f, issueDate: event.target.value }))}
            required
            margin="none"
            error={showErrors && !dateValid}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { sm: 220 } }}
          />
          <TextField
            label={t('invoice.netDays')}
            value={form.netDays}
            onChange={(event) => setForm((f) => ({ ...f, netDays: event.target.value }))}
            required
            margin="none"
            error={netDays === null}
            helperText={
              netDays === null
                ? t('invoice.netDaysError', { max: MAX_NET_DAYS })
                : dueDate
                  ? t('invoice.dueOn', { date: day(dueDate) })
                  : undefined
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ width: { sm: 160 } }}
          />
        </Stack>
      )}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invoice.lines')}
      </Typography>
      {(invoice.status === 'sent' || invoice.status === 'partially_paid') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invoice.linesLocked')}
        </Alert>
      )}
      <LineItemsEditor
        lines={form.lines}
        onChange={(lines) => setForm((f) => ({ ...f, lines }))}
        readOnly={!editable}
        taxRateBp={invoice.taxRateBp}
        taxExempt={invoice.taxExempt}
        showErrors={showErrors}
      />

      {hasBalance && <InvoicePayments invoice={invoice} timeZone={site.timezone} />}

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('invoice.notes')}
      </Typography>
      {editable ? (
        <TextField
          label={t('invoice.notes')}
          value={form.notes}
          onChange={(event) => setForm((f) => ({ ...f, notes: event.target.value }))}
          multiline
          minRows={2}
          fullWidth
          margin="none"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
        />
      ) : (
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          color={invoice.notes ? undefined : 'text.secondary'}
        >
          {invoice.notes || t('invoice.noNotes')}
        </Typography>
      )}
      {editable && dirty && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void handleSave()} loading={save.isPending}>
            {t('invoice.save')}
          </Button>
        </Box>
      )}

      <SendDialog
        open={dialog === 'send'}
        number={name}
        isPending={save.isPending || send.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => void handleSend()}
      />
      <RecordPaymentDialog
        open={dialog === 'paid'}
        onClose={() => setDialog(null)}
        invoice={invoice}
        today={today}
      />
      <ConfirmDialog
        open={dialog === 'void'}
        title={t('invoice.voidTitle', { name })}
        message={t('invoice.voidMessage')}
        okText={t('invoice.void')}
        isPending={voidInvoice.isPending}
        onConfirm={handleVoid}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
