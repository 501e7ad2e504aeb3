import { z } from 'zod';
import { isCraftType } from '../catalogues/craft-types.ts';
import { isTaskStatus } from '../catalogues/task-statuses.ts';
import { TEXT_LIMITS } from '../text/text.ts';
import { ZDateTime } from '../time/date-bounds.ts';

/** The longest range the calendar reads at once: a month view with its edge weeks fits. */
export const CALENDAR_MAX_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many of each filter's values. */
const MAX_VALUES = 200;
/** At most this many tasks in the unscheduled side list. */
export const UNSCHEDULED_MAX = 200;

export const SCHEDULING_FILTER_MESSAGES = {
  range: `Please pick a range of at most ${CALENDAR_MAX_DAYS} days.`,
} as const;

const ZId = z.string().trim().min(1).max(TEXT_LIMITS.id);

/** The calendar's filters (empty: no narrowing; the caller's scope always applies). */
export const ZSchedulingFilters = z.object({
  craftTypes: z
    .array(
      z
        .number()
        .int()
        .refine((c): boolean => isCraftType(c), { error: 'Unknown craft type.' }),
    )
    .max(MAX_VALUES)
    .default([]),
  companyIds: z.array(ZId).max(MAX_VALUES).default([]),
  locationIds: z.array(ZId).max(MAX_VALUES).default([]),
  statuses: z
    .array(
      z
        .number()
        .int()
        .refine((c): boolean => isTaskStatus(c), { error: 'Unknown task status.' }),
    )
    .max(MAX_VALUES)
    .default([]),
});
export type TSchedulingFilters = z.output<typeof ZSchedulingFilters>;

/** scheduling.calendar: tasks scheduled in [from, to), at most 62 days. */
export const ZCalendarInput = ZSchedulingFilters.extend({
  from: ZDateTime,
  to: ZDateTime,
}).refine(
  (s) => {
    const span = Date.parse(s.to) - Date.parse(s.from);
    return span > 0 && span <= CALENDAR_MAX_DAYS * DAY_MS;
  },
  { path: ['to'], error: SCHEDULING_FILTER_MESSAGES.range },
);
export type TCalendarInput = z.output<typeof ZCalendarInput>;

/** scheduling.unscheduled: the side list (Awaiting Schedule and Next Opportunity tasks). */
export const ZUnscheduledInput = ZSchedulingFilters;
export type TUnscheduledInput = z.output<typeof ZUnscheduledInput>;
