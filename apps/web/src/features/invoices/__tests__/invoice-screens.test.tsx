import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNNUMBERED_INVOICE,
  type TInvoiceDetail,
  type TInvoiceSummary,
} from '@craftwork/domain/billing/invoices';
import { PAYMENT_MESSAGES, type TInvoicePayment } from '@craftwork/domain/billing/payments';
import { renderWithProviders, testSite } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { InvoiceList } from '../components/invoice-list';
import { InvoicePage, LINES_LOCKED_TEXT } from '../components/invoice-page';

const SUMMARY: TInvoiceSummary = {
  id: 'inv-1',
  number: 'INV-0003',
  status: 'draft',
  overdue: false,
  customerId: 'c-1',
  customerName: 'Gulf Fuel Terminal',
  issueDate: '2026-10-10',
  dueDate: '2026-11-09',
  paidCents: 0,
  balanceCents: 10_825,
  paidDate: null,
  estimateId: null,
  estimateNumber: null,
  subtotalCents: 10_000,
  taxCents: 825,
  totalCents: 10_825,
};

const DETAIL: TInvoiceDetail = {
  ...SUMMARY,
  customerLocationId: null,
  customerLocationAddress: null,
  notes: '',
  netDays: 30,
  taxRateBp: 825,
  taxExempt: false,
  lines: [
    {
      id: 'l-1',
      position: 0,
      pricebookItemId: null,
      name: 'Scaffold day',
      description: '',
      unit: 'day',
      quantityMilli: 1000,
      unitPriceCents: 10_000,
      discountCents: 0,
      taxable: true,
      amountCents: 10_000,
      taskId: null,
    },
  ],
  sentAt: null,
  sentTo: null,
  payments: [],
  voidedAt: null,
  craftRecordId: null,
};

const PAYMENT: TInvoicePayment = {
  id: 'p-1',
  paidDate: '2026-11-01',
  amountCents: 1000,
  method: 'check',
  reference: 'Check 1042',
  recordedByName: 'Pat Plant',
  recordedAt: '2026-11-01T15:00:00.000Z',
  voidedAt: null,
  voidedByName: null,
};

const PARTLY_PAID: TInvoiceDetail = {
  ...DETAIL,
  status: 'partially_paid',
  sentTo: 'ap@gulf.example',
  paidCents: 1000,
  balanceCents: 9825,
  payments: [
    PAYMENT,
    {
      ...PAYMENT,
      id: 'p-2',
      amountCents: 500,
      reference: '',
      voidedAt: '2026-11-02T15:00:00.000Z',
      voidedByName: 'Pat Plant',
    },
  ],
};

/** The text of a fact (dt/dd) on the invoice page. */
const factOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('InvoiceList', () => {
  it('says Overdue in words, shows amount paid and balance due, and filters by status', async () => {
    const calls = stubRpc({
      'invoices/list': () => [
        { ...SUMMARY, status: 'sent', overdue: true },
        {
          ...SUMMARY,
          id: 'inv-2',
          number: 'INV-0004',
          status: 'partially_paid',
          overdue: true,
          paidCents: 1000,
          balanceCents: 9825,
        },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoiceList />);
    const row = await screen.findByRole('row', { name: /INV-0003/ });
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getAllByText('$108.25')).toHaveLength(2);
    expect(within(row).getByText('$0.00')).toBeTruthy();
    const partly = screen.getByRole('row', { name: /INV-0004/ });
    expect(within(partly).getByText('Partially paid, overdue')).toBeTruthy();
    expect(within(partly).getByText('$10.00')).toBeTruthy();
    expect(within(partly).getByText('$98.25')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Partially paid' }));
    await waitFor(() =>
      expect(calls.some((c) => (c.input as { status?: string }).status === 'partially_paid')).toBe(
        true,
      ),
    );
  });

  it('shows an empty list in words', async () => {
    stubRpc({ 'invoices/list': () => [] });
    renderWithProviders(<InvoiceList />);
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
  });
});

describe('InvoicePage', () => {
  it('names a blank draft not numbered yet a Draft invoice, in its heading and the list', async () => {
    const blank = {
      ...DETAIL,
      number: '',
      lines: [],
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    };
    stubRpc({ 'invoices/get': () => blank, 'invoices/list': () => [{ ...SUMMARY, number: '' }] });
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    expect(await screen.findByRole('heading', { name: UNNUMBERED_INVOICE })).toBeTruthy();
    renderWithProviders(<InvoiceList />);
    expect(await screen.findByRole('link', { name: UNNUMBERED_INVOICE })).toBeTruthy();
  });

  it('edits and saves a draft’s lines in cents', async () => {
    const calls = stubRpc({ 'invoices/get': () => DETAIL, 'invoices/save': () => ({ ok: true }) });
    const user = userEvent.setup();
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    const quantity = await screen.findByLabelText('Quantity, line 1');
    expect(valueOf(quantity)).toBe('1');
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.path === 'invoices/save')).toBe(true));
    const save = calls.find((c) => c.path === 'invoices/save')?.input as {
      lines: { quantityMilli: number; unitPriceCents: number }[];
      netDays: number;
    };
    expect(save.lines).toEqual([
      expect.objectContaining({ quantityMilli: 1500, unitPriceCents: 10_000 }),
    ]);
    expect(save.netDays).toBe(30);
    expect(screen.queryByText(LINES_LOCKED_TEXT)).toBeNull();
  });

  it('shows a sent invoice’s lines read-only, with Record payment and Void but no Save', async () => {
    stubRpc({
      'invoices/get': () => ({ ...DETAIL, status: 'sent', sentTo: 'ap@gulf.example' }),
    });
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    expect(await screen.findByText(LINES_LOCKED_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('Quantity, line 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Void' })).toBeTruthy();
    expect(screen.getByText('ap@gulf.example')).toBeTruthy();
  });

  it('offers only the PDF once paid', async () => {
    stubRpc({
      'invoices/get': () => ({
        ...DETAIL,
        status: 'paid',
        paidCents: 10_825,
        balanceCents: 0,
        paidDate: '2026-11-01',
        payments: [PAYMENT],
      }),
    });
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    const actions = await screen.findByRole('group', { name: 'Invoice actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['Download PDF']);
    expect(within(actions).queryAllByRole('button')).toEqual([]);
    expect(factOf('Balance due')).toBe('$0.00Paid in full on 11/01/2026');
  });

  it('shows a partially paid invoice’s amount paid, balance due and payments', async () => {
    stubRpc({ 'invoices/get': () => PARTLY_PAID });
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    expect(await screen.findByText('Partially paid')).toBeTruthy();
    expect(factOf('Amount paid')).toBe('$10.00');
    expect(factOf('Balance due')).toBe('$98.25');
    const list = screen.getByRole('list', { name: 'Payments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '$10.00Paid 11/01/2026Check · Check 1042Recorded by Pat Plant, 11/01/2026Void',
      '$5.00Paid 11/01/2026CheckRecorded by Pat Plant, 11/01/2026VoidBy Pat Plant, 11/02/2026',
    ]);
    expect(
      within(items[0]!).getByRole('button', { name: 'Void payment of $10.00 on 11/01/2026' }),
    ).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    const actions = screen.getByRole('group', { name: 'Invoice actions' });
    expect(within(actions).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('records a payment in cents, refusing fractions of a cent and more than the balance', async () => {
    const calls = stubRpc({
      'invoices/get': () => PARTLY_PAID,
      'invoices/recordPayment': () => ({
        ok: true,
        paymentId: 'p-3',
        status: 'partially_paid',
        paidCents: 2000,
        balanceCents: 8825,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for INV-0003' });
    const amount = within(dialog).getByLabelText(/Amount paid/);
    expect(valueOf(amount)).toBe('98.25');
    const submit = within(dialog).getByRole('button', { name: 'Record payment' });
    await user.clear(amount);
    await user.type(amount, '98.26');
    await user.click(submit);
    expect(
      within(dialog).getByText(
        'This is more than the balance due of $98.25. Enter at most $98.25.',
      ),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '10.005');
    await user.click(submit);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.amountDecimals)).toBeTruthy();
    expect(calls.some((c) => c.path === 'invoices/recordPayment')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(within(dialog).getByLabelText('Reference'), 'Wire 7');
    await user.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/recordPayment')?.input).toEqual(
        expect.objectContaining({
          id: 'inv-1',
          amountCents: 1000,
          method: 'check',
          reference: 'Wire 7',
        }),
      ),
    );
  });

  it('voids a payment after a confirm', async () => {
    const calls = stubRpc({
      'invoices/get': () => PARTLY_PAID,
      'invoices/voidPayment': () => ({
        ok: true,
        paymentId: 'p-1',
        status: 'sent',
        paidCents: 0,
        balanceCents: 10_825,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    await user.click(
      await screen.findByRole('button', { name: 'Void payment of $10.00 on 11/01/2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Void this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/voidPayment')?.input).toEqual({
        id: 'inv-1',
        paymentId: 'p-1',
      }),
    );
  });
});
