import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testSite } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { NewInvoiceDialog } from '../new-invoice-dialog';
import { TaskBillingLine } from '../task-billing-line';

const CUSTOMER = { id: 'c-1', name: 'Harbor Bakery' };

async function chooseCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Harbor');
  await user.click(await screen.findByRole('option', { name: 'Harbor Bakery' }));
}

describe('NewInvoiceDialog', () => {
  it('asks for the customer before creating', async () => {
    const calls = stubRpc({ 'customers/list': () => ({ rows: [CUSTOMER], total: 1 }) });
    const user = userEvent.setup();
    renderWithProviders(<NewInvoiceDialog open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Choose the customer.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'invoices/create')).toBe(false);
  });

  it('creates an invoice from the customer’s completed tasks that are chosen', async () => {
    const calls = stubRpc({
      'customers/list': () => ({ rows: [CUSTOMER], total: 1 }),
      'invoices/billableTasks': () => [
        { id: 't-1', title: 'Oven hood', craftRecordTitle: 'Bakery line 1' },
        { id: 't-2', title: 'Flue repair', craftRecordTitle: 'Bakery line 2' },
      ],
      'invoices/create': () => ({ id: 'inv-9', number: 'INV-0009' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewInvoiceDialog open onClose={() => {}} />);
    await chooseCustomer(user);
    await user.click(screen.getByRole('radio', { name: 'Completed tasks' }));
    await user.click(await screen.findByRole('checkbox', { name: /Flue repair/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/create')?.input).toEqual({
        kind: 'tasks',
        customerId: 'c-1',
        taskIds: ['t-2'],
      }),
    );
  });

  it('bills a rental preset with its record and period once the customer is chosen', async () => {
    const calls = stubRpc({
      'customers/list': () => ({ rows: [CUSTOMER], total: 1 }),
      'inventoryRental/list': () => ({ rows: [], totals: {}, offRentLines: [] }),
      'invoices/create': () => ({ id: 'inv-9', number: 'INV-0009' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <NewInvoiceDialog
        open
        onClose={() => {}}
        rental={{
          craftRecordId: 'r-1',
          craftRecordTitle: 'Pipe rack',
          from: '2026-03-01',
          to: '2026-03-31',
        }}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Rental days' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await chooseCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/create')?.input).toEqual({
        kind: 'rental',
        customerId: 'c-1',
        craftRecordId: 'r-1',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
  });
});

describe('TaskBillingLine', () => {
  const billing = () => ({ invoiceId: 'inv-3', invoiceNumber: 'INV-0003', status: 'sent' });

  it('links the invoice that billed the task for a site admin', async () => {
    stubRpc({ 'invoices/taskBilling': billing });
    const site = testSite({ permissions: { isSiteAdmin: true } });
    renderWithProviders(<TaskBillingLine taskId="t-1" site={site} />);
    const link = await screen.findByRole('link', { name: 'INV-0003' });
    expect(link.getAttribute('href')).toBe('/invoices/inv-3');
    expect(link.parentElement?.textContent).toBe('Billed on INV-0003');
  });

  it('shows nothing and asks nothing for a user who does not see money', () => {
    const calls = stubRpc({ 'invoices/taskBilling': billing });
    renderWithProviders(<TaskBillingLine taskId="t-1" site={testSite()} />);
    expect(screen.queryByText(/Billed on/)).toBeNull();
    expect(calls).toEqual([]);
  });
});
