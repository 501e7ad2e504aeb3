import { z } from 'zod';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { hasSubCentDecimals, MAX_CENTS, MAX_QUANTITY_MILLI, parseMoney } from './money.ts';

/** The line items of estimates and invoices (from the price book or free text). */
export const LINE_MESSAGES = {
  nameRequired: 'Enter what this line is for.',
  quantity: 'Enter a quantity greater than 0 (up to three decimals).',
  price: 'Enter a unit price between $0.00 and $9,999,999.99.',
  priceDecimals: 'A price has at most two decimals (whole cents), such as 10.01.',
  discount: 'The discount cannot be negative or more than the line.',
  tooMany: 'A document can have at most 200 lines.',
  none: 'Add at least one line.',
} as const;

export const MAX_LINES = 200;

export const ZLineInput = z.object({
  pricebookItemId: z.string().min(1).max(TEXT_LIMITS.id).nullable().default(null),
  name: oneLineText(TEXT_LIMITS.title, { required: LINE_MESSAGES.nameRequired }),
  description: multiLineText(2000).default(''),
  unit: oneLineText(40).default(''),
  /** Thousandths of a unit (2.5 → 2500). */
  quantityMilli: z
    .number({ error: LINE_MESSAGES.quantity })
    .int({ error: LINE_MESSAGES.quantity })
    .min(1, { error: LINE_MESSAGES.quantity })
    .max(MAX_QUANTITY_MILLI, { error: LINE_MESSAGES.quantity }),
  unitPriceCents: z
    .number({ error: LINE_MESSAGES.price })
    .int({ error: LINE_MESSAGES.price })
    .min(0, { error: LINE_MESSAGES.price })
    .max(MAX_CENTS, { error: LINE_MESSAGES.price }),
  discountCents: z
    .number({ error: LINE_MESSAGES.discount })
    .int({ error: LINE_MESSAGES.discount })
    .min(0, { error: LINE_MESSAGES.discount })
    .max(MAX_CENTS, { error: LINE_MESSAGES.discount })
    .default(0),
  taxable: z.boolean().default(true),
});
export type TLineInput = z.input<typeof ZLineInput>;
export type TLine = z.output<typeof ZLineInput>;

export const ZLines = z.array(ZLineInput).max(MAX_LINES, { error: LINE_MESSAGES.tooMany });

export type TLineRow = TLine & {
  id: string;
  position: number;
  amountCents: number;
  /** Invoice lines only: the completed task this line bills. */
  taskId?: string | null;
};

/**
 * What is wrong with a unit price as typed, null when it is an amount a line may have: more
 * than two decimals is said as such, anything else not in $0.00-$9,999,999.99 as the range.
 */
export function unitPriceTextError(text: string): string | null {
  if (hasSubCentDecimals(text)) return LINE_MESSAGES.priceDecimals;
  const cents = parseMoney(text);
  return cents === null || cents < 0 || cents > MAX_CENTS ? LINE_MESSAGES.price : null;
}
