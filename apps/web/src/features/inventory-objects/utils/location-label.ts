import { formatListNumber } from '@craftwork/domain/format/numbers';
import { UNAVAILABLE } from '../../../components/list/column-model';

/** Stock kept with no location named (spec part 3, section 8). */
export const NO_LOCATION = '[No location]';

/** The words for a missing location, in the language shown (English by default). */
export type TLocationWords = { noLocation: string; unavailable: string };
const ENGLISH_WORDS: TLocationWords = { noLocation: NO_LOCATION, unavailable: UNAVAILABLE };

/** How an inventory row names its location: [No location] without one, [Unavailable] when removed. */
export function locationLabel(
  locationId: string | null,
  title: string | null,
  words: TLocationWords = ENGLISH_WORDS,
): string {
  if (locationId === null) return words.noLocation;
  return title ?? words.unavailable;
}

/** A quantity as the tables show it: the lists' one number formatter (1,140). */
export const formatQuantity = formatListNumber;

/** A quantity as a field holds it for editing: up to four decimals, no grouping. */
export function quantityInputText(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 4, useGrouping: false });
}
