import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { defaultCompletedRange } from '@craftwork/domain/lists/task-list';
import { fromSiteWallTime, siteDateKey } from '@craftwork/domain/time/site-time';

dayjs.extend(utc);

/** The craft record lists' column filters. */
export const ZCraftRecordFilters = z.object({
  /** Location column; null: every location. */
  locationIds: z.array(z.string()).max(500).nullable(),
  /** Installed column (Yes/No); null: both. */
  installed: z.boolean().nullable(),
});
export type TCraftRecordFilters = z.output<typeof ZCraftRecordFilters>;

export const NO_CRAFT_RECORD_FILTERS: TCraftRecordFilters = { locationIds: null, installed: null };

const ZDateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The task lists' filter on the completed column: site calendar dates, both ends included. */
export const ZTaskFilters = z.object({
  completedFrom: ZDateKey.nullable(),
  completedTo: ZDateKey.nullable(),
});
export type TTaskFilters = z.output<typeof ZTaskFilters>;

export const NO_TASK_FILTERS: TTaskFilters = { completedFrom: null, completedTo: null };

/** The Completed list starts on the last 30 days, as site calendar dates. */
export function defaultCompletedFilters(now: Date, timeZone: string): TTaskFilters {
  const { from, to } = defaultCompletedRange(now, timeZone);
  return { completedFrom: siteDateKey(from, timeZone), completedTo: siteDateKey(to, timeZone) };
}

/** The date range as the server's instants: from the start of `from` to the end of `to`. */
export function completedRangeInput(
  filters: TTaskFilters,
  timeZone: string,
): { completedFrom: string | null; completedTo: string | null } {
  const startOfDay = (key: string, days = 0) =>
    fromSiteWallTime(dayjs.utc(key).add(days, 'day'), timeZone);
  return {
    completedFrom: filters.completedFrom ? startOfDay(filters.completedFrom).toISOString() : null,
    // The last millisecond of the `to` day.
    completedTo: filters.completedTo
      ? new Date(startOfDay(filters.completedTo, 1).getTime() - 1).toISOString()
      : null,
  };
}
