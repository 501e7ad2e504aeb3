import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { PricebookScreen } from '../components/pricebook-screen';

const ITEMS = [
  {
    id: 'p1',
    name: 'Erect scaffold',
    description: 'Per lift',
    unit: 'hour',
    unitPriceCents: 123_450,
    craftType: 10,
    taxable: true,
    active: true,
    timestampLastModified: '2026-03-01T00:00:00.000Z',
  },
  {
    id: 'p2',
    name: 'Sandbag',
    description: '',
    unit: 'each',
    unitPriceCents: 450,
    craftType: null,
    taxable: false,
    active: false,
    timestampLastModified: '2026-03-01T00:00:00.000Z',
  },
];

describe('price book', { timeout: 60_000 }, () => {
  it('lists the items with their prices in dollars and their craft types', async () => {
    stubRpc({ 'pricebook/list': () => ITEMS });
    renderWithProviders(<PricebookScreen />);
    const table = await screen.findByRole('grid', { name: 'Price Book' });
    const erect = await within(table).findByRole('row', { name: /Erect scaffold/ });
    expect(within(erect).getByText('$1,234.50')).toBeTruthy();
    expect(within(erect).getAllByText('Scaffolding').length).toBeGreaterThan(0);
    const sandbag = within(table).getByRole('row', { name: /Sandbag/ });
    expect(within(sandbag).getByText('$4.50')).toBeTruthy();
    expect(within(sandbag).getAllByText(/Any craft/).length).toBeGreaterThan(0);
  });

  it('asks the server with the search and Active only', async () => {
    const calls = stubRpc({ 'pricebook/list': () => [] });
    const user = userEvent.setup();
    renderWithProviders(<PricebookScreen />);
    expect(
      await screen.findByText('No items yet. Add the first with New Item, or import a CSV file.'),
    ).toBeTruthy();
    await user.click(screen.getByLabelText('Active only'));
    await user.type(screen.getByRole('searchbox', { name: 'Search Price Book...' }), 'pad');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'pricebook/list').at(-1)?.input).toEqual({
        search: 'pad',
        activeOnly: true,
      }),
    );
    expect(await screen.findByText('No items match the search.')).toBeTruthy();
  });

  it('keeps Save off until the item is valid, then saves the price in cents', async () => {
    const calls = stubRpc({
      'pricebook/list': () => ITEMS,
      'pricebook/save': () => ({ id: 'p3' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PricebookScreen />);
    await user.click(await screen.findByRole('button', { name: 'New Item' }));
    const dialog = screen.getByRole('dialog', { name: 'New Item' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tarp');
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit\b(?! Price)/ }), 'each');
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit Price/ }), '1.5.0');
    expect(
      within(dialog).getByText('Enter a unit price between $0.00 and $9,999,999.99.'),
    ).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByRole('textbox', { name: /^Unit Price/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit Price/ }), '$1,019.99');
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(await screen.findByText('Item added.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'pricebook/save')?.input).toEqual({
      id: null,
      name: 'Tarp',
      description: '',
      unit: 'each',
      unitPriceCents: 101_999,
      craftType: null,
      taxable: true,
      active: true,
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    stubRpc({
      'pricebook/list': () => ITEMS,
      'pricebook/save': () => {
        throw new RpcFailure('CONFLICT', 409, 'An item with this name already exists.');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PricebookScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sandbag' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).getByRole('textbox', { name: /^Unit Price/ })).toHaveProperty(
      'value',
      '4.50',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An item with this name already exists.')).toBeTruthy();
  });

  it("lists an import's bad lines and imports a good file", async () => {
    const refusal = 'Nothing was imported. Correct these lines and import the file again:';
    let attempt = 0;
    const calls = stubRpc({
      'pricebook/list': () => ITEMS,
      'pricebook/importCsv': () => {
        attempt++;
        if (attempt === 1) {
          throw new RpcFailure(
            'BAD_REQUEST',
            400,
            `${refusal}\nLine 4: Bad price.\nLine 7: No unit.`,
          );
        }
        return { created: 2, updated: 1 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PricebookScreen />);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    const file = new File(['Name,Description\nA,B\n'], 'items.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    expect(await within(dialog).findByText('items.csv')).toBeTruthy();
    await user.click(importButton);
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Line 4: Bad price.')).toBeTruthy();
    expect(within(alert).getByText('Line 7: No unit.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'pricebook/importCsv')?.input).toEqual({
      csv: 'Name,Description\nA,B\n',
    });
    await user.click(importButton);
    expect(await screen.findByText('Imported 2 new items and updated 1.')).toBeTruthy();
  });
});
