import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNNUMBERED_INVOICE,
  type TInvoiceDetail,
  type TInvoiceSummary,
} from '@craftwork/domain/billing/invoices';
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
  paidCents: null,
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
  paidReference: null,
  voidedAt: null,
  craftRecordId: null,
};

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('InvoiceList', () => {
  it('says Overdue in words and sends the status filter to the server', async () => {
    const calls = stubRpc({
      'invoices/list': () => [{ ...SUMMARY, status: 'sent', overdue: true }],
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoiceList />);
    const row = await screen.findByRole('row', { name: /INV-0003/ });
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('$108.25')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    await waitFor(() =>
      expect(calls.some((c) => (c.input as { status?: string }).status === 'paid')).toBe(true),
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

  it('shows a sent invoice’s lines read-only, with Mark paid and Void but no Save', async () => {
    stubRpc({
      'invoices/get': () => ({ ...DETAIL, status: 'sent', sentTo: 'ap@gulf.example' }),
    });
    renderWithProviders(<InvoicePage invoiceId="inv-1" site={testSite()} />);
    expect(await screen.findByText(LINES_LOCKED_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('Quantity, line 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Void' })).toBeTruthy();
    expect(screen.getByText('ap@gulf.example')).toBeTruthy();
  });

  it('offers only the PDF once paid', async () => {
    stubRpc({
      'invoices/get': () => ({
        ...DETAIL,
        status: 'paid',
        paidCents: 10_825,
        paidDate: '2026-11-01',
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
    expect(screen.getByText('$108.25 on 11/01/2026')).toBeTruthy();
  });
});
