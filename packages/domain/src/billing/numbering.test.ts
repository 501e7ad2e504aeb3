import { describe, expect, it } from 'vitest';
import { invoiceTitle, numberInvoiceNow, UNNUMBERED_INVOICE } from './invoices.ts';
import { formatDocumentNumber, parseDocumentNumber } from './numbering.ts';

describe('formatDocumentNumber', () => {
  it.each([
    ['estimate', 1, 'EST-0001'],
    ['estimate', 10, 'EST-0010'],
    ['invoice', 42, 'INV-0042'],
    ['invoice', 999, 'INV-0999'],
    ['invoice', 9999, 'INV-9999'],
    ['invoice', 12_345, 'INV-12345'],
    ['estimate', 1_000_000, 'EST-1000000'],
  ] as const)('%s %i → %s', (kind, n, expected) => {
    expect(formatDocumentNumber(kind, n)).toBe(expected);
  });
});

describe('parseDocumentNumber', () => {
  it.each([
    ['estimate', 'EST-0001', 1],
    ['estimate', 'EST-0007', 7],
    ['estimate', 'est-0007', 7],
    ['estimate', 'EST7', 7],
    ['estimate', '  EST-0012  ', 12],
    ['invoice', 'INV-0042', 42],
    ['invoice', 'INV-12345', 12_345],
    ['estimate', 'EST-0042x', null],
    ['estimate', 'INV-0042', null],
    ['invoice', 'EST-0042', null],
    ['invoice', 'INV-', null],
    ['invoice', 'INV-12.5', null],
    ['invoice', '42', null],
    ['invoice', '', null],
    ['invoice', 'INV-1234567890', null],
  ] as const)('%s %j → %j', (kind, text, expected) => {
    expect(parseDocumentNumber(kind, text)).toBe(expected);
  });

  it.each([1, 42, 9999, 12_345])('reads back what it formats (%i)', (n) => {
    expect(parseDocumentNumber('estimate', formatDocumentNumber('estimate', n))).toBe(n);
    expect(parseDocumentNumber('invoice', formatDocumentNumber('invoice', n))).toBe(n);
  });
});

describe('numberInvoiceNow: an invoice is numbered with its first line', () => {
  it.each([
    ['a blank draft', null, 0, false],
    ['a draft saved with a line', null, 1, true],
    ['a draft made with lines', null, 3, true],
    ['a numbered draft saved again', 7, 2, false],
    ['a numbered draft whose lines were removed', 7, 0, false],
  ])('%s', (_case, current, lines, expected) => {
    expect(numberInvoiceNow(current, lines)).toBe(expected);
  });

  it.each([
    ['INV-0007', 'Invoice INV-0007'],
    ['', UNNUMBERED_INVOICE],
  ])('titles %j as %j', (number, title) => {
    expect(invoiceTitle(number)).toBe(title);
  });
});
