import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import type { TRentalList } from '../api/rental';
import { RentalScreen } from '../components/rental-screen';

const LIST: TRentalList = {
  rows: [
    {
      companyId: 'c-1',
      recordId: 'r-1',
      objectId: 'o-1',
      companyName: 'Acme',
      recordTitle: 'Pipe rack access',
      objectTitle: 'Tubes 21 ft',
      quantityOnRent: 6,
      rentStart: '2026-03-01',
      rentStop: null,
      billableDays: 10,
      unitDays: 60,
    },
  ],
  totals: { quantityOnRent: 6, unitDays: 60 },
  offRentLines: [],
  billingCutoff: '2026-03-01',
};

function renderFor(permissions: { isSiteAdmin?: boolean }) {
  stubRpc({
    'inventoryRental/list': () => LIST,
    'sites/listCompanies': () => [],
    'customers/list': () => ({ rows: [], total: 0 }),
  });
  const queryClient = createTestQueryClient({ me: testMe(testSite({ permissions })) });
  renderWithProviders(<RentalScreen timeZone="America/Chicago" isPlantPersonnel={false} />, {
    queryClient,
  });
}

describe('RentalScreen, Create invoice', () => {
  it('opens the New Invoice dialog preset to the record’s rental days for a site admin', async () => {
    renderFor({ isSiteAdmin: true });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Rental' });
    await user.click(
      within(table).getByRole('button', { name: 'Create invoice for Pipe rack access' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Invoice' });
    expect(
      (within(dialog).getByRole('radio', { name: 'Rental days' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(dialog).getByRole('combobox', { name: /Craft record/ }).textContent).toBe(
      'Pipe rack access',
    );
  });

  it('offers no invoice to a user who does not see money', async () => {
    renderFor({});
    const table = await screen.findByRole('table', { name: 'Rental' });
    expect(within(table).queryByRole('button', { name: /Create invoice/ })).toBeNull();
  });
});
