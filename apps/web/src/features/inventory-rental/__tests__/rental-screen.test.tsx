import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENTAL_TEXTS } from '@craftwork/domain/inventory/rental';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import type { TRentalList } from '../api/rental';
import { RentalScreen, defaultRentalRange } from '../components/rental-screen';

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
      unitDays: 1234.5,
    },
    {
      companyId: 'c-1',
      recordId: 'r-2',
      objectId: 'o-1',
      companyName: 'Acme',
      recordTitle: '[Unavailable]',
      objectTitle: 'Tubes 21 ft',
      quantityOnRent: 0,
      rentStart: '2026-03-02',
      rentStop: '2026-03-04',
      billableDays: 2,
      unitDays: 4,
    },
  ],
  totals: { quantityOnRent: 6, unitDays: 1238.5 },
  offRentLines: [
    {
      id: 't-1',
      companyName: 'Acme',
      recordId: 'r-2',
      recordTitle: '[Unavailable]',
      objectTitle: 'Tubes 21 ft',
      value: 2,
      siteDay: '2026-03-04',
      rentStopDate: '2026-03-04',
      earliest: '2026-03-02',
      canEdit: true,
    },
  ],
  billingCutoff: '2026-03-01',
};

function renderScreen(list: TRentalList = LIST, setRentStop = (_input: unknown): unknown => ({})) {
  const calls = stubRpc({
    'inventoryRental/list': () => list,
    'inventoryRental/setRentStop': setRentStop,
    'sites/listCompanies': () => [{ id: 'c-1', name: 'Acme', craftTypes: [10] }],
  });
  renderWithProviders(<RentalScreen timeZone="America/Chicago" isPlantPersonnel />);
  return { calls, user: userEvent.setup() };
}

describe('defaultRentalRange', () => {
  it.each([
    ['2026-03-15T12:00:00Z', '2026-03-01', '2026-03-15'],
    // 03:00 UTC on the 1st is still the last day of February in Chicago.
    ['2026-03-01T03:00:00Z', '2026-02-01', '2026-02-28'],
  ])('at %s is %s to %s', (now, from, to) => {
    expect(defaultRentalRange(new Date(now), 'America/Chicago')).toEqual({ from, to });
  });
});

describe('RentalScreen', () => {
  it('shows the lines with their totals, and links each live record', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Rental' });
    expect(within(table).getByRole('link', { name: 'Pipe rack access' }).getAttribute('href')).toBe(
      '/craft-record/r-1',
    );
    expect(within(table).queryByRole('link', { name: '[Unavailable]' })).toBeNull();
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total.textContent).toContain('1,238.5');
    expect(within(table).getByText('03/04/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
  });

  it('says there is nothing to bill, with Export disabled', async () => {
    renderScreen({
      ...LIST,
      rows: [],
      totals: { quantityOnRent: 0, unitDays: 0 },
      offRentLines: [],
    });
    expect(await screen.findByText(RENTAL_TEXTS.noRows)).toBeTruthy();
    expect(screen.getByText(RENTAL_TEXTS.noOffRentLines)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  });

  it('asks again with the range and the company chosen, and says a reversed range', async () => {
    const { calls, user } = renderScreen();
    await screen.findByRole('table', { name: 'Rental' });
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(screen.getByRole('option', { name: 'Acme' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'inventoryRental/list').at(-1)?.input).toMatchObject({
        companyId: 'c-1',
      }),
    );
    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(await screen.findByText('The "to" date is before the "from" date.')).toBeTruthy();
  });

  it("shows the server's refusal of a rent-stop date, and closes once one is taken", async () => {
    let refuse = true;
    const { calls, user } = renderScreen(LIST, () => {
      if (refuse) throw new RpcFailure('BAD_REQUEST', 400, RENTAL_TEXTS.beforeCutoff);
      return { id: 't-1', rentStopDate: '2026-03-03' };
    });
    await user.click(
      await screen.findByRole('button', { name: /^Change rent stop of Tubes 21 ft/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change rent-stop date' });
    expect(within(dialog).getByText('From 03/02/2026 to 03/04/2026.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(RENTAL_TEXTS.beforeCutoff);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === 'inventoryRental/setRentStop').at(-1)?.input).toEqual({
      transactionId: 't-1',
      rentStopDate: '2026-03-04',
    });
  });
});
