import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVENTORY_MESSAGES } from '@craftwork/domain/inventory/movement';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import {
  INVENTORY_OBJECT_CREATED,
  NewInventoryObjectDrawer,
} from '../components/new-object-drawer';

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

function open(onClose = vi.fn()) {
  renderWithProviders(<NewInventoryObjectDrawer open onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('New inventory object drawer', { timeout: 40_000 }, () => {
  it('starts with quantities of 0 and Save disabled until a title is given', async () => {
    stubRpc({});
    const { user } = open();
    expect(screen.getByRole('dialog', { name: 'New Inventory Object' })).toBeTruthy();
    for (const name of [
      'Quantity Available',
      'Quantity Awaiting Pickup',
      'Quantity In Use',
      'Quantity Reserved',
      'Low Quantity Threshold',
    ]) {
      expect((field(name) as HTMLInputElement).value).toBe('0');
    }
    await waitFor(() => expect(save().disabled).toBe(true));
    await user.type(field('Object Title'), 'Tubes 21 ft');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('says the spec texts: required, too long, only numbers', async () => {
    stubRpc({});
    const { user } = open();
    await user.type(field('Object Title'), 'x');
    await user.clear(field('Object Title'));
    expect(await screen.findByText(INVENTORY_MESSAGES.required)).toBeTruthy();
    await user.click(field('Object Title'));
    await user.paste('y'.repeat(201));
    expect(await screen.findByText(INVENTORY_MESSAGES.titleTooLong)).toBeTruthy();
    await user.clear(field('Object Title'));
    await user.type(field('Object Title'), 'Couplers');
    await user.clear(field('Quantity In Use'));
    await user.type(field('Quantity In Use'), 'abc');
    expect(await screen.findByText(INVENTORY_MESSAGES.onlyNumbersAllowed)).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.clear(field('Quantity In Use'));
    expect(await screen.findByText(INVENTORY_MESSAGES.required)).toBeTruthy();
  });

  it('says the title is required once it is left empty', async () => {
    stubRpc({});
    const { user } = open();
    await user.click(field('Object Title'));
    await user.tab();
    expect(await screen.findByText(INVENTORY_MESSAGES.required)).toBeTruthy();
  });

  it('sends the quantities as numbers, decimals included, and says it is created', async () => {
    const calls = stubRpc({ 'inventoryObjects/create': () => ({ id: 'obj-9' }) });
    const { user, onClose } = open();
    await user.type(field('Object Title'), ' Planks 8 ft ');
    await user.clear(field('Quantity Available'));
    await user.type(field('Quantity Available'), '40.5');
    await user.clear(field('Low Quantity Threshold'));
    await user.type(field('Low Quantity Threshold'), '10');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    expect(await screen.findByText(INVENTORY_OBJECT_CREATED)).toBeTruthy();
    expect(calls.find((c) => c.path === 'inventoryObjects/create')?.input).toEqual({
      title: 'Planks 8 ft',
      quantityAvailable: 40.5,
      quantityAwaitingPickup: 0,
      quantityInUse: 0,
      quantityReserved: 0,
      lowQuantityThreshold: 10,
      // No site locations here: the stock is kept at [No location].
      locationId: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal and stays open", async () => {
    stubRpc({
      'inventoryObjects/create': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'Missing or insufficient permissions.');
      },
    });
    const { user, onClose } = open();
    await user.type(field('Object Title'), 'Tubes');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes it; opened again it starts empty', async () => {
    stubRpc({});
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<NewInventoryObjectDrawer open onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(field('Object Title'), 'Tubes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<NewInventoryObjectDrawer open={false} onClose={onClose} />);
    rerender(<NewInventoryObjectDrawer open onClose={onClose} />);
    expect((field('Object Title') as HTMLInputElement).value).toBe('');
  });
});
