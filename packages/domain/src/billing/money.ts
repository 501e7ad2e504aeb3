/**
 * Money (DECISIONS.md, "Money"): amounts are integer cents in USD, shown en-US. Quantities are
 * kept as integer thousandths so that a line's amount is computed without floating point.
 */

/** An amount in cents (integer, may be negative for a credit line). */
export type TCents = number;

/** A quantity in thousandths of a unit (2.5 hours = 2500). */
export type TQuantityMilli = number;

/** Largest amount a line, a price or a total may hold: $9,999,999.99. */
export const MAX_CENTS = 999_999_999;
/** Largest quantity: 1,000,000 units. */
export const MAX_QUANTITY_MILLI = 1_000_000_000;
/** Largest tax rate: 100 % in basis points. */
export const MAX_TAX_RATE_BP = 10_000;

/** n / d rounded half away from zero, in integers (d > 0). */
export function divideRounded(n: number, d: number): number {
  // Integer arithmetic: a floating quotient near a large whole number may round across it.
  const a = BigInt(Math.abs(n));
  const b = BigInt(d);
  const q = Number((2n * a + b) / (2n * b));
  return n < 0 ? -q : q;
}

/** Quantity (as typed, up to three decimals) to thousandths. */
export function quantityToMilli(quantity: number): TQuantityMilli {
  return Math.round(quantity * 1000);
}

/** Thousandths back to a quantity for display and forms. */
export function milliToQuantity(milli: TQuantityMilli): number {
  return milli / 1000;
}

export type TMoneyLine = {
  quantityMilli: TQuantityMilli;
  unitPriceCents: TCents;
  discountCents: TCents;
  taxable: boolean;
};

/** A line's amount: quantity × unit price − discount, rounded half away from zero to the cent. */
export function lineAmount(
  line: Pick<TMoneyLine, 'quantityMilli' | 'unitPriceCents' | 'discountCents'>,
): TCents {
  // The product may pass 2^53 (a million units at the largest price), so it is taken exactly.
  const product = BigInt(line.quantityMilli) * BigInt(line.unitPriceCents);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = Number((abs + 500n) / 1000n);
  return (negative ? -rounded : rounded) - line.discountCents;
}

/** A taxable line's tax at the rate in basis points, rounded half away from zero. */
export function lineTax(amount: TCents, taxRateBp: number): TCents {
  return divideRounded(amount * taxRateBp, 10_000);
}

export type TTotals = { subtotalCents: TCents; taxCents: TCents; totalCents: TCents };

/**
 * Subtotal, tax and total of a document: tax per taxable line at the site's rate, none for a
 * tax-exempt customer.
 */
export function documentTotals(
  lines: readonly TMoneyLine[],
  taxRateBp: number,
  taxExempt: boolean,
): TTotals {
  let subtotalCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    const amount = lineAmount(line);
    subtotalCents += amount;
    if (line.taxable && !taxExempt) taxCents += lineTax(amount, taxRateBp);
  }
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.56 (and -$5.00). */
export function formatMoney(cents: TCents): string {
  return USD.format(cents / 100);
}

/** A tax rate in basis points as a percentage: 825 → "8.25%". */
export function formatTaxRate(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

const MONEY_TEXT = /^-?\$?\s*(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/;
/** An amount as typed but with fractions of a cent ("10.005"). */
const SUB_CENT_TEXT = /^-?\$?\s*(\d{1,3}(,\d{3})*|\d+)\.\d{3,}$/;

/** Whether typed text is an amount with more than two decimals, which money never has. */
export function hasSubCentDecimals(text: string): boolean {
  return SUB_CENT_TEXT.test(text.trim());
}

/** "1,234.5" or "$12" to cents; null when it is not an amount. */
export function parseMoney(text: string): TCents | null {
  const t = text.trim();
  if (!MONEY_TEXT.test(t)) return null;
  const negative = t.startsWith('-');
  const digits = t.replace(/[-$,\s]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents as a plain amount for a form field or CSV: 123456 → "1234.56". */
export function centsToAmountText(cents: TCents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
