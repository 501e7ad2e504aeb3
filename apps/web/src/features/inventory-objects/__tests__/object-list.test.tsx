import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listStorageKey } from '../../../components/list/use-list-state';
import { renderRoutes } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { InventoryObjectList } from '../components/object-list';
import { objectRow } from './fixtures';

const ROWS = [
  objectRow(),
  objectRow({ id: 'obj-2', title: 'Couplers', quantityAvailable: 5, lowQuantityThreshold: 5 }),
];

function show() {
  renderRoutes(
    [
      { path: '/inventory/objects', element: <InventoryObjectList timeZone="America/Chicago" /> },
      { path: '/inventory/objects/:objectId', element: <p>Object page</p> },
    ],
    { path: '/inventory/objects' },
  );
  return userEvent.setup();
}

beforeEach(() => localStorage.clear());

describe('Inventory Objects list', { timeout: 40_000 }, () => {
  it('shows the default columns, a Low badge at or below the threshold, and opens a row', async () => {
    const calls = stubRpc({ 'inventoryObjects/list': () => ({ rows: ROWS, total: 2 }) });
    const user = show();
    const grid = await screen.findByRole('grid', { name: 'Inventory Objects' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Title',
      'Qty Available',
      'Qty Awaiting Pickup',
      'Qty In Use',
      'Qty Reserved',
      'Status',
    ]);
    const couplers = within(grid).getByRole('row', { name: /Couplers/ });
    expect(within(couplers).getByText('Low')).toBeTruthy();
    const tubes = within(grid).getByRole('row', { name: /Tubes 21 ft/ });
    expect(within(tubes).queryByText('Low')).toBeNull();
    expect(calls.find((c) => c.path === 'inventoryObjects/list')?.input).toMatchObject({
      search: '',
      status: 'all',
      sort: null,
      page: 0,
      pageSize: 50,
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.click(within(couplers).getByText('Couplers'));
    expect(await screen.findByText('Object page')).toBeTruthy();
  });

  it('filters by status and search, remembers them, and clears them', async () => {
    const calls = stubRpc({ 'inventoryObjects/list': () => ({ rows: ROWS, total: 2 }) });
    const user = show();
    await screen.findByRole('grid', { name: 'Inventory Objects' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Inventory Objects' }), {
      target: { value: 'tubes 21' },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'inventoryObjects/list').at(-1)?.input).toMatchObject({
        status: 'inactive',
        search: 'tubes 21',
      }),
    );
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(listStorageKey('/inventory/objects')) ?? '{}'),
      ).toMatchObject({ filters: { status: 'inactive' }, search: 'tubes 21' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to every object (that page is still cached, so it is not asked for again).
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All');
    expect(screen.getByRole('searchbox', { name: 'Search Inventory Objects' })).toHaveProperty(
      'value',
      '',
    );
    expect(localStorage.getItem(listStorageKey('/inventory/objects'))).toBeNull();
  });

  it('disables the export without rows and says there are none', async () => {
    stubRpc({ 'inventoryObjects/list': () => ({ rows: [], total: 0 }) });
    show();
    expect(await screen.findByText('No rows')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  });
});
