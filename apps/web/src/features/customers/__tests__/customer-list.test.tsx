import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import type { TCustomerRow } from '../api/customers';
import { CustomerList } from '../components/customer-list';

const row = (fields: Partial<TCustomerRow>): TCustomerRow => ({
  id: 'c-1',
  name: 'Harbor Foods',
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa@harbor.example',
  phone: '713-555-0142',
  notes: '',
  type: 'residential',
  tags: ['Wholesale'],
  isTaxExempt: false,
  billToCustomerId: null,
  billToCustomerName: null,
  website: '',
  deleted: false,
  timestampCreated: '2026-03-01T00:00:00.000Z',
  timestampLastModified: '2026-03-01T00:00:00.000Z',
  locationCount: 2,
  ...fields,
});

describe('Customers list', { timeout: 60_000 }, () => {
  it('shows each customer with its contact, type, tags and locations', async () => {
    stubRpc({
      'customers/tags': () => ['Wholesale'],
      'customers/list': () => ({ rows: [row({})], total: 1 }),
    });
    renderWithProviders(<CustomerList />);
    const table = await screen.findByRole('grid', { name: 'Customers' });
    const line = await within(table).findByRole('row', { name: /Harbor Foods/ });
    for (const text of ['Rosa Delgado', 'rosa@harbor.example', 'Residential', 'Wholesale', '2'])
      expect(within(line).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(line).getByRole('link', { name: 'Harbor Foods' }).getAttribute('href')).toBe(
      '/customers/c-1',
    );
  });

  it('says when there are no customers yet, and sends the search and the Deleted switch', async () => {
    const calls = stubRpc({
      'customers/tags': () => [],
      'customers/list': () => ({ rows: [], total: 0 }),
    });
    renderWithProviders(<CustomerList />);
    expect(
      await screen.findByText('No customers yet. Add the first with New Customer.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search Customers...' }), 'harbor');
    expect(await screen.findByText('No customers match the search.')).toBeTruthy();
    await user.click(screen.getByLabelText('Deleted'));
    expect(await screen.findByText('No deleted customers.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'customers/list').at(-1)?.input).toMatchObject({
        search: 'harbor',
        deleted: true,
      }),
    );
  });

  it('shows the error with a retry', async () => {
    stubRpc({
      'customers/tags': () => [],
      'customers/list': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'User does not have necessary permissions.');
      },
    });
    renderWithProviders(<CustomerList />);
    expect(await screen.findByText('User does not have necessary permissions.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
