import { z } from 'zod';

/** Dates the product accepts: years 1900 to 2200 (UTC), so no typo of year 1 or 9999 is stored. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

export const DATE_MESSAGES = {
  outOfRange: `Please enter a date between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`,
  invalid: 'Please enter a valid date.',
} as const;

const EARLIEST = Date.UTC(DATE_YEAR_MIN, 0, 1);
const AFTER_LATEST = Date.UTC(DATE_YEAR_MAX + 1, 0, 1);

/** Whether an instant falls in the accepted years. */
export function isDateInBounds(date: Date): boolean {
  const t = date.getTime();
  return Number.isFinite(t) && t >= EARLIEST && t < AFTER_LATEST;
}

/**
 * Whether a 'YYYY-MM-DD' day falls in the accepted years: the bound on written dates, which
 * every filter's days take too, so no read asks for a range no stored date can be in.
 */
export function isDayInBounds(day: string): boolean {
  const m = /^(\d{4})-\d{2}-\d{2}$/.exec(day);
  const year = Number(m?.[1]);
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** Whether a text is an ISO 8601 date-time (with seconds optional and an offset or Z) in bounds. */
export function isBoundedIsoDateTime(value: string): boolean {
  return ZDateTime.safeParse(value).success;
}

/**
 * Every date-time a procedure takes: ISO 8601 with an offset ('2026-03-01T07:00:00.000Z'),
 * in the years 1900 to 2200.
 */
export const ZDateTime = z.iso
  .datetime({ offset: true, error: DATE_MESSAGES.invalid })
  // A value that is no date at all was reported by the format check above.
  .refine((value) => Number.isNaN(Date.parse(value)) || isDateInBounds(new Date(value)), {
    error: DATE_MESSAGES.outOfRange,
  });
