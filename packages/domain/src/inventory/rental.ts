import { z } from 'zod';
import { INITIATING_EVENT, INVENTORY_TRANSACTION_TYPE } from '../catalogues/inventory.ts';
import { DATE_RANGE_MESSAGE } from '../lists/date-range.ts';
import { toCsv } from '../lists/csv.ts';
import type { TInventoryUser } from './access.ts';

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

export const RENTAL_TEXTS = {
  title: 'Rental',
  notOffRent: 'Only an Off Rent line has a rent-stop date.',
  afterLineDay: "The rent-stop date can't be after the line's date.",
  beforeCutoff: "The rent-stop date can't be before the last billing cut-off.",
  beforeRentStart: "The rent-stop date can't be before the rent started.",
  invalidDate: 'Please enter a valid date.',
  rangeTooLong: 'Please choose a range of at most 10 years.',
  noRows: 'No material on rent in this range.',
  noOffRentLines: 'No Off Rent lines in this range.',
} as const;

/** A site day, 'YYYY-MM-DD', that is a real calendar day. */
export const ZSiteDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RENTAL_TEXTS.invalidDate })
  .refine(isCalendarDay, { error: RENTAL_TEXTS.invalidDate });

/** The longest range a list may ask for, in days. */
export const RENTAL_RANGE_MAX_DAYS = 3660;

const ZId = z.string().min(1).max(128);

/** The Rental screen's filter: a range of site days (both included) and optional narrowing. */
export const ZRentalFilter = z
  .object({
    from: ZSiteDay,
    to: ZSiteDay,
    companyId: ZId.nullish(),
    recordId: ZId.nullish(),
    objectId: ZId.nullish(),
  })
  .superRefine((range, ctx) => {
    if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
    const days = dayNumber(range.to) - dayNumber(range.from);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_MESSAGE });
    else if (days >= RENTAL_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: RENTAL_TEXTS.rangeTooLong });
  });
export type TRentalFilter = z.output<typeof ZRentalFilter>;

export const ZSetRentStopInput = z.object({ transactionId: ZId, rentStopDate: ZSiteDay });
export type TSetRentStopInput = z.output<typeof ZSetRentStopInput>;

/** Day number of a 'YYYY-MM-DD' day (days since 1970-01-01). */
export function dayNumber(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The 'YYYY-MM-DD' day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    y <= 2200 &&
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

/**
 * Why a new rent-stop date is refused, or null: it must be on or before the line's date, on
 * or after the last billing cut-off (when the site has one) and on or after the start of the
 * rent it stops.
 */
export function rentStopRefusal(input: {
  rentStopDate: string;
  lineDay: string;
  billingCutoff?: string | null;
  rentStart?: string | null;
}): string | null {
  if (!isCalendarDay(input.rentStopDate)) return RENTAL_TEXTS.invalidDate;
  if (input.rentStopDate > input.lineDay) return RENTAL_TEXTS.afterLineDay;
  if (input.billingCutoff && input.rentStopDate < input.billingCutoff)
    return RENTAL_TEXTS.beforeCutoff;
  if (input.rentStart && input.rentStopDate < input.rentStart) return RENTAL_TEXTS.beforeRentStart;
  return null;
}

/**
 * Who may move an Off Rent line's rent-stop date: plant personnel, site admins, or a user of
 * the line's company who may update tasks.
 */
export function mayChangeRentStop(
  user: TInventoryUser,
  line: { companyId: string | null },
): boolean {
  const p = user.permissions;
  if (p.isPlantPersonnel || p.isSiteAdmin) return true;
  return p.canUpdateTasks && user.companyId !== null && line.companyId === user.companyId;
}

/** The earliest rent-stop date a line may take: the later of the cut-off and the rent start. */
export function earliestRentStop(
  billingCutoff: string | null | undefined,
  rentStart: string | null | undefined,
): string | null {
  const bounds = [billingCutoff, rentStart].filter((d): d is string => Boolean(d));
  return bounds.length ? bounds.reduce((a, b) => (b > a ? b : a)) : null;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (the product's date format); '' for none. */
export function formatSiteDay(day: string | null | undefined): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** 'Rental - {MM-DD-YYYY}.csv'. */
export function rentalExportFileName(exportDate: string): string {
  return `Rental - ${exportDate}.csv`;
}

export const RENTAL_CSV_HEADERS = [
  'Company',
  'Craft Record',
  'Object',
  'Qty On Rent',
  'Rent Start',
  'Rent Stop',
  'Billable Days',
  'Unit-Days',
] as const;

/** A Rental line as the screen and the export show it: names instead of ids. */
export type TRentalRow = TRentalSummary & {
  companyName: string;
  recordTitle: string;
  objectTitle: string;
};

/** The Rental export: the screen's columns, dates MM/DD/YYYY, through the one CSV writer. */
export function rentalCsv(rows: readonly TRentalRow[]): string {
  return toCsv(
    RENTAL_CSV_HEADERS,
    rows.map((r) => [
      r.companyName,
      r.recordTitle,
      r.objectTitle,
      r.quantityOnRent,
      formatSiteDay(r.rentStart),
      formatSiteDay(r.rentStop),
      r.billableDays,
      r.unitDays,
    ]),
  );
}
