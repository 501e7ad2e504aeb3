/**
 * The daily builder: one site day's task and scaffold facts grouped into KPI records (craft type
 * × company × location × task type), with counters, barrier hours by cause and the task ids
 * behind each KPI. Which task adds to which counter on which day is decided here only.
 */
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import {
  barrierCause,
  completedAt,
  daysStanding,
  detailNumber,
  isInBacklog,
  isInspectionDue,
  isInspectionOnTime,
  isOnSiteDay,
  isSameDay,
  isScheduleEligible,
  isScheduleOnTime,
  isStandingAt,
  scheduleClass,
  scheduleDays,
  siteDayRange,
  urgentResponseHours,
  type TKpiScaffoldFacts,
  type TKpiTaskFacts,
} from './formulas.ts';
import { SCHEDULE_CLASS_COUNTERS } from './aggregate.ts';
import {
  emptyCounters,
  type TKpiCounter,
  type TKpiKey,
  type TKpiRecord,
  type TScheduleClass,
} from './keys.ts';

export type TDailyInput = {
  /** The site day, YYYY-MM-DD. */
  day: string;
  timeZone: string;
  /** Tasks (not deleted) that may count on the day; others are ignored. */
  tasks: readonly TKpiTaskFacts[];
  /** Each task's status at the end of the day from its history (null: deleted then, or not yet created). */
  statusAtEndOfDay: ReadonlyMap<string, number | null>;
  /** Scaffolding craft records (not deleted) that may stand at the end of the day. */
  scaffolds: readonly TKpiScaffoldFacts[];
  /**
   * A day still running (today, computed on demand) counts its standing scaffolds and their
   * days at this instant, as the standing summary does, rather than at its future end.
   */
  snapshotAt?: Date;
};

/** Task detail sums of completed tasks: counter, detail key, KPI. */
const DETAIL_SUMS: readonly [TKpiCounter, string, TKpiKey][] = [
  ['laborHours', 'laborHours', 'kpiLaborHours'],
  ['legFeet', 'legFeet', 'kpiLegFeet'],
  ['squareFeetPainted', 'squareFeetPainted', 'kpiSquareFeetPainted'],
  ['squareFeetSandblasted', 'squareFeetSandblasted', 'kpiSquareFeetSandblasted'],
];

/** A record's counters before anything counts (copied per group). */
const NO_COUNTS = emptyCounters();

type TGroup = {
  record: TKpiRecord;
  ids: Map<TKpiKey | TScheduleClass, Set<string>>;
};

type TGroupKey = {
  craftType: number;
  companyId: string | null;
  locationId: string | null;
  taskType: number;
};

/** Builds the KPI records of one site day; a group that nothing counts in has no record. */
export function buildDailyRecords(input: TDailyInput): TKpiRecord[] {
  const { day, timeZone } = input;
  const { end } = siteDayRange(day, timeZone);
  const groups = new Map<string, TGroup>();

  const group = (k: TGroupKey): TGroup => {
    const key = JSON.stringify([k.craftType, k.companyId, k.locationId, k.taskType]);
    let g = groups.get(key);
    if (!g) {
      g = {
        record: {
          day,
          craftType: k.craftType,
          companyId: k.companyId,
          locationId: k.locationId,
          taskType: k.taskType,
          counters: { ...NO_COUNTS },
          barrierCauses: {},
          taskIds: {},
        },
        ids: new Map(),
      };
      groups.set(key, g);
    }
    return g;
  };
  const count = (
    of: TGroup | (() => TGroup),
    counter: TKpiCounter,
    value: number,
    kpi: TKpiKey | TScheduleClass | null,
    id: string | null,
  ) => {
    const g = typeof of === 'function' ? of() : of;
    g.record.counters[counter] += value;
    if (kpi === null || id === null) return;
    let set = g.ids.get(kpi);
    if (!set) g.ids.set(kpi, (set = new Set()));
    set.add(id);
  };

  for (const task of input.tasks) {
    // The task's group, made when the task first counts (many facts count on other days).
    let made: TGroup | null = null;
    const g = () => (made ??= group(task));
    const id = task.id;
    const completed = completedAt(task);

    if (isOnSiteDay(task.created, day, timeZone)) {
      count(g, 'newTasksCreated', 1, 'kpiNewTasksCreated', id);
      if (task.urgent) count(g, 'urgentCreated', 1, 'kpiUrgent', id);
      if (isSameDay(task, timeZone)) count(g, 'sameDayCreated', 1, 'kpiSameDay', id);
      const days = scheduleDays(task);
      if (days !== null) {
        count(g, 'scheduleDaysSum', days, 'kpiAverageScheduleDays', id);
        count(g, 'scheduleDaysCount', 1, null, null);
      }
    }

    if (isOnSiteDay(task.started, day, timeZone)) {
      const hours = urgentResponseHours(task);
      if (hours !== null) {
        count(g, 'urgentResponseHoursSum', hours, 'kpiAverageUrgentResponseHours', id);
        count(g, 'urgentResponseCount', 1, null, null);
      }
    }

    if (isOnSiteDay(completed, day, timeZone)) {
      count(g, 'tasksCompleted', 1, 'kpiTasksCompleted', id);
      if (task.nextOpportunity) {
        count(g, 'nextOpportunityCompleted', 1, 'kpiNextOpportunityCompleted', id);
      }
      if (isScheduleEligible(task, day, timeZone)) {
        count(g, 'scheduleEligible', 1, 'kpiPercentSchedule', id);
        if (isScheduleOnTime(task, timeZone)) count(g, 'scheduleOnTime', 1, null, null);
      }
      const cls = scheduleClass(task, timeZone);
      count(g, SCHEDULE_CLASS_COUNTERS[cls], 1, cls, id);
      count(g, 'tasksCompleted', 0, 'kpiScheduleClasses', id);
      const barrier = detailNumber(task.details, 'barrierHours');
      if (barrier > 0) {
        count(g, 'barrierHours', barrier, 'kpiBarrierHours', id);
        const cause = barrierCause(task.details);
        const causes = g().record.barrierCauses;
        causes[cause] = (causes[cause] ?? 0) + barrier;
      }
      for (const [counter, key, kpi] of DETAIL_SUMS) {
        const value = detailNumber(task.details, key);
        if (value > 0) count(g, counter, value, kpi, id);
      }
    }

    if (isInspectionDue(task, day, timeZone)) {
      count(g, 'inspectionsDue', 1, 'kpiInspectionCompliance', id);
      if (isInspectionOnTime(task, timeZone)) count(g, 'inspectionsOnTime', 1, null, null);
    }

    if (isInBacklog(task, input.statusAtEndOfDay.get(id) ?? null, day, timeZone)) {
      count(g, 'backlog', 1, 'kpiBacklog', id);
    }
  }

  const standingAt =
    input.snapshotAt && input.snapshotAt.getTime() < end.getTime() ? input.snapshotAt : end;
  for (const scaffold of input.scaffolds) {
    if (scaffold.craftType !== CRAFT_TYPE.SCAFFOLDING || !isStandingAt(scaffold, standingAt)) {
      continue;
    }
    const g = group(scaffold);
    const id = scaffold.installationTaskId;
    count(g, 'standingScaffolds', 1, 'kpiStandingScaffolds', id);
    count(g, 'daysStandingSum', daysStanding(scaffold, standingAt), 'kpiDaysStanding', id);
  }

  const records: TKpiRecord[] = [];
  for (const g of groups.values()) {
    if (g.ids.size === 0 && !Object.values(g.record.counters).some((v) => v !== 0)) continue;
    for (const [kpi, ids] of g.ids) g.record.taskIds[kpi] = [...ids].sort();
    records.push(g.record);
  }
  return records.sort(compareRecords);
}

function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/** Records in a stable order: craft type, company, location, task type. */
export function compareRecords(a: TKpiRecord, b: TKpiRecord): number {
  return (
    a.day.localeCompare(b.day) ||
    a.craftType - b.craftType ||
    compareText(a.companyId, b.companyId) ||
    compareText(a.locationId, b.locationId) ||
    a.taskType - b.taskType
  );
}
