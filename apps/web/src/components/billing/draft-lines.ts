import {
  centsToAmountText,
  documentTotals,
  lineAmount,
  MAX_CENTS,
  MAX_QUANTITY_MILLI,
  parseMoney,
  type TCents,
  type TMoneyLine,
  type TTotals,
} from '@craftwork/domain/billing/money';
import {
  LINE_MESSAGES,
  unitPriceTextError,
  type TLineInput,
  type TLineRow,
} from '@craftwork/domain/billing/lines';
import type { TPricebookItemRow } from '@craftwork/domain/billing/pricebook';

/**
 * A line as the editor holds it: the numbers as typed, so that "2." or "" can sit in a field
 * while the person types; converted to the document's line (TLineInput) on save.
 */
export type TDraftLine = {
  /** Stable React key (the saved line's id, or a new one). */
  key: string;
  pricebookItemId: string | null;
  name: string;
  description: string;
  unit: string;
  quantityText: string;
  unitPriceText: string;
  discountText: string;
  taxable: boolean;
  /** Invoice lines billing a completed task keep it. */
  taskId: string | null;
};

export type TDraftLineErrors = Partial<Record<'name' | 'quantity' | 'price' | 'discount', string>>;

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

const QUANTITY_TEXT = /^\d+(\.\d{0,3})?$|^\.\d{1,3}$/;

/** "2.5" → 2500 thousandths; null unless a quantity above 0 with up to three decimals. */
export function parseQuantity(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!QUANTITY_TEXT.test(t)) return null;
  const [whole = '', fraction = ''] = t.split('.');
  const milli = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(milli) || milli < 1 || milli > MAX_QUANTITY_MILLI) return null;
  return milli;
}

/** 2500 → "2.5", 1000 → "1". */
export function quantityText(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A free-text line: quantity 1, no price yet, taxable. */
export function newDraftLine(): TDraftLine {
  return {
    key: newKey(),
    pricebookItemId: null,
    name: '',
    description: '',
    unit: '',
    quantityText: '1',
    unitPriceText: '',
    discountText: '',
    taxable: true,
    taskId: null,
  };
}

/** A line from a price book item: its name, description, unit, price and taxable. */
export function draftFromPricebookItem(item: TPricebookItemRow): TDraftLine {
  return {
    ...newDraftLine(),
    pricebookItemId: item.id,
    name: item.name,
    description: item.description,
    unit: item.unit,
    unitPriceText: centsToAmountText(item.unitPriceCents),
    taxable: item.taxable,
  };
}

/** A saved line, to edit. */
export function draftFromRow(row: TLineRow): TDraftLine {
  return {
    key: row.id,
    pricebookItemId: row.pricebookItemId,
    name: row.name,
    description: row.description,
    unit: row.unit,
    quantityText: quantityText(row.quantityMilli),
    unitPriceText: centsToAmountText(row.unitPriceCents),
    discountText: row.discountCents === 0 ? '' : centsToAmountText(row.discountCents),
    taxable: row.taxable,
    taskId: row.taskId ?? null,
  };
}

function parsePrice(text: string): TCents | null {
  const cents = parseMoney(text);
  return cents === null || cents < 0 || cents > MAX_CENTS ? null : cents;
}

function parseDiscount(text: string): TCents | null {
  if (text.trim() === '') return 0;
  const cents = parseMoney(text);
  return cents === null || cents < 0 || cents > MAX_CENTS ? null : cents;
}

/** What is wrong with a line, field by field, in the domain's words (empty when it is valid). */
export function draftLineErrors(line: TDraftLine): TDraftLineErrors {
  const errors: TDraftLineErrors = {};
  if (line.name.trim() === '') errors.name = LINE_MESSAGES.nameRequired;
  const quantityMilli = parseQuantity(line.quantityText);
  const unitPriceCents = parsePrice(line.unitPriceText);
  const discountCents = parseDiscount(line.discountText);
  if (quantityMilli === null) errors.quantity = LINE_MESSAGES.quantity;
  if (unitPriceCents === null)
    errors.price = unitPriceTextError(line.unitPriceText) ?? LINE_MESSAGES.price;
  if (
    discountCents === null ||
    (quantityMilli !== null &&
      unitPriceCents !== null &&
      discountCents > lineAmount({ quantityMilli, unitPriceCents, discountCents: 0 }))
  ) {
    errors.discount = LINE_MESSAGES.discount;
  }
  return errors;
}

/** The line's numbers for totals; what cannot be read yet counts as nothing. */
export function draftMoneyLine(line: TDraftLine): TMoneyLine {
  return {
    quantityMilli: parseQuantity(line.quantityText) ?? 0,
    unitPriceCents: parsePrice(line.unitPriceText) ?? 0,
    discountCents: parseDiscount(line.discountText) ?? 0,
    taxable: line.taxable,
  };
}

/** A line's amount as far as it can be read. */
export function draftLineAmount(line: TDraftLine): TCents {
  return lineAmount(draftMoneyLine(line));
}

/** Subtotal, tax and total of the lines as they stand (domain documentTotals). */
export function draftTotals(
  lines: readonly TDraftLine[],
  taxRateBp: number,
  taxExempt: boolean,
): TTotals {
  return documentTotals(lines.map(draftMoneyLine), taxRateBp, taxExempt);
}

/** A valid line as the document's input; null while any field is wrong. */
export function draftToInput(line: TDraftLine): TLineInput | null {
  if (Object.keys(draftLineErrors(line)).length > 0) return null;
  return {
    pricebookItemId: line.pricebookItemId,
    name: line.name.trim(),
    description: line.description,
    unit: line.unit.trim(),
    quantityMilli: parseQuantity(line.quantityText) ?? 0,
    unitPriceCents: parsePrice(line.unitPriceText) ?? 0,
    discountCents: parseDiscount(line.discountText) ?? 0,
    taxable: line.taxable,
  };
}

/** Every line as input, or null when one of them is wrong (the editor then shows where). */
export function draftLinesToInput(lines: readonly TDraftLine[]): TLineInput[] | null {
  const inputs = lines.map(draftToInput);
  return inputs.every((input) => input !== null) ? (inputs as TLineInput[]) : null;
}
