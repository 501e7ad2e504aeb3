import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { InventoryObjectPage } from '../components/object-page';
import { NO_HISTORY } from '../components/history-table';
import { historyRow, objectPage } from './fixtures';

const SITE_LOCATIONS = [
  { id: 'loc-1', title: 'Yard A' },
  { id: 'loc-2', title: 'Yard B' },
];

function show() {
  renderWithProviders(
    <InventoryObjectPage
      objectId="obj-1"
      timeZone="America/Chicago"
      siteLocations={SITE_LOCATIONS}
    />,
  );
  return userEvent.setup();
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('inventory object page', { timeout: 40_000 }, () => {
  it('shows the quantities per location with totals, and the history with its links', async () => {
    stubRpc({
      'inventoryObjects/get': () => objectPage({ quantityAvailable: 10, low: true }),
      'inventoryObjects/history': () => ({
        rows: [
          historyRow(),
          historyRow({
            id: 't-2',
            type: 21,
            typeLabel: 'On Rent (from laydown yard)',
            value: 12,
            reason: null,
            reasonLabel: '',
            companyName: 'Acme Scaffolding',
            recordId: 'rec-1',
            recordTitle: 'Pump deck',
            taskId: 'task-1',
            taskTitle: 'Install deck',
          }),
        ],
        total: 2,
      }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Tubes 21 ft', level: 1 })).toBeTruthy();
    expect(screen.getByText('Low')).toBeTruthy();
    expect(screen.getByText('Status: Active')).toBeTruthy();
    const stock = screen.getByRole('table', { name: 'Quantities per location' });
    expect(rowTexts(stock)).toEqual([
      ['Location', 'Available', 'Awaiting Pickup', 'In Use', 'Reserved', 'Low threshold'],
      ['Yard A', '30', '0', '12', '3', '10'],
      ['[No location]', '6', '0', '0', '0', '—'],
      ['[Unavailable]', '4', '0', '0', '0', '—'],
      ['Totals', '40', '0', '12', '3', '10'],
    ]);
    const history = await screen.findByRole('table', { name: 'Movement history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(rowTexts(history)[1]).toEqual([
      '03/05/2026 02:30 PM',
      'correction (available)',
      '-2',
      'Yard A',
      'Sam Admin',
      '',
      '',
      '',
      'Damaged',
    ]);
    expect(within(history).getByRole('link', { name: 'Pump deck' }).getAttribute('href')).toBe(
      '/craft-record/rec-1',
    );
    expect(within(history).getByRole('link', { name: 'Install deck' }).getAttribute('href')).toBe(
      '/craft-record/rec-1/task-1',
    );
  });

  it('offers no edits to a user who may not edit, and says an empty history', async () => {
    stubRpc({
      'inventoryObjects/get': () => objectPage({ mayEdit: false }),
      'inventoryObjects/history': () => ({ rows: [], total: 0 }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Tubes 21 ft' })).toBeTruthy();
    expect(await screen.findByText(NO_HISTORY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move stock' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Set Low threshold/ })).toBeNull();
  });

  it('moves stock: a transfer between two locations', async () => {
    const calls = stubRpc({
      'inventoryObjects/get': () => objectPage(),
      'inventoryObjects/history': () => ({ rows: [], total: 0 }),
      'inventoryObjects/move': () => ({ transactionIds: ['t-1', 't-2'] }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Move stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Move stock' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Movement' }));
    await user.click(screen.getByRole('option', { name: 'Transfer between locations' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^From/ }));
    await user.click(screen.getByRole('option', { name: 'Yard A' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^To/ }));
    await user.click(screen.getByRole('option', { name: 'Yard B' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Quantity/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock moved.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'inventoryObjects/move')?.input).toEqual({
      kind: 'transfer',
      objectId: 'obj-1',
      fromLocationId: 'loc-1',
      toLocationId: 'loc-2',
      value: 5,
    });
  });

  it("shows the server's refusal of a correction below zero", async () => {
    const refusal = 'Not enough Tubes 21 ft: this would leave less than zero available.';
    stubRpc({
      'inventoryObjects/get': () => objectPage(),
      'inventoryObjects/history': () => ({ rows: [], total: 0 }),
      'inventoryObjects/move': () => {
        throw new RpcFailure('BAD_REQUEST', 400, refusal);
      },
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Move stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Move stock' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: /^Location/ }));
    await user.click(screen.getByRole('option', { name: '[No location]' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Change/ }), '-100');
    await user.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    await user.click(screen.getByRole('option', { name: 'Lost' }));
    await user.click(save);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Move stock' })).toBeTruthy();
  });

  it("sets a location's Low threshold", async () => {
    const calls = stubRpc({
      'inventoryObjects/get': () => objectPage(),
      'inventoryObjects/history': () => ({ rows: [], total: 0 }),
      'inventoryObjects/setThreshold': () => ({ ok: true }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Set Low threshold at Yard A' }));
    const field = screen.getByRole('textbox', { name: 'Low Quantity Threshold' });
    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'inventoryObjects/setThreshold')?.input).toEqual({
        id: 'obj-1',
        locationId: 'loc-1',
        threshold: 15,
      }),
    );
  });

  it('edits the title and sets the object Inactive', async () => {
    const calls = stubRpc({
      'inventoryObjects/get': () => objectPage(),
      'inventoryObjects/history': () => ({ rows: [], total: 0 }),
      'inventoryObjects/update': () => ({ ok: true }),
      'inventoryObjects/setStatus': () => ({ ok: true }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Inventory Object' });
    const title = within(dialog).getByRole('textbox', { name: /Object Title/ });
    await user.clear(title);
    await user.type(title, 'Tubes 21 ft galvanised');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Inventory object updated.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'inventoryObjects/update')?.input).toEqual({
      id: 'obj-1',
      title: 'Tubes 21 ft galvanised',
    });
    expect(calls.find((c) => c.path === 'inventoryObjects/setStatus')?.input).toEqual({
      id: 'obj-1',
      status: 90,
    });
  });
});
