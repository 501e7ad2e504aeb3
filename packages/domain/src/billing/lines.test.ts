import { describe, expect, it } from 'vitest';
import { LINE_MESSAGES, unitPriceTextError } from './lines.ts';

describe('unitPriceTextError: a unit price as typed', () => {
  it.each([
    ['10.005', LINE_MESSAGES.priceDecimals],
    ['$1,000.125', LINE_MESSAGES.priceDecimals],
    ['10.01', null],
    ['0', null],
    ['$9,999,999.99', null],
    ['10,000,000', LINE_MESSAGES.price],
    ['-1', LINE_MESSAGES.price],
    ['ten', LINE_MESSAGES.price],
    ['', LINE_MESSAGES.price],
  ])('%s → %s', (text, expected) => {
    expect(unitPriceTextError(text)).toBe(expected);
  });
});
