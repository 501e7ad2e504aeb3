import { z } from 'zod';
import { startOfNextSiteDay } from '../time/site-day.ts';
import { TASK_STATUS, type TTaskStatusCode } from './task-statuses.ts';

/**
 * How a task is scheduled: on a picked day and time ('date'), or by one of the schedule
 * picker's radio options.
 */
export const SCHEDULE_CHOICES = ['date', 'urgent', 'awaitingSchedule', 'nextOpportunity'] as const;
export type TScheduleChoice = (typeof SCHEDULE_CHOICES)[number];
export const ZScheduleChoice = z.enum(SCHEDULE_CHOICES);

/**
 * The schedule rule: a picked day gives Awaiting if it is today or earlier (site time zone), else
 * Scheduled; Urgent gives Awaiting; Awaiting Schedule gives Awaiting Schedule; Next Opportunity
 * and anything else give Awaiting (a 'date' choice without a time counts as anything else).
 */
export function scheduleRule(
  choice: TScheduleChoice | null | undefined,
  scheduledAt: Date | null | undefined,
  now: Date,
  timeZone: string,
): TTaskStatusCode {
  switch (choice) {
    case 'date':
      if (!scheduledAt) return TASK_STATUS.AWAITING;
      return scheduledAt < startOfNextSiteDay(now, timeZone)
        ? TASK_STATUS.AWAITING
        : TASK_STATUS.SCHEDULED;
    case 'awaitingSchedule':
      return TASK_STATUS.AWAITING_SCHEDULE;
    case 'urgent':
    case 'nextOpportunity':
    default:
      return TASK_STATUS.AWAITING;
  }
}
