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

/** The deleted list's filter on the deleted column: site calendar dates, both ends included. */
export const ZDeletedTaskFilters = z.object({
  deletedFrom: ZDateKey.nullable(),
  deletedTo: ZDateKey.nullable(),
});
export type TDeletedTaskFilters = z.output<typeof ZDeletedTaskFilters>;

export const NO_DELETED_TASK_FILTERS: TDeletedTaskFilters = { deletedFrom: null, deletedTo: null };

/** A range of site calendar dates as the server's instants: from the start of `from` to the end of `to`. */
function dateRangeInput(
  from: string | null,
  to: string | null,
  timeZone: string,
): { from: string | null; to: string | null } {
  const startOfDay = (key: string, days = 0) =>
    fromSiteWallTime(dayjs.utc(key).add(days, 'day'), timeZone);
  return {
    from: from ? startOfDay(from).toISOString() : null,
    // The last millisecond of the `to` day.
    to: to ? new Date(startOfDay(to, 1).getTime() - 1).toISOString() : null,
  };
}

export function completedRangeInput(
  filters: TTaskFilters,
  timeZone: string,
): { completedFrom: string | null; completedTo: string | null } {
  const { from, to } = dateRangeInput(filters.completedFrom, filters.completedTo, timeZone);
  return { completedFrom: from, completedTo: to };
}

export function deletedRangeInput(
  filters: TDeletedTaskFilters,
  timeZone: string,
): { deletedFrom: string | null; deletedTo: string | null } {
  const { from, to } = dateRangeInput(filters.deletedFrom, filters.deletedTo, timeZone);
  return { deletedFrom: from, deletedTo: to };
}
