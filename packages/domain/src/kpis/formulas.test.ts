import { describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '../catalogues/event-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import {
  barrierCause,
  daysStanding,
  detailNumber,
  isInBacklog,
  isInspectionDue,
  isInspectionOnTime,
  isSameDay,
  isScheduleEligible,
  isScheduleOnTime,
  isStandingAt,
  scheduleClass,
  scheduleDays,
  siteDayRange,
  siteDaysBetween,
  statusFromLatestEvent,
  urgentResponseHours,
  wasInBacklogWhenStarted,
  type TKpiScaffoldFacts,
  type TKpiTaskFacts,
} from './formulas.ts';
import { D, local, taskFacts as task, TZ } from './task-facts.fixture.ts';

describe('siteDayRange and siteDaysBetween', () => {
  it('bounds a site day in the site time zone', () => {
    expect(siteDayRange(D, TZ)).toEqual({
      start: new Date('2026-01-15T06:00:00Z'),
      end: new Date('2026-01-16T06:00:00Z'),
    });
  });
  it('is 23 hours long on the spring-forward day', () => {
    const { start, end } = siteDayRange('2026-03-08', TZ);
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
  it('lists the days of a range, both ends included', () => {
    expect(siteDaysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(siteDaysBetween(D, '2026-01-14')).toEqual([]);
  });
});

describe('scheduleClass', () => {
  it.each<[string, Partial<TKpiTaskFacts>, string]>([
    [
      'urgent, started 2 hours after creation',
      { urgent: true, created: local(0, '07:00'), started: local(0, '09:00') },
      'emergency',
    ],
    [
      'urgent, started 2 hours and a minute after creation',
      { urgent: true, created: local(0, '07:00'), started: local(0, '09:01') },
      'breakIn',
    ],
    ['urgent, never started', { urgent: true, started: null }, 'breakIn'],
    [
      'urgent without a schedule is still urgent first',
      { urgent: true, scheduled: null },
      'breakIn',
    ],
    ['never had a scheduled time', { scheduled: null }, 'unscheduled'],
    [
      'Awaiting and scheduled before the day it started',
      { statusBeforeStart: TASK_STATUS.AWAITING, scheduled: local(-1, '10:00') },
      'backlog',
    ],
    [
      'Awaiting next opportunity when started',
      {
        statusBeforeStart: TASK_STATUS.AWAITING,
        nextOpportunity: true,
        scheduled: local(3, '10:00'),
      },
      'backlog',
    ],
    [
      'Awaiting but scheduled on the day it started: on schedule',
      { statusBeforeStart: TASK_STATUS.AWAITING },
      'onSchedule',
    ],
    [
      'Scheduled (not Awaiting) before the start, late',
      { scheduled: local(-1, '10:00') },
      'notOnSchedule',
    ],
    ['completed on the scheduled site day', {}, 'onSchedule'],
    ['completed a day early', { scheduled: local(1, '10:00') }, 'notOnSchedule'],
    [
      'same UTC day, another site day',
      { scheduled: local(0, '23:00'), completed: local(1, '01:00') },
      'notOnSchedule',
    ],
    ['not completed', { status: TASK_STATUS.IN_PROGRESS, completed: null }, 'unclassified'],
  ])('%s', (_name, over, expected) => {
    expect(scheduleClass(task(over), TZ)).toBe(expected);
  });
});

describe('percent schedule', () => {
  it.each<[string, Partial<TKpiTaskFacts>, boolean, boolean]>([
    ['completed on the scheduled day', {}, true, true],
    ['completed before the scheduled day', { scheduled: local(2, '08:00') }, true, true],
    ['completed after the scheduled day', { scheduled: local(-1, '08:00') }, true, false],
    ['urgent tasks are left out', { urgent: true }, false, true],
    ['tasks without a scheduled time are left out', { scheduled: null }, false, false],
    ['completed another day', { completed: local(1, '08:00') }, false, false],
    ['completed time but not Complete', { status: TASK_STATUS.CANCELED }, false, false],
  ])('%s', (_name, over, eligible, onTime) => {
    expect(isScheduleEligible(task(over), D, TZ)).toBe(eligible);
    expect(isScheduleOnTime(task(over), TZ)).toBe(onTime);
  });
});

describe('schedule days and urgent response hours', () => {
  it.each<[string, Partial<TKpiTaskFacts>, number | null]>([
    ['two days and two hours', {}, 2 + 2 / 24],
    ['no scheduled time', { scheduled: null }, null],
    ['scheduled before creation counts as 0', { scheduled: local(-3, '08:00') }, 0],
  ])('schedule days: %s', (_name, over, expected) => {
    const value = scheduleDays(task(over));
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected);
  });
  it.each<[string, Partial<TKpiTaskFacts>, number | null]>([
    ['urgent, started 25 hours after creation', { urgent: true }, 49],
    ['urgent, started within the hour', { urgent: true, created: local(0, '08:30') }, 0.5],
    ['not urgent', {}, null],
    ['urgent, not started', { urgent: true, started: null }, null],
  ])('urgent response: %s', (_name, over, expected) => {
    const value = urgentResponseHours(task(over));
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected);
  });
});

describe('same-day', () => {
  it('uses the spec rule on the task facts', () => {
    expect(isSameDay(task({ awaitingStart: local(0, '09:00') }), TZ)).toBe(true);
    expect(isSameDay(task({ awaitingStart: local(0, '00:30') }), TZ)).toBe(false);
    expect(isSameDay(task({ awaitingStart: null }), TZ)).toBe(false);
  });
});

describe('status history and the Backlog', () => {
  it.each<[string, { eventType: number; taskStatus: number | null } | null, number | null]>([
    ['no event yet', null, null],
    ['new task added', { eventType: EVENT_TYPE.NEW_TASK_ADDED, taskStatus: 30 }, 30],
    ['status updated', { eventType: EVENT_TYPE.TASK_STATUS_UPDATED, taskStatus: 40 }, 40],
    ['deleted', { eventType: EVENT_TYPE.TASK_DELETED, taskStatus: 30 }, null],
    ['restored', { eventType: EVENT_TYPE.TASK_RESTORED, taskStatus: 30 }, 30],
  ])('status from the latest event: %s', (_name, latest, expected) => {
    expect(statusFromLatestEvent(latest)).toBe(expected);
  });

  it.each<[string, { scheduled: Date | null; nextOpportunity: boolean }, number | null, boolean]>([
    [
      'Awaiting, scheduled the day before',
      { scheduled: local(-1, '23:59'), nextOpportunity: false },
      30,
      true,
    ],
    [
      'Awaiting, scheduled that day',
      { scheduled: local(0, '00:00'), nextOpportunity: false },
      30,
      false,
    ],
    ['Awaiting, next opportunity', { scheduled: null, nextOpportunity: true }, 30, true],
    ['Awaiting, no schedule', { scheduled: null, nextOpportunity: false }, 30, false],
    ['Scheduled status', { scheduled: local(-3, '10:00'), nextOpportunity: true }, 20, false],
    ['deleted then', { scheduled: local(-3, '10:00'), nextOpportunity: false }, null, false],
  ])('in the Backlog on D: %s', (_name, t, status, expected) => {
    expect(isInBacklog(t, status, D, TZ)).toBe(expected);
  });

  it('was in the Backlog when started', () => {
    const late = { statusBeforeStart: TASK_STATUS.AWAITING, scheduled: local(-1, '10:00') };
    expect(wasInBacklogWhenStarted(task(late), TZ)).toBe(true);
    expect(wasInBacklogWhenStarted(task({ ...late, started: null }), TZ)).toBe(false);
    expect(wasInBacklogWhenStarted(task({ ...late, statusBeforeStart: null }), TZ)).toBe(false);
  });
});

describe('task details', () => {
  it.each<[unknown, number]>([
    [4.5, 4.5],
    ['12', 12],
    [' 3.25 ', 3.25],
    ['', 0],
    ['abc', 0],
    [-2, 0],
    [null, 0],
    [undefined, 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
  ])('number detail %j is %d', (value, expected) => {
    expect(detailNumber({ laborHours: value }, 'laborHours')).toBe(expected);
  });
  it.each<[unknown, string]>([
    ['permitDelay', 'permitDelay'],
    ['nonsense', 'other'],
    [undefined, 'other'],
    [3, 'other'],
  ])('barrier cause %j is %s', (value, expected) => {
    expect(barrierCause({ barrierCause: value })).toBe(expected);
  });
});

describe('inspections', () => {
  const inspection = (over: Partial<TKpiTaskFacts>) =>
    task({ taskType: TASK_TYPE.INSPECTION, ...over });
  it.each<[string, Partial<TKpiTaskFacts>, boolean, boolean]>([
    ['completed on its scheduled day', {}, true, true],
    ['completed the next day', { completed: local(1, '08:00') }, true, false],
    [
      'completed early',
      { scheduled: local(0, '10:00'), completed: local(-1, '10:00') },
      true,
      true,
    ],
    ['open', { status: TASK_STATUS.SCHEDULED, completed: null }, true, false],
    ['scheduled another day', { scheduled: local(1, '10:00') }, false, true],
    ['no scheduled time', { scheduled: null }, false, false],
  ])('%s', (_name, over, due, onTime) => {
    expect(isInspectionDue(inspection(over), D, TZ)).toBe(due);
    expect(isInspectionOnTime(inspection(over), TZ)).toBe(onTime);
  });
  it('only scaffolding inspections (type 13) are due', () => {
    expect(isInspectionDue(task(), D, TZ)).toBe(false);
    expect(isInspectionDue(task({ taskType: TASK_TYPE.SAFETY_INSPECTION }), D, TZ)).toBe(false);
  });
});

describe('standing scaffolds', () => {
  const end = siteDayRange(D, TZ).end;
  const scaffold = (over: Partial<TKpiScaffoldFacts>): TKpiScaffoldFacts => ({
    recordId: 'r1',
    craftType: 10,
    installed: local(-10, '00:00'),
    closed: null,
    installationTaskId: 't1',
    companyId: 'c1',
    locationId: 'l1',
    taskType: TASK_TYPE.INSTALLATION,
    ...over,
  });
  it.each<[string, Partial<TKpiScaffoldFacts>, boolean]>([
    ['installed, open', {}, true],
    ['installed just before midnight', { installed: local(0, '23:59') }, true],
    ['installed at the next midnight', { installed: end }, false],
    ['not installed', { installed: null }, false],
    ['closed that day', { closed: local(0, '12:00') }, false],
    ['closed the next day', { closed: local(1, '12:00') }, true],
  ])('%s', (_name, over, expected) => {
    expect(isStandingAt(scaffold(over), end)).toBe(expected);
  });
  it('days standing run to the end of the day, in whole days as the dashboard counts them', () => {
    expect(daysStanding(scaffold({}), end)).toBe(11);
    expect(daysStanding(scaffold({ installed: local(0, '12:00') }), end)).toBe(0);
    expect(daysStanding(scaffold({ installed: local(-1, '12:00') }), end)).toBe(1);
  });
});
