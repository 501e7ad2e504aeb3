import { INITIATING_EVENT, INVENTORY_TRANSACTION_TYPE } from '../catalogues/inventory.ts';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../time/date-bounds.ts';

/**
 * Rental days, what scaffold contractors bill by (issue 14, decision 136). On Rent lines (20,
 * 21) start rent for their company and record; Off Rent lines (22) stop it on their rent-stop
 * date, taking the earliest pieces first; Transfer Rental (23) stops it on one record and starts
 * it on another the same day. Days are site days written 'YYYY-MM-DD'.
 */

const TT = INVENTORY_TRANSACTION_TYPE;

/** What rental needs of a transaction line (live lines only: deleted ones are left out). */
export type TRentalLine = {
  id: string;
  type: number;
  value: number;
  companyId: string | null;
  parentRecordId: string | null;
  toRecordId: string | null;
  objectId: string;
  /** The site day the line was written. */
  siteDay: string;
  /** Off Rent: the day rent stops; null means the line's site day. */
  rentStopDate: string | null;
  initiatingEvent: number | null;
};

/** Material on rent for one company, record and object from `start`, until `stop` (or open). */
export type TRentalPiece = {
  companyId: string | null;
  recordId: string | null;
  objectId: string;
  quantity: number;
  start: string;
  /** The day it came down (not billed); null while still on rent. */
  stop: string | null;
  /** Taken down by an Off Rent line: a piece put up and taken down the same day bills that day. */
  stoppedByOffRent: boolean;
  /** The line that started it and the one that stopped it. */
  startLineId: string;
  stopLineId: string | null;
};

/** Day number of a 'YYYY-MM-DD' day (days since 1970-01-01). */
export function dayNumber(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The 'YYYY-MM-DD' day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a 'YYYY-MM-DD' day is a real calendar day (years 1900 to 2200). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= DATE_YEAR_MIN &&
    y <= DATE_YEAR_MAX &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

/** Quantities are kept to four places: counted here in ten-thousandths, so sums stay exact. */
const UNITS = 10_000;
const toUnits = (value: number) => Math.round(value * UNITS);
const fromUnits = (units: number) => units / UNITS;

/** Whether a line starts rent, stops it, or moves it (an Off Rent after a pickup does neither). */
export function rentalRole(line: Pick<TRentalLine, 'type' | 'initiatingEvent'>) {
  if (line.type === TT.ON_RENT_FROM_RESERVED || line.type === TT.ON_RENT_FROM_LAYDOWN_YARD)
    return 'start';
  if (line.type === TT.OFF_RENT_TO_LAYDOWN_YARD)
    return line.initiatingEvent === INITIATING_EVENT.MATERIAL_PICKUP_COMPLETED ? null : 'stop';
  if (line.type === TT.TRANSFER_RENTAL) return 'transfer';
  return null;
}

/** An Off Rent line's rent-stop day: its own date unless moved back. */
export function effectiveRentStop(line: Pick<TRentalLine, 'rentStopDate' | 'siteDay'>): string {
  return line.rentStopDate ?? line.siteDay;
}

const compareDays = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TOpenPiece = Omit<TRentalPiece, 'quantity'> & { units: number; order: number };

const keyOf = (companyId: string | null, recordId: string | null, objectId: string) =>
  JSON.stringify([companyId, recordId, objectId]);

export type TRentalHistory = {
  pieces: TRentalPiece[];
  /** Per stopping line (Off Rent, Transfer Rental): the latest start of the pieces it stopped. */
  stoppedStart: Map<string, string>;
};

/**
 * Replays the lines in order (site day, then as given): every On Rent line opens a piece;
 * an Off Rent or Transfer Rental line closes the earliest open pieces of its company, record
 * and object first (FIFO), splitting the last one when it stops only part of it. A stop dated
 * before a piece's start is read as that start.
 */
export function rentalHistory(lines: readonly TRentalLine[]): TRentalHistory {
  const ordered = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => compareDays(a.line.siteDay, b.line.siteDay) || a.index - b.index)
    .map((entry) => entry.line);
  const open = new Map<string, TOpenPiece[]>();
  const closed: TOpenPiece[] = [];
  const stoppedStart = new Map<string, string>();
  let order = 0;
  const openPiece = (line: TRentalLine, recordId: string | null, units: number) => {
    const key = keyOf(line.companyId, recordId, line.objectId);
    const list = open.get(key) ?? [];
    list.push({
      companyId: line.companyId,
      recordId,
      objectId: line.objectId,
      units,
      start: line.siteDay,
      stop: null,
      stoppedByOffRent: false,
      startLineId: line.id,
      stopLineId: null,
      order: order++,
    });
    list.sort((a, b) => compareDays(a.start, b.start) || a.order - b.order);
    open.set(key, list);
  };
  const closePieces = (line: TRentalLine, stop: string, byOffRent: boolean) => {
    const list = open.get(keyOf(line.companyId, line.parentRecordId, line.objectId)) ?? [];
    let left = toUnits(line.value);
    let stopped = 0;
    while (left > 0 && list.length > 0) {
      const piece = list[0];
      if (!piece) break;
      const taken = Math.min(left, piece.units);
      if (taken === piece.units) list.shift();
      else piece.units -= taken;
      const at = stop < piece.start ? piece.start : stop;
      closed.push({
        ...piece,
        units: taken,
        stop: at,
        stoppedByOffRent: byOffRent,
        stopLineId: line.id,
      });
      const latest = stoppedStart.get(line.id);
      if (!latest || piece.start > latest) stoppedStart.set(line.id, piece.start);
      left -= taken;
      stopped += taken;
    }
    return stopped;
  };
  for (const line of ordered) {
    const role = rentalRole(line);
    if (role === 'start') openPiece(line, line.parentRecordId, toUnits(line.value));
    else if (role === 'stop') closePieces(line, effectiveRentStop(line), true);
    else if (role === 'transfer') {
      const moved = closePieces(line, line.siteDay, false);
      if (moved > 0) openPiece(line, line.toRecordId, moved);
    }
  }
  const pieces = [...closed, ...[...open.values()].flat()]
    .sort((a, b) => a.order - b.order || compareStops(a.stop, b.stop))
    .map(({ units, order: _order, ...piece }) => ({ ...piece, quantity: fromUnits(units) }));
  return { pieces, stoppedStart };
}

/** Earlier stops first; a piece still on rent last. */
function compareStops(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The pieces of material on rent, per company, record and object (see rentalHistory). */
export function rentalPieces(lines: readonly TRentalLine[]): TRentalPiece[] {
  return rentalHistory(lines).pieces;
}

/**
 * The days [first, end) a piece bills: each day from its start to the day before it came down;
 * taken down by Off Rent the day it went up, that one day. A transfer the day it went up bills
 * nothing here (the record it moved to bills that day).
 */
function billedSpan(piece: Pick<TRentalPiece, 'start' | 'stop' | 'stoppedByOffRent'>) {
  const first = dayNumber(piece.start);
  if (piece.stop === null) return { first, end: Number.POSITIVE_INFINITY };
  const stop = dayNumber(piece.stop);
  return { first, end: piece.stoppedByOffRent ? Math.max(stop, first + 1) : Math.max(stop, first) };
}

/** The days of [from, to] (both included) a piece bills. */
export function billableDays(
  piece: Pick<TRentalPiece, 'start' | 'stop' | 'stoppedByOffRent'>,
  from: string,
  to: string,
): number {
  const { first, end } = billedSpan(piece);
  const lo = Math.max(first, dayNumber(from));
  const hi = Math.min(end, dayNumber(to) + 1);
  return Math.max(0, hi - lo);
}

/** Quantity × the days of [from, to] a piece bills. */
export function unitDays(piece: TRentalPiece, from: string, to: string): number {
  return fromUnits(toUnits(piece.quantity) * billableDays(piece, from, to));
}

/** Whether a piece is on rent at the end of day `day` (it has started and not come down). */
export function isOnRentAt(piece: Pick<TRentalPiece, 'start' | 'stop'>, day: string): boolean {
  return piece.start <= day && (piece.stop === null || piece.stop > day);
}

/** One line of the Rental screen: a company, record and object over the range. */
export type TRentalSummary = {
  companyId: string | null;
  recordId: string | null;
  objectId: string;
  /** On rent at the end of the range. */
  quantityOnRent: number;
  /** The earliest start of the pieces billing in the range. */
  rentStart: string;
  /** The latest stop, when nothing is on rent at the end of the range; else null. */
  rentStop: string | null;
  /** Days of the range with any quantity on rent. */
  billableDays: number;
  unitDays: number;
};

/**
 * The Rental screen's lines: per company, record and object, the pieces that bill in
 * [from, to] summed up. A company, record and object with nothing billing in the range has no
 * line.
 */
export function rentalSummary(
  pieces: readonly TRentalPiece[],
  from: string,
  to: string,
): TRentalSummary[] {
  const groups = new Map<string, TRentalPiece[]>();
  for (const piece of pieces) {
    if (billableDays(piece, from, to) === 0) continue;
    const key = keyOf(piece.companyId, piece.recordId, piece.objectId);
    groups.set(key, [...(groups.get(key) ?? []), piece]);
  }
  return [...groups.values()].map((group) => {
    const [head] = group;
    if (!head) throw new Error('empty rental group');
    const onRent = group.filter((p) => isOnRentAt(p, to));
    const days = new Set<number>();
    const lo = dayNumber(from);
    const hi = dayNumber(to) + 1;
    for (const piece of group) {
      const span = billedSpan(piece);
      for (let d = Math.max(span.first, lo); d < Math.min(span.end, hi); d++) days.add(d);
    }
    const stops = group.map((p) => p.stop).filter((s): s is string => s !== null);
    return {
      companyId: head.companyId,
      recordId: head.recordId,
      objectId: head.objectId,
      quantityOnRent: fromUnits(onRent.reduce((sum, p) => sum + toUnits(p.quantity), 0)),
      rentStart: group.map((p) => p.start).reduce((a, b) => (b < a ? b : a)),
      rentStop:
        onRent.length > 0 || stops.length === 0 ? null : stops.reduce((a, b) => (b > a ? b : a)),
      billableDays: days.size,
      unitDays: fromUnits(group.reduce((sum, p) => sum + toUnits(unitDays(p, from, to)), 0)),
    };
  });
}

/** The totals line: quantity on rent and unit-days summed (billable days of lines do not add up). */
export function rentalTotals(rows: readonly Pick<TRentalSummary, 'quantityOnRent' | 'unitDays'>[]) {
  return {
    quantityOnRent: fromUnits(rows.reduce((sum, r) => sum + toUnits(r.quantityOnRent), 0)),
    unitDays: fromUnits(rows.reduce((sum, r) => sum + toUnits(r.unitDays), 0)),
  };
}
