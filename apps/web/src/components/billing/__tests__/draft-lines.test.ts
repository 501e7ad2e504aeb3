import { LINE_MESSAGES } from '@craftwork/domain/billing/lines';
import { describe, expect, it } from 'vitest';
import type { TLineRow } from '@craftwork/domain/billing/lines';
import {
  draftFromPricebookItem,
  draftFromRow,
  draftLineErrors,
  draftLinesToInput,
  draftToInput,
  draftTotals,
  newDraftLine,
  parseQuantity,
  quantityText,
  type TDraftLine,
} from '../draft-lines';

const line = (patch: Partial<TDraftLine>): TDraftLine => ({
  ...newDraftLine(),
  name: 'Labor',
  ...patch,
});

describe('parseQuantity', () => {
  it.each([
    ['1', 1000],
    ['2.5', 2500],
    ['0.125', 125],
    ['.5', 500],
    ['1,000', 1_000_000],
    [' 3 ', 3000],
  ])('reads %s as %i thousandths', (text, milli) => {
    expect(parseQuantity(text)).toBe(milli);
  });

  it.each(['', '0', '0.000', '1.2345', '-1', 'abc', '1e3', '1000001'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it('writes thousandths back without trailing zeros', () => {
    expect(quantityText(2500)).toBe('2.5');
    expect(quantityText(1000)).toBe('1');
    expect(quantityText(125)).toBe('0.125');
  });
});

describe('draft lines and document lines', () => {
  const row: TLineRow = {
    id: 'l-1',
    position: 0,
    pricebookItemId: 'p-1',
    name: 'Pipe',
    description: 'Copper',
    unit: 'foot',
    quantityMilli: 12_500,
    unitPriceCents: 349,
    discountCents: 100,
    taxable: false,
    amountCents: 4263,
    taskId: 't-1',
  };

  it('round-trips a saved line through the editor unchanged', () => {
    const draft = draftFromRow(row);
    expect(draft).toMatchObject({
      key: 'l-1',
      quantityText: '12.5',
      unitPriceText: '3.49',
      discountText: '1.00',
      taskId: 't-1',
    });
    expect(draftToInput(draft)).toEqual({
      pricebookItemId: 'p-1',
      name: 'Pipe',
      description: 'Copper',
      unit: 'foot',
      quantityMilli: 12_500,
      unitPriceCents: 349,
      discountCents: 100,
      taxable: false,
    });
  });

  it('fills a line from a price book item', () => {
    const draft = draftFromPricebookItem({
      id: 'p-2',
      name: 'Service call',
      description: 'Trip and first hour',
      unit: 'each',
      unitPriceCents: 12_900,
      craftType: null,
      taxable: false,
      active: true,
      timestampLastModified: '2026-01-01T00:00:00Z',
    });
    expect(draft).toMatchObject({
      pricebookItemId: 'p-2',
      name: 'Service call',
      unit: 'each',
      quantityText: '1',
      unitPriceText: '129.00',
      taxable: false,
    });
  });

  it('reads dollars as typed, with $ and thousands separators', () => {
    expect(draftToInput(line({ unitPriceText: '$1,234.5' }))?.unitPriceCents).toBe(123_450);
    expect(draftToInput(line({ unitPriceText: '12', discountText: '' }))?.discountCents).toBe(0);
  });

  it('names each wrong field in the domain words', () => {
    expect(
      draftLineErrors(line({ name: ' ', quantityText: '0', unitPriceText: 'x', discountText: '' })),
    ).toEqual({
      name: 'Enter what this line is for.',
      quantity: 'Enter a quantity greater than 0 (up to three decimals).',
      price: 'Enter a unit price between $0.00 and $9,999,999.99.',
    });
    expect(
      draftLineErrors(line({ quantityText: '1', unitPriceText: '10', discountText: '10.01' })),
    ).toEqual({ discount: 'The discount cannot be negative or more than the line.' });
    expect(draftLineErrors(line({ unitPriceText: '-5' }))).toHaveProperty('price');
  });

  it('says a price has at most two decimals when it has more', () => {
    expect(draftLineErrors(line({ unitPriceText: '10.005' }))).toEqual({
      price: LINE_MESSAGES.priceDecimals,
    });
  });

  it('converts all lines only when every one is valid', () => {
    const good = line({ unitPriceText: '10' });
    expect(draftLinesToInput([good, good])).toHaveLength(2);
    expect(draftLinesToInput([good, line({ unitPriceText: '' })])).toBeNull();
    expect(draftLinesToInput([])).toEqual([]);
  });
});

describe('draftTotals', () => {
  it('taxes taxable lines at the site rate, rounding each line half away from zero', () => {
    const lines = [
      line({ quantityText: '2.5', unitPriceText: '10.01' }), // 25.025 → 25.03; tax 8.25% → 2.06
      line({ quantityText: '1', unitPriceText: '100', discountText: '5', taxable: false }),
    ];
    expect(draftTotals(lines, 825, false)).toEqual({
      subtotalCents: 2503 + 9500,
      taxCents: 206,
      totalCents: 2503 + 9500 + 206,
    });
  });

  it('charges a tax-exempt customer no tax', () => {
    const lines = [line({ quantityText: '3', unitPriceText: '19.99' })];
    expect(draftTotals(lines, 825, true)).toEqual({
      subtotalCents: 5997,
      taxCents: 0,
      totalCents: 5997,
    });
  });

  it('counts a line not yet readable as nothing', () => {
    expect(draftTotals([line({ unitPriceText: 'abc' })], 825, false).totalCents).toBe(0);
  });
});
