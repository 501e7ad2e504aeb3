import { z } from 'zod';
import { DATE_RANGE_MESSAGE } from '../lists/date-range.ts';
import { toCsv } from '../lists/csv.ts';
import type { TInventoryUser } from './access.ts';
import { dayNumber, isCalendarDay, type TRentalSummary } from './rental-days.ts';

/**
 * The Rental screen's texts, filter and inputs, the rule for moving an Off Rent line's
 * rent-stop date, and the export. The rental days themselves (pieces, billable days, the
 * screen's lines): rental-days.ts.
 */

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
