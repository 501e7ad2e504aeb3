import { describe, expect, it } from 'vitest';
import {
  centsToAmountText,
  divideRounded,
  documentTotals,
  formatMoney,
  formatTaxRate,
  hasSubCentDecimals,
  lineAmount,
  lineTax,
  MAX_CENTS,
  MAX_QUANTITY_MILLI,
  milliToQuantity,
  parseMoney,
  quantityToMilli,
  type TMoneyLine,
} from './money.ts';

const line = (
  quantityMilli: number,
  unitPriceCents: number,
  discountCents = 0,
  taxable = true,
): TMoneyLine => ({ quantityMilli, unitPriceCents, discountCents, taxable });

describe('divideRounded rounds half away from zero', () => {
  it.each([
    [25, 10, 3],
    [24, 10, 2],
    [26, 10, 3],
    [-25, 10, -3],
    [-24, 10, -2],
    [-26, 10, -3],
    [0, 10, 0],
    [15, 10, 2],
    [5, 10, 1],
    [4, 10, 0],
    [-5, 10, -1],
    [1_999_999_999_999_999, 1000, 2_000_000_000_000],
    [1_999_999_999_999_499, 1000, 1_999_999_999_999],
  ])('%i / %i = %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });
});

describe('lineAmount: quantity × unit price − discount, rounded to the cent', () => {
  it.each([
    ['1 × $10.00', 1000, 1000, 0, 1000],
    ['2.5 × $0.01 = 2.5¢ → 3¢', 2500, 1, 0, 3],
    ['2.4 × $0.01 = 2.4¢ → 2¢', 2400, 1, 0, 2],
    ['0.5 × $0.01 = 0.5¢ → 1¢', 500, 1, 0, 1],
    ['0.499 × $0.01 → 0¢', 499, 1, 0, 0],
    ['1.5 × $0.03 = 4.5¢ → 5¢', 1500, 3, 0, 5],
    ['0.333 × $100.00 = $33.30', 333, 10_000, 0, 3330],
    ['0.001 × $12.34 = 1.234¢ → 1¢', 1, 1234, 0, 1],
    ['2.5 hours × $85.50 = $213.75', 2500, 8550, 0, 21_375],
    ['3 × $19.99 − $5.00 = $54.97', 3000, 1999, 500, 5497],
    ['discount equal to the line → $0.00', 2000, 1000, 2000, 0],
    ['1.25 × $0.10 = 12.5¢ → 13¢, then − 3¢', 1250, 10, 3, 10],
    ['credit: 2.5 × −$0.01 = −2.5¢ → −3¢', 2500, -1, 0, -3],
    ['credit: 1.5 × −$0.03 = −4.5¢ → −5¢', 1500, -3, 0, -5],
    ['credit: 2.4 × −$0.01 → −2¢', 2400, -1, 0, -2],
    ['zero price', 5000, 0, 0, 0],
  ])('%s', (_case, quantityMilli, unitPriceCents, discountCents, expected) => {
    expect(lineAmount({ quantityMilli, unitPriceCents, discountCents })).toBe(expected);
  });

  it('is exact at the largest quantity and price (past 2^53 before dividing)', () => {
    const amount = lineAmount({
      quantityMilli: MAX_QUANTITY_MILLI,
      unitPriceCents: MAX_CENTS,
      discountCents: 0,
    });
    expect(amount).toBe(999_999_999_000_000);
    expect(
      lineAmount({
        quantityMilli: MAX_QUANTITY_MILLI - 1,
        unitPriceCents: MAX_CENTS,
        discountCents: 0,
      }),
    ).toBe(999_999_998_000_000);
  });
});

describe('lineTax at basis points, rounded half away from zero', () => {
  it.each([
    ['$100.00 at 8.25%', 10_000, 825, 825],
    ['$10.00 at 8.25% = 82.5¢ → 83¢', 1000, 825, 83],
    ['$1.00 at 8.25% = 8.25¢ → 8¢', 100, 825, 8],
    ['$0.06 at 8.25% = 0.495¢ → 0¢', 6, 825, 0],
    ['$0.07 at 8.25% = 0.5775¢ → 1¢', 7, 825, 1],
    ['$10.00 at 5% = 50¢', 1000, 500, 50],
    ['$0.10 at 5% = 0.5¢ → 1¢', 10, 500, 1],
    ['$0.09 at 5% = 0.45¢ → 0¢', 9, 500, 0],
    ['$19.99 at 7.5% = 149.925¢ → 150¢', 1999, 750, 150],
    ['$12.34 at 0%', 1234, 0, 0],
    ['$12.34 at 100%', 1234, 10_000, 1234],
    ['$0.01 at 0.01% → 0¢', 1, 1, 0],
    ['credit −$10.00 at 8.25% = −82.5¢ → −83¢', -1000, 825, -83],
    ['credit −$0.10 at 5% = −0.5¢ → −1¢', -10, 500, -1],
  ])('%s', (_case, amount, bp, expected) => {
    expect(lineTax(amount, bp)).toBe(expected);
  });
});

describe('documentTotals: tax per taxable line, none for a tax-exempt customer', () => {
  it.each([
    ['no lines', [], 825, false, { subtotalCents: 0, taxCents: 0, totalCents: 0 }],
    [
      'one taxable line at 8.25%',
      [line(1000, 10_000)],
      825,
      false,
      { subtotalCents: 10_000, taxCents: 825, totalCents: 10_825 },
    ],
    [
      'tax-exempt customer pays no tax',
      [line(1000, 10_000), line(2000, 1234)],
      825,
      true,
      { subtotalCents: 12_468, taxCents: 0, totalCents: 12_468 },
    ],
    [
      'mixed taxable and non-taxable lines',
      [line(1000, 10_000), line(1000, 5000, 0, false)],
      825,
      false,
      { subtotalCents: 15_000, taxCents: 825, totalCents: 15_825 },
    ],
    [
      'only non-taxable lines',
      [line(1000, 5000, 0, false), line(3000, 333, 0, false)],
      825,
      false,
      { subtotalCents: 5999, taxCents: 0, totalCents: 5999 },
    ],
    [
      // per line: 82.5¢ → 83¢ twice = 166¢; on the subtotal it would be 165¢
      'tax is rounded per line, not on the subtotal',
      [line(1000, 1000), line(1000, 1000)],
      825,
      false,
      { subtotalCents: 2000, taxCents: 166, totalCents: 2166 },
    ],
    [
      // 0.495¢ → 0¢ three times; on $0.18 it would be 1.485¢ → 1¢
      'small lines each round down',
      [line(1000, 6), line(1000, 6), line(1000, 6)],
      825,
      false,
      { subtotalCents: 18, taxCents: 0, totalCents: 18 },
    ],
    [
      'tax is on the amount after the discount',
      [line(2000, 1000, 500)],
      1000,
      false,
      { subtotalCents: 1500, taxCents: 150, totalCents: 1650 },
    ],
    [
      'fractional quantity then tax',
      [line(2500, 8550), line(1500, 3, 0, true)],
      825,
      false,
      // 21375 → tax 1763.4375 → 1763; 5 → tax 0.4125 → 0
      { subtotalCents: 21_380, taxCents: 1763, totalCents: 23_143 },
    ],
    [
      'zero tax rate',
      [line(1000, 10_000)],
      0,
      false,
      { subtotalCents: 10_000, taxCents: 0, totalCents: 10_000 },
    ],
    [
      'a credit line lowers subtotal and tax',
      [line(1000, 10_000), line(1000, -1000)],
      825,
      false,
      { subtotalCents: 9000, taxCents: 742, totalCents: 9742 },
    ],
  ] as const)('%s', (_case, lines, bp, taxExempt, expected) => {
    expect(documentTotals(lines, bp, taxExempt)).toEqual(expected);
  });
});

describe('formatMoney (en-US)', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [500, '$5.00'],
    [123_456, '$1,234.56'],
    [100_000_000, '$1,000,000.00'],
    [MAX_CENTS, '$9,999,999.99'],
    [-500, '-$5.00'],
    [-123_456, '-$1,234.56'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });
});

describe('formatTaxRate', () => {
  it.each([
    [825, '8.25%'],
    [800, '8%'],
    [750, '7.5%'],
    [1000, '10%'],
    [0, '0%'],
    [1, '0.01%'],
    [10_000, '100%'],
  ])('%i bp → %s', (bp, expected) => {
    expect(formatTaxRate(bp)).toBe(expected);
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['$12.34', 1234],
    ['$ 12.34', 1234],
    ['  12.34  ', 1234],
    ['1,234.56', 123_456],
    ['$1,234,567.89', 123_456_789],
    ['1234.56', 123_456],
    ['0', 0],
    ['0.01', 1],
    ['-5', -500],
    ['-$5.00', -500],
    ['-0', 0],
    ['9999999.99', MAX_CENTS],
  ])('accepts %j as %i cents', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12.345',
    '12.',
    '.5',
    '1,23',
    '12,34.56',
    '1.234,56',
    '$-5',
    '5-',
    '--5',
    '1e3',
    '12 34',
    '€12',
    '12$',
    'Infinity',
    'NaN',
    '99999999999999999999',
  ])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it.each([0, 1, 99, 100, 123_456, MAX_CENTS, -500])(
    'reads back centsToAmountText(%i)',
    (cents) => {
      expect(parseMoney(centsToAmountText(cents))).toBe(cents);
    },
  );
});

describe('centsToAmountText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [123_456, '1234.56'],
    [-500, '-5.00'],
    [-5, '-0.05'],
  ])('%i → %s', (cents, expected) => {
    expect(centsToAmountText(cents)).toBe(expected);
  });
});

describe('quantityToMilli and back', () => {
  it.each([
    [1, 1000],
    [2.5, 2500],
    [0.001, 1],
    [0.1 + 0.2, 300],
    [1.005, 1005],
    [3.333, 3333],
    [1_000_000, MAX_QUANTITY_MILLI],
  ])('%d → %i', (quantity, milli) => {
    expect(quantityToMilli(quantity)).toBe(milli);
  });

  it.each([1, 2500, 333, 1_000_000])('milliToQuantity round-trips %i', (milli) => {
    expect(quantityToMilli(milliToQuantity(milli))).toBe(milli);
  });
});

describe('hasSubCentDecimals: an amount typed with fractions of a cent', () => {
  it.each([
    ['10.005', true],
    ['$1,234.567', true],
    ['0.0001', true],
    ['10.00', false],
    ['10.5', false],
    ['10', false],
    ['abc.123', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(hasSubCentDecimals(text)).toBe(expected);
  });
});
