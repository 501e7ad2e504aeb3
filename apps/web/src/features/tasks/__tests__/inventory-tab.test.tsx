import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import type { TTaskDetail } from '../api/get-task';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, RpcFailure, stubRpc, taskDetail } from './rpc-stub';

const permissions = { canUpdateTasks: true, isPlantPersonnel: true };
const withInventory = testSite({
  permissions,
  validTaskTypes: [10, 12, 14],
  customizations: { inventoryEnabled: true },
});
const withoutInventory = testSite({ permissions, validTaskTypes: [10, 12, 14] });

const OBJECTS = [
  {
    id: 'obj-tubes',
    title: 'Tubes 21 ft',
    quantityAvailable: 100,
    quantityInUse: 0,
    quantityAwaitingPickup: 0,
    quantityReserved: 0,
    lowQuantityThreshold: 10,
    low: false,
  },
  {
    id: 'obj-couplers',
    title: 'Couplers',
    quantityAvailable: 5,
    quantityInUse: 20,
    quantityAwaitingPickup: 3,
    quantityReserved: 0,
    lowQuantityThreshold: 5,
    low: true,
  },
];

const installation = (overrides: Partial<TTaskDetail> = {}) =>
  taskDetail({ taskStatus: 40, offers: { nextStatuses: [90, 50] }, ...overrides });

function renderCard(task: TTaskDetail, site = withInventory) {
  renderWithProviders(<TaskDetailCard task={task} site={site} openTasksOnRecord={2} />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

const objectItem = (dialog: HTMLElement, title: string) => {
  const item = within(dialog)
    .getAllByRole('listitem')
    .find((li) => li.textContent.startsWith(title));
  if (!item) throw new Error(`no object ${title}`);
  return item;
};

async function openInventoryTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Set Complete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set Complete' });
  await user.click(within(dialog).getByRole('tab', { name: 'Inventory Transactions' }));
  return dialog;
}

describe('the Inventory Transactions tab', { timeout: 20_000 }, () => {
  it('adds lines with the recommended movement, validates them, and saves them with the task', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'inventoryDialog/objects': () => OBJECTS,
      'tasks/setStatus': () => ({
        nextTaskId: null,
        recordClosed: false,
        inventoryTransactions: 2,
      }),
    });
    const user = userEvent.setup();
    renderCard(installation());
    const dialog = await openInventoryTab(user);
    expect(within(dialog).getByText('No Inventory Transactions Added')).toBeTruthy();

    const couplers = objectItem(dialog, 'Couplers');
    expect(within(couplers).getByText('Low')).toBeTruthy();
    expect(couplers.textContent).toContain('Available 5 · In use 20 · Awaiting pickup 3');
    const tubes = objectItem(dialog, 'Tubes 21 ft');
    expect(within(tubes).queryByText('Low')).toBeNull();
    expect(within(tubes).getByRole('combobox', { name: 'Movement Type' }).textContent).toBe(
      'On Rent (from laydown yard)',
    );

    // Add with no quantity, then with text: the field says why and the warning shows.
    await user.click(within(tubes).getByRole('button', { name: 'Add Tubes 21 ft' }));
    expect(within(tubes).getByText('Required')).toBeTruthy();
    expect(await screen.findByText('Please check the Quantity field')).toBeTruthy();
    const quantity = within(tubes).getByRole('textbox', { name: 'Quantity' });
    await user.type(quantity, 'ten');
    expect(within(tubes).getByText('Only numbers')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.click(within(tubes).getByRole('button', { name: 'Add Tubes 21 ft' }));
    expect(within(dialog).queryByText('No Inventory Transactions Added')).toBeNull();
    expect(within(dialog).getByText('Tubes 21 ft: 40')).toBeTruthy();

    // Another line with another movement type, and one removed again.
    await user.type(within(couplers).getByRole('textbox', { name: 'Quantity' }), '2.5');
    await user.click(within(couplers).getByRole('combobox', { name: 'Movement Type' }));
    await user.click(await screen.findByRole('option', { name: 'Consumed from Stock' }));
    await user.click(within(couplers).getByRole('button', { name: 'Add Couplers' }));
    await user.type(within(tubes).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.click(within(tubes).getByRole('button', { name: 'Add Tubes 21 ft' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Tubes 21 ft 1' }));
    expect(within(dialog).queryByRole('button', { name: 'Remove Tubes 21 ft 1' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        inventoryLines: [
          { inventoryObjectId: 'obj-tubes', movementType: 21, quantity: 40 },
          { inventoryObjectId: 'obj-couplers', movementType: 11, quantity: 2.5 },
        ],
      }),
    );
    expect(await screen.findByText('Inventory Transactions created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and its lines when the server refuses a line', async () => {
    const refusal = 'Not enough Couplers: this would leave less than zero available.';
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'inventoryDialog/objects': () => OBJECTS,
      'tasks/setStatus': () => {
        throw new RpcFailure('BAD_REQUEST', 400, refusal);
      },
    });
    const user = userEvent.setup();
    renderCard(installation());
    const dialog = await openInventoryTab(user);
    const couplers = objectItem(dialog, 'Couplers');
    await user.type(within(couplers).getByRole('textbox', { name: 'Quantity' }), '50');
    await user.click(within(couplers).getByRole('button', { name: 'Add Couplers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Set Complete' })).toBeTruthy();
    expect(within(dialog).getByText('Couplers: 50')).toBeTruthy();
    expect(screen.queryByText('Inventory Transactions created.')).toBeNull();
  });

  it('recommends Off Rent when a scaffolding removal is completed', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'inventoryDialog/objects': () => OBJECTS,
    });
    const user = userEvent.setup();
    renderCard(installation({ taskType: 12, title: 'Removal - Pump P-22 deck' }));
    const dialog = await openInventoryTab(user);
    const tubes = objectItem(dialog, 'Tubes 21 ft');
    expect(within(tubes).getByRole('combobox', { name: 'Movement Type' }).textContent).toBe(
      'Off Rent (back to laydown yard)',
    );
    expect(within(dialog).getByRole('tab', { name: 'Material Pickup' })).toBeTruthy();
  });

  it('recommends nothing for a modification: the movement type is asked for', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'inventoryDialog/objects': () => OBJECTS,
    });
    const user = userEvent.setup();
    renderCard(installation({ taskType: 11, title: 'Modification - Pump P-22 deck' }));
    const dialog = await openInventoryTab(user);
    const tubes = objectItem(dialog, 'Tubes 21 ft');
    const movement = within(tubes).getByRole('combobox', { name: 'Movement Type' });
    expect(movement.textContent).not.toContain('Rent');
    await user.type(within(tubes).getByRole('textbox', { name: 'Quantity' }), '3');
    await user.click(within(tubes).getByRole('button', { name: 'Add Tubes 21 ft' }));
    expect(await screen.findByText('Please select a Movement Type')).toBeTruthy();
    expect(within(tubes).getByText('Required')).toBeTruthy();
    await user.click(movement);
    await user.click(await screen.findByRole('option', { name: 'Reserve' }));
    await user.click(within(tubes).getByRole('button', { name: 'Add Tubes 21 ft' }));
    const pending = within(dialog).getByRole('list', { name: 'Pending Inventory Transactions' });
    expect(within(pending).getByText('Tubes 21 ft: 3')).toBeTruthy();
    expect(within(pending).getByText('Reserve')).toBeTruthy();
  });

  it('is not offered, and the objects not asked, on a site without inventory', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({
        nextTaskId: null,
        recordClosed: false,
        inventoryTransactions: 0,
      }),
    });
    const user = userEvent.setup();
    renderCard(installation(), withoutInventory);
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === 'inventoryDialog/objects')).toBe(false);
  });

  it('is not offered when no object is', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'inventoryDialog/objects': () => [],
      'tasks/setStatus': () => ({
        nextTaskId: null,
        recordClosed: false,
        inventoryTransactions: 0,
      }),
    });
    const user = userEvent.setup();
    renderCard(installation());
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
      }),
    );
    expect(screen.queryByRole('tab', { name: 'Inventory Transactions' })).toBeNull();
  });
});
