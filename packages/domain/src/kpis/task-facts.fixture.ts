/**
 * Test facts shared by the KPI formula and builder tables: one site day in Chicago and a task
 * completed on schedule that day, which each case changes as it needs.
 */
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import type { TKpiTaskFacts } from './formulas.ts';

// Chicago is UTC-6 in January: 2026-01-15 runs from 06:00Z to 06:00Z the next day.
export const TZ = 'America/Chicago';
export const D = '2026-01-15';

/** A Chicago local time, dayOffset days from D. */
export const local = (dayOffset: number, hm: string) =>
  new Date(Date.parse(`${D}T${hm}:00-06:00`) + dayOffset * 86_400_000);

/** A Repair task created two days before D, started, scheduled and completed on D. */
export function taskFacts(over: Partial<TKpiTaskFacts> = {}): TKpiTaskFacts {
  return {
    id: 't1',
    craftType: 10,
    companyId: 'c1',
    locationId: 'l1',
    taskType: TASK_TYPE.REPAIR,
    status: TASK_STATUS.COMPLETE,
    created: local(-2, '08:00'),
    scheduled: local(0, '10:00'),
    awaitingStart: null,
    started: local(0, '09:00'),
    completed: local(0, '14:00'),
    urgent: false,
    nextOpportunity: false,
    details: {},
    statusBeforeStart: TASK_STATUS.SCHEDULED,
    ...over,
  };
}
