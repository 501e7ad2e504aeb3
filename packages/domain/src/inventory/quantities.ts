import {
  INITIATING_EVENT,
  INVENTORY_TRANSACTION_TYPE as TT,
  inventoryTransactionTypeLabel,
} from '../catalogues/inventory.ts';

/** An object's four quantities at one location (or summed over its locations). */
export type TStockQuantities = {
  available: number;
  awaitingPickup: number;
  inUse: number;
  reserved: number;
};

export type TQuantityKey = keyof TStockQuantities;

export const QUANTITY_KEYS: readonly TQuantityKey[] = [
  'available',
  'awaitingPickup',
  'inUse',
  'reserved',
];

/** How each quantity reads in a sentence ("40 available"). */
export const QUANTITY_WORDS: Readonly<Record<TQuantityKey, string>> = {
  available: 'available',
  awaitingPickup: 'awaiting pickup',
  inUse: 'in use',
  reserved: 'reserved',
};

export const EMPTY_STOCK: Readonly<TStockQuantities> = Object.freeze({
  available: 0,
  awaitingPickup: 0,
  inUse: 0,
  reserved: 0,
});

/**
 * Quantities are kept to four decimal places (the database's numeric(16, 4)), rounded as
 * PostgreSQL rounds the number it is sent: on its decimal digits (1.00005 → 1.0001, although
 * 1.00005 × 10,000 is 10000.4999… in binary), halves away from zero (−0.00005 → −0.0001), so a
 * quantity worked out here equals the one the database keeps.
 */
export function roundQuantity(n: number): number {
  if (!Number.isFinite(n)) return n;
  const digits = String(Math.abs(n));
  // Exponent notation: below 1e-6 (rounds to 0) or at least 1e21 (a whole number).
  if (digits.includes('e')) return Math.abs(n) < 1 ? 0 : n;
  const rounded = (Math.sign(n) * Math.round(Number(`${digits}e4`))) / 10_000;
  return rounded === 0 ? 0 : rounded;
}

/** The types whose value may be negative (the four corrections); every other value is > 0. */
export const CORRECTION_TYPES: readonly number[] = [
  TT.CORRECTION_AVAILABLE,
  TT.CORRECTION_AWAITING_PICKUP,
  TT.CORRECTION_IN_USE,
  TT.CORRECTION_RESERVED,
];

export function isCorrection(type: number): boolean {
  return CORRECTION_TYPES.includes(type);
}

/**
 * The largest quantity the database keeps (numeric(16, 4): twelve digits before the point).
 * A value at or above it would fail the insert instead of being refused.
 */
export const QUANTITY_LIMIT = 1_000_000_000_000;

/**
 * A line's value: above zero, or for a correction any value but zero, judged at the four
 * places it is kept (0.00001 would be stored as a line of 0), and below QUANTITY_LIMIT.
 */
export function isValidMovementValue(type: number, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const kept = roundQuantity(value);
  if (Math.abs(kept) >= QUANTITY_LIMIT) return false;
  return isCorrection(type) ? kept !== 0 : kept > 0;
}

/**
 * What a line does to the quantities at its location (DECISIONS.md, Inventory): the change
 * of each quantity it touches. Off Rent depends on the task event behind it: after a removal
 * that needs pickup (21) the material waits for pickup; after a material pickup (50) it goes
 * from awaiting pickup back to available; otherwise it is back in the yard at once.
 */
export function movementDeltas(
  type: number,
  value: number,
  initiatingEvent?: number | null,
): Partial<TStockQuantities> {
  const v = value;
  switch (type) {
    case TT.RESERVE:
      return { available: -v, reserved: v };
    case TT.UN_RESERVE:
      return { reserved: -v, available: v };
    case TT.CONSUMED_FROM_RESERVE:
      return { reserved: -v };
    case TT.CONSUMED_FROM_STOCK:
      return { available: -v };
    case TT.ON_RENT_FROM_RESERVED:
      return { reserved: -v, inUse: v };
    case TT.ON_RENT_FROM_LAYDOWN_YARD:
      return { available: -v, inUse: v };
    case TT.OFF_RENT_TO_LAYDOWN_YARD:
      if (initiatingEvent === INITIATING_EVENT.REMOVAL_COMPLETE_NEEDS_PICKUP) {
        return { inUse: -v, awaitingPickup: v };
      }
      if (initiatingEvent === INITIATING_EVENT.MATERIAL_PICKUP_COMPLETED) {
        return { awaitingPickup: -v, available: v };
      }
      return { inUse: -v, available: v };
    case TT.TRANSFER_RENTAL:
      return {};
    case TT.CORRECTION_AVAILABLE:
      return { available: v };
    case TT.CORRECTION_AWAITING_PICKUP:
      return { awaitingPickup: v };
    case TT.CORRECTION_IN_USE:
      return { inUse: v };
    case TT.CORRECTION_RESERVED:
      return { reserved: v };
    case TT.SENT_TO_OTHER_LOCATION:
      return { available: -v };
    case TT.RECEIVED_FROM_OTHER_LOCATION:
      return { available: v };
    default:
      return {};
  }
}

/** The quantity a line draws from first (where its material comes from), if any. */
export function sourceQuantity(type: number, initiatingEvent?: number | null): TQuantityKey | null {
  const deltas = movementDeltas(type, 1, initiatingEvent);
  return QUANTITY_KEYS.find((key) => (deltas[key] ?? 0) < 0) ?? null;
}

export type TMovementOutcome =
  | { ok: true; quantities: TStockQuantities }
  | { ok: false; quantity: TQuantityKey; wouldBe: number };

/** The quantities after a line, or the first quantity it would take below zero. */
export function applyMovement(
  quantities: TStockQuantities,
  line: { type: number; value: number; initiatingEvent?: number | null },
): TMovementOutcome {
  const deltas = movementDeltas(line.type, line.value, line.initiatingEvent);
  const next = { ...quantities };
  for (const key of QUANTITY_KEYS) {
    next[key] = roundQuantity(quantities[key] + (deltas[key] ?? 0));
  }
  const below = QUANTITY_KEYS.find((key) => next[key] < 0);
  if (below) return { ok: false, quantity: below, wouldBe: next[below] };
  return { ok: true, quantities: next };
}

/** The refusal of a save that would take an object's quantity below zero: names the object. */
export function belowZeroMessage(objectTitle: string, quantity: TQuantityKey): string {
  return `Not enough ${objectTitle}: this would leave less than zero ${QUANTITY_WORDS[quantity]}.`;
}

/** The sum of several locations' quantities (an object's totals). */
export function sumStock(rows: readonly TStockQuantities[]): TStockQuantities {
  const total = { ...EMPTY_STOCK };
  for (const row of rows) {
    for (const key of QUANTITY_KEYS) total[key] = roundQuantity(total[key] + row[key]);
  }
  return total;
}

/**
 * An object's Low threshold: the least of its locations' own thresholds (locations without
 * one do not count); 0 when none has one (DECISIONS.md, Inventory, second reading).
 */
export function objectLowThreshold(thresholds: readonly (number | null)[]): number {
  const set = thresholds.filter((t): t is number => t !== null);
  return set.length ? Math.min(...set) : 0;
}

/**
 * Where a line moves material when the user named no location: the object's location holding
 * the most of the quantity the line draws from; for a line that only adds, the location with
 * the most available; null (no location) when the object has no stock rows.
 */
export function defaultLineLocation(
  stock: readonly (TStockQuantities & { locationId: string | null })[],
  line: { type: number; initiatingEvent?: number | null },
): string | null {
  const key = sourceQuantity(line.type, line.initiatingEvent) ?? 'available';
  let best: (typeof stock)[number] | undefined;
  for (const row of stock) if (!best || row[key] > best[key]) best = row;
  return best ? best.locationId : null;
}

/** How a line reads in the history: "On Rent (from laydown yard) 40". */
export function movementSummary(type: number, value: number): string {
  return `${inventoryTransactionTypeLabel(type)} ${value}`;
}
