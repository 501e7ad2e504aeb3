/**
 * The KPI formulas of DECISIONS.md (KPIs) and decision 140, per task: pure functions on a task's
 * facts. The daily builder (daily.ts) decides with them which counters a task adds to on a day.
 */
import dayjs from 'dayjs';
import { isBarrierCause, type TBarrierCause } from '../catalogues/barrier-causes.ts';
import { EVENT_TYPE } from '../catalogues/event-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { standingDays } from '../records/standing.ts';
import { fromSiteWallTime, siteDateKey } from '../time/site-time.ts';
import type { TScheduleClass } from './keys.ts';
import { isSameDayTask } from './same-day.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** An urgent task started within this long of its creation is an emergency. */
export const EMERGENCY_START_MS = 2 * HOUR;

/** What the KPIs know about one task (not deleted now). */
export type TKpiTaskFacts = {
  id: string;
  craftType: number;
  companyId: string | null;
  locationId: string | null;
  taskType: number;
  /** The current status. */
  status: number;
  created: Date;
  scheduled: Date | null;
  awaitingStart: Date | null;
  started: Date | null;
  completed: Date | null;
  urgent: boolean;
  nextOpportunity: boolean;
  /** taskSpecificDetails (laborHours, legFeet, squareFeetPainted, squareFeetSandblasted, barrierHours, barrierCause). */
  details: Record<string, unknown>;
  /** The status just before it was started (null: not started, or no history). */
  statusBeforeStart: number | null;
};

/** A site day (YYYY-MM-DD) as the instants [start, end). */
export function siteDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const wall = dayjs.utc(`${day}T00:00:00Z`);
  return {
    start: fromSiteWallTime(wall, timeZone),
    end: fromSiteWallTime(wall.add(1, 'day'), timeZone),
  };
}

/** The site days from..to (YYYY-MM-DD), both included, in order. */
export function siteDaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let d = dayjs.utc(`${from}T00:00:00Z`);
  const last = dayjs.utc(`${to}T00:00:00Z`);
  while (!d.isAfter(last)) {
    out.push(d.format('YYYY-MM-DD'));
    d = d.add(1, 'day');
  }
  return out;
}

function on(instant: Date | null, day: string, timeZone: string): boolean {
  return instant !== null && siteDateKey(instant, timeZone) === day;
}

/**
 * A task's status at an instant from its latest status-carrying event at or before it (new task
 * added, status updated, deleted, restored): null while it was deleted or before it existed.
 */
export function statusFromLatestEvent(
  latest: { eventType: number; taskStatus: number | null } | null,
): number | null {
  if (!latest || latest.eventType === EVENT_TYPE.TASK_DELETED) return null;
  return latest.taskStatus;
}

/**
 * The Backlog list (DECISIONS "Task lists") on a site day: status 30 Awaiting and scheduled
 * before the start of that site day, or next opportunity.
 */
export function isInBacklog(
  task: { scheduled: Date | null; nextOpportunity: boolean },
  status: number | null,
  day: string,
  timeZone: string,
): boolean {
  if (status !== TASK_STATUS.AWAITING) return false;
  if (task.nextOpportunity) return true;
  return task.scheduled !== null && siteDateKey(task.scheduled, timeZone) < day;
}

/** Whether the task was in the Backlog list when it was started. */
export function wasInBacklogWhenStarted(task: TKpiTaskFacts, timeZone: string): boolean {
  if (task.started === null) return false;
  return isInBacklog(task, task.statusBeforeStart, siteDateKey(task.started, timeZone), timeZone);
}

/** Whether the task counts as completed (status 90 with a completion time). */
export function completedAt(task: TKpiTaskFacts): Date | null {
  return task.status === TASK_STATUS.COMPLETE ? task.completed : null;
}

/** The schedule class of a completed task: the first that applies. */
export function scheduleClass(task: TKpiTaskFacts, timeZone: string): TScheduleClass {
  const completed = completedAt(task);
  if (task.urgent) {
    const started = task.started;
    if (started && started.getTime() - task.created.getTime() <= EMERGENCY_START_MS) {
      return 'emergency';
    }
    return 'breakIn';
  }
  if (task.scheduled === null) return 'unscheduled';
  if (wasInBacklogWhenStarted(task, timeZone)) return 'backlog';
  if (completed === null) return 'unclassified';
  return siteDateKey(completed, timeZone) === siteDateKey(task.scheduled, timeZone)
    ? 'onSchedule'
    : 'notOnSchedule';
}

/** The kpiPercentSchedule base: completed that day, with a scheduled time, not urgent. */
export function isScheduleEligible(task: TKpiTaskFacts, day: string, timeZone: string): boolean {
  return on(completedAt(task), day, timeZone) && task.scheduled !== null && !task.urgent;
}

/** Of those, completed on or before the scheduled site day. */
export function isScheduleOnTime(task: TKpiTaskFacts, timeZone: string): boolean {
  const completed = completedAt(task);
  if (completed === null || task.scheduled === null) return false;
  return siteDateKey(completed, timeZone) <= siteDateKey(task.scheduled, timeZone);
}

/**
 * Days from creation to the scheduled time (0 when scheduled for before its creation), or null
 * without a scheduled time. Counted on the day the task was created.
 */
export function scheduleDays(task: TKpiTaskFacts): number | null {
  if (task.scheduled === null) return null;
  return Math.max(0, (task.scheduled.getTime() - task.created.getTime()) / DAY);
}

/** Hours from creation to start of an urgent started task (0 at the least), else null. */
export function urgentResponseHours(task: TKpiTaskFacts): number | null {
  if (!task.urgent || task.started === null) return null;
  return Math.max(0, (task.started.getTime() - task.created.getTime()) / HOUR);
}

/** The spec's same-day rule on a task's facts. */
export function isSameDay(task: TKpiTaskFacts, timeZone: string): boolean {
  // Awaiting and scheduled on different site dates are never the same day: answered without
  // the wall-clock arithmetic, which costs far more than a date.
  const { awaitingStart, scheduled } = task;
  if (
    awaitingStart === null ||
    scheduled === null ||
    siteDateKey(awaitingStart, timeZone) !== siteDateKey(scheduled, timeZone)
  ) {
    return false;
  }
  return isSameDayTask(
    {
      urgent: task.urgent,
      timestampAwaitingStart: task.awaitingStart,
      timestampScheduled: task.scheduled,
    },
    timeZone,
  );
}

/** A number task detail: a finite number or numeric text, not negative; else 0. */
export function detailNumber(details: Record<string, unknown>, key: string): number {
  const value = details[key];
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The barrier cause of a task's barrier hours; missing or unknown causes count as other. */
export function barrierCause(details: Record<string, unknown>): TBarrierCause {
  const value = details.barrierCause;
  return typeof value === 'string' && isBarrierCause(value) ? value : 'other';
}

/** Whether a task is a scaffolding inspection. */
export function isInspection(task: { taskType: number }): boolean {
  return task.taskType === TASK_TYPE.INSPECTION;
}

/** An inspection is due on its scheduled site day. */
export function isInspectionDue(task: TKpiTaskFacts, day: string, timeZone: string): boolean {
  return isInspection(task) && on(task.scheduled, day, timeZone);
}

/** It was on time when completed by the end of its scheduled site day. */
export function isInspectionOnTime(task: TKpiTaskFacts, timeZone: string): boolean {
  const completed = completedAt(task);
  if (completed === null || task.scheduled === null) return false;
  return siteDateKey(completed, timeZone) <= siteDateKey(task.scheduled, timeZone);
}

/** A scaffold (craft record of craft type Scaffolding) as the standing-scaffold KPIs see it. */
export type TKpiScaffoldFacts = {
  recordId: string;
  craftType: number;
  installed: Date | null;
  /** When the record was closed (null: open). */
  closed: Date | null;
  /** Its installation task (type 10): the earliest completed one, else the earliest one. */
  installationTaskId: string | null;
  companyId: string | null;
  locationId: string | null;
  taskType: number;
};

/** Standing at the end of a day (`end`, exclusive): installed before it, not closed before it. */
export function isStandingAt(scaffold: TKpiScaffoldFacts, end: Date): boolean {
  if (scaffold.installed === null || scaffold.installed.getTime() >= end.getTime()) return false;
  return scaffold.closed === null || scaffold.closed.getTime() >= end.getTime();
}

/** Whole days a standing scaffold has stood at an instant (the dashboard's standingDays). */
export function daysStanding(scaffold: TKpiScaffoldFacts, at: Date): number {
  return (
    standingDays(
      {
        installed: scaffold.installed !== null,
        timestampMarkedInstalled: scaffold.installed,
        open: true,
        timestampRecordClosed: null,
      },
      at,
    ) ?? 0
  );
}

/** Whether an instant falls on a site day. */
export function isOnSiteDay(instant: Date | null, day: string, timeZone: string): boolean {
  return on(instant, day, timeZone);
}
