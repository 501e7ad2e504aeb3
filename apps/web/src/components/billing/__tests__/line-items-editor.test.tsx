import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPricebookItemRow } from '@craftwork/domain/billing/pricebook';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { LineItemsEditor } from '../line-items-editor';
import { newDraftLine, type TDraftLine } from '../draft-lines';

const ITEM: TPricebookItemRow = {
  id: 'p-1',
  name: 'Service call',
  description: 'Trip and first hour',
  unit: 'each',
  unitPriceCents: 12_900,
  craftType: null,
  taxable: true,
  active: true,
  timestampLastModified: '2026-01-01T00:00:00Z',
};

function Harness({
  initial,
  taxExempt = false,
  readOnly = false,
}: {
  initial: TDraftLine[];
  taxExempt?: boolean;
  readOnly?: boolean;
}) {
  const [lines, setLines] = useState(initial);
  return (
    <LineItemsEditor
      lines={lines}
      onChange={setLines}
      taxRateBp={825}
      taxExempt={taxExempt}
      readOnly={readOnly}
    />
  );
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

function totalsText(): string {
  return screen.getByLabelText('Totals').textContent ?? '';
}

describe('LineItemsEditor', () => {
  it('adds a free-text line and recomputes the totals as it is typed', async () => {
    stubRpc({});
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} />);
    expect(screen.getByText('No lines yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Item, line 1'), 'Labor');
    await user.clear(screen.getByLabelText('Quantity, line 1'));
    await user.type(screen.getByLabelText('Quantity, line 1'), '2.5');
    await user.type(screen.getByLabelText('Unit price, line 1'), '10.01');
    expect(totalsText()).toBe('Subtotal$25.03Tax (8.25%)$2.06Total$27.09');
    await user.click(screen.getByLabelText('Taxable, line 1'));
    expect(totalsText()).toBe('Subtotal$25.03Tax (8.25%)$0.00Total$25.03');
    await user.type(screen.getByLabelText('Discount, line 1'), '30');
    expect(screen.getByText('The discount cannot be negative or more than the line.')).toBeTruthy();
  });

  it('shows "Tax exempt" and no tax for a tax-exempt customer', () => {
    stubRpc({});
    renderWithProviders(
      <Harness initial={[{ ...newDraftLine(), name: 'Pipe', unitPriceText: '100' }]} taxExempt />,
    );
    expect(totalsText()).toBe('Subtotal$100.00Tax exempt$0.00Total$100.00');
  });

  it('adds a line from the price book with its name, unit and price', async () => {
    stubRpc({ 'pricebook/list': () => [ITEM] });
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} />);
    await user.click(screen.getByLabelText('Add from price book'));
    await user.click(await screen.findByRole('option', { name: /Service call/ }));
    expect(valueOf(screen.getByLabelText('Item, line 1'))).toBe('Service call');
    expect(valueOf(screen.getByLabelText('Unit, line 1'))).toBe('each');
    expect(valueOf(screen.getByLabelText('Unit price, line 1'))).toBe('129.00');
    expect(totalsText()).toBe('Subtotal$129.00Tax (8.25%)$10.64Total$139.64');
  });

  it('removes a line', async () => {
    stubRpc({});
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        initial={[
          { ...newDraftLine(), name: 'A', unitPriceText: '1' },
          { ...newDraftLine(), name: 'B', unitPriceText: '2' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(valueOf(screen.getByLabelText('Item, line 1'))).toBe('B');
    expect(screen.queryByLabelText('Item, line 2')).toBeNull();
  });

  it('shows lines as text when read-only, without inputs or add buttons', () => {
    stubRpc({});
    renderWithProviders(
      <Harness readOnly initial={[{ ...newDraftLine(), name: 'Pipe', unitPriceText: '3.5' }]} />,
    );
    expect(screen.getByRole('cell', { name: 'Pipe' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
  });
});
