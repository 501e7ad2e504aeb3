import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_MESSAGES } from '@craftwork/domain/billing/customers';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import type { TCustomerRow } from '../api/customers';
import { CustomerDialog } from '../components/customer-dialog';

const PAYER: TCustomerRow = {
  id: 'c-payer',
  name: 'Harbor Holdings',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  notes: '',
  type: 'commercial',
  tags: [],
  isTaxExempt: false,
  billToCustomerId: null,
  billToCustomerName: null,
  website: '',
  deleted: false,
  timestampCreated: '2026-03-01T00:00:00.000Z',
  timestampLastModified: '2026-03-01T00:00:00.000Z',
  locationCount: 0,
};

const lists = {
  'customers/tags': () => ['VIP', 'North'],
  'customers/list': () => ({ rows: [PAYER], total: 1 }),
};

function open(customer: TCustomerRow | null = null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <CustomerDialog open customer={customer} onClose={onClose} onSaved={onSaved} />,
  );
  return { onClose, onSaved, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('Customer dialog', { timeout: 60_000 }, () => {
  it('says what is missing or wrong before saving', async () => {
    const calls = stubRpc(lists);
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nope');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'harbor.example');
    await user.click(save());
    expect(await screen.findByText(CUSTOMER_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(CUSTOMER_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(CUSTOMER_MESSAGES.website)).toBeTruthy();
    expect(calls.some((c) => c.path === 'customers/save')).toBe(false);
  });

  it('saves every typed field, the tags and the bill-to customer', async () => {
    const calls = stubRpc({ ...lists, 'customers/save': () => ({ id: 'c-new' }) });
    const { user, onClose, onSaved } = open();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Harbor Foods');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Delgado');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'rosa@harbor.example');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '713-555-0142');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://harbor.example');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Residential' }));
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Wholesale{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Bill To Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Holdings' }));
    await user.click(screen.getByLabelText('Tax exempt'));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Back gate');
    await user.click(save());
    expect(await screen.findByText('Customer added.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'customers/save')?.input).toEqual({
      id: null,
      name: 'Harbor Foods',
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa@harbor.example',
      phone: '713-555-0142',
      notes: 'Back gate',
      type: 'residential',
      tags: ['Wholesale'],
      isTaxExempt: true,
      billToCustomerId: 'c-payer',
      website: 'https://harbor.example',
    });
    expect(onSaved).toHaveBeenCalledWith('c-new');
    expect(onClose).toHaveBeenCalled();
  });

  it('edits a customer and shows the refusal of the server', async () => {
    stubRpc({
      ...lists,
      'customers/save': () => {
        throw new RpcFailure('NOT_FOUND', 404, CUSTOMER_MESSAGES.notFound);
      },
    });
    const { user, onClose } = open({ ...PAYER, id: 'c-1', name: 'Old Name' });
    expect(screen.getByRole('heading', { name: 'Edit Customer' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Old Name');
    await user.click(save());
    expect(await screen.findByText(CUSTOMER_MESSAGES.notFound)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
