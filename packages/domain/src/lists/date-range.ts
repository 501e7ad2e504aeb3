/** What a list says when its date range ends before it starts, instead of showing no rows. */
export const DATE_RANGE_MESSAGE = 'The "to" date is before the "from" date.';

/**
 * Whether a date range ends before it starts. The ends are ISO dates or date-times; a missing
 * end leaves the range open on that side, and the same day at both ends is one whole day.
 */
export function isDateRangeReversed(
  from: string | null | undefined,
  to: string | null | undefined,
): boolean {
  if (!from || !to) return false;
  const start = Date.parse(from);
  const end = Date.parse(to);
  return Number.isFinite(start) && Number.isFinite(end) && end < start;
}
