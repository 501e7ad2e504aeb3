import { describe, expect, it } from 'vitest';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { buildDailyRecords, type TDailyInput } from './daily.ts';
import type { TKpiScaffoldFacts, TKpiTaskFacts } from './formulas.ts';
import type { TKpiCounter } from './keys.ts';
import { D, local, taskFacts, TZ } from './task-facts.fixture.ts';

const task = (id: string, over: Partial<TKpiTaskFacts> = {}) => taskFacts({ id, ...over });

const build = (over: Partial<TDailyInput>) =>
  buildDailyRecords({
    day: D,
    timeZone: TZ,
    tasks: [],
    statusAtEndOfDay: new Map(),
    scaffolds: [],
    ...over,
  });

describe('buildDailyRecords: which counters a task adds to on the day', () => {
  it.each<[string, Partial<TKpiTaskFacts>, Partial<Record<TKpiCounter, number>>, string[]]>([
    [
      'completed on schedule',
      {},
      { tasksCompleted: 1, scheduleEligible: 1, scheduleOnTime: 1, classOnSchedule: 1 },
      ['kpiTasksCompleted', 'kpiPercentSchedule', 'onSchedule', 'kpiScheduleClasses'],
    ],
    [
      'created on the day with a scheduled time, not completed',
      {
        status: TASK_STATUS.AWAITING,
        created: local(0, '08:00'),
        scheduled: local(2, '08:00'),
        started: null,
        completed: null,
      },
      { newTasksCreated: 1, scheduleDaysSum: 2, scheduleDaysCount: 1 },
      ['kpiNewTasksCreated', 'kpiAverageScheduleDays'],
    ],
    [
      'urgent, created and started on the day, open',
      {
        status: TASK_STATUS.IN_PROGRESS,
        urgent: true,
        created: local(0, '08:00'),
        started: local(0, '11:00'),
        completed: null,
        scheduled: null,
      },
      { newTasksCreated: 1, urgentCreated: 1, urgentResponseHoursSum: 3, urgentResponseCount: 1 },
      ['kpiNewTasksCreated', 'kpiUrgent', 'kpiAverageUrgentResponseHours'],
    ],
    [
      'same-day created',
      {
        status: TASK_STATUS.AWAITING,
        created: local(0, '08:00'),
        awaitingStart: local(0, '09:00'),
        scheduled: local(0, '13:00'),
        started: null,
        completed: null,
      },
      { newTasksCreated: 1, sameDayCreated: 1, scheduleDaysSum: 5 / 24, scheduleDaysCount: 1 },
      ['kpiNewTasksCreated', 'kpiSameDay', 'kpiAverageScheduleDays'],
    ],
    [
      'completed next opportunity with details',
      {
        nextOpportunity: true,
        scheduled: null,
        details: {
          laborHours: 8,
          legFeet: 40,
          squareFeetPainted: '120',
          squareFeetSandblasted: 60,
          barrierHours: 2,
        },
      },
      {
        tasksCompleted: 1,
        nextOpportunityCompleted: 1,
        classUnscheduled: 1,
        laborHours: 8,
        legFeet: 40,
        squareFeetPainted: 120,
        squareFeetSandblasted: 60,
        barrierHours: 2,
      },
      [
        'kpiTasksCompleted',
        'kpiNextOpportunityCompleted',
        'unscheduled',
        'kpiScheduleClasses',
        'kpiBarrierHours',
        'kpiLaborHours',
        'kpiLegFeet',
        'kpiSquareFeetPainted',
        'kpiSquareFeetSandblasted',
      ],
    ],
    [
      'completed time on another day counts nothing',
      { completed: local(1, '08:00'), started: local(-1, '09:00') },
      {},
      [],
    ],
    ['Canceled with a completion time is not completed', { status: TASK_STATUS.CANCELED }, {}, []],
  ])('%s', (_name, over, counters, keys) => {
    const records = build({ tasks: [task('t1', over)] });
    if (keys.length === 0 && Object.keys(counters).length === 0) {
      expect(records).toEqual([]);
      return;
    }
    expect(records).toHaveLength(1);
    const [record] = records;
    for (const [counter, value] of Object.entries(counters)) {
      expect(record?.counters[counter as TKpiCounter]).toBeCloseTo(value);
    }
    const nonZero = Object.entries(record?.counters ?? {})
      .filter(([, v]) => v !== 0)
      .map(([k]) => k)
      .sort();
    expect(nonZero).toEqual(Object.keys(counters).sort());
    expect(Object.keys(record?.taskIds ?? {}).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(record?.taskIds[key as 'kpiTasksCompleted']).toEqual(['t1']);
  });
});

describe('buildDailyRecords: grouping', () => {
  it('one record per craft type × company × location × task type, in a stable order', () => {
    const records = build({
      tasks: [
        task('a'),
        task('b'),
        task('c', { companyId: null }),
        task('d', { locationId: 'l2' }),
        task('e', { taskType: TASK_TYPE.INSTALLATION }),
        task('f', { craftType: 30 }),
      ],
    });
    expect(
      records.map((r) => [
        r.craftType,
        r.companyId,
        r.locationId,
        r.taskType,
        r.counters.tasksCompleted,
      ]),
    ).toEqual([
      [10, null, 'l1', TASK_TYPE.REPAIR, 1],
      [10, 'c1', 'l1', TASK_TYPE.INSTALLATION, 1],
      [10, 'c1', 'l1', TASK_TYPE.REPAIR, 2],
      [10, 'c1', 'l2', TASK_TYPE.REPAIR, 1],
      [30, 'c1', 'l1', TASK_TYPE.REPAIR, 1],
    ]);
    expect(records[2]?.taskIds.kpiTasksCompleted).toEqual(['a', 'b']);
    expect(records.every((r) => r.day === D)).toBe(true);
  });

  it('splits barrier hours by cause; unknown causes are other', () => {
    const [record] = build({
      tasks: [
        task('a', { details: { barrierHours: 2, barrierCause: 'permitDelay' } }),
        task('b', { details: { barrierHours: 1.5, barrierCause: 'permitDelay' } }),
        task('c', { details: { barrierHours: 1 } }),
        task('d', { details: { barrierCause: 'heatRest' } }),
      ],
    });
    expect(record?.counters.barrierHours).toBe(4.5);
    expect(record?.barrierCauses).toEqual({ permitDelay: 3.5, other: 1 });
    expect(record?.taskIds.kpiBarrierHours).toEqual(['a', 'b', 'c']);
  });

  it('counts the Backlog from the status at the end of the day', () => {
    const open = { status: TASK_STATUS.AWAITING, started: null, completed: null };
    const records = build({
      tasks: [
        task('late', { ...open, scheduled: local(-2, '10:00') }),
        task('next', { ...open, scheduled: null, nextOpportunity: true }),
        task('today', { ...open, scheduled: local(0, '10:00') }),
        task('moved', { ...open, scheduled: local(-2, '10:00') }),
      ],
      statusAtEndOfDay: new Map<string, number | null>([
        ['late', 30],
        ['next', 30],
        ['today', 30],
        ['moved', 20],
      ]),
    });
    expect(records[0]?.counters.backlog).toBe(2);
    expect(records[0]?.taskIds.kpiBacklog).toEqual(['late', 'next']);
  });

  it('counts inspections due on their scheduled day', () => {
    const inspection = { taskType: TASK_TYPE.INSPECTION };
    const [record] = build({
      tasks: [
        task('ok', inspection),
        task('late', { ...inspection, completed: local(1, '08:00') }),
        task('elsewhen', { ...inspection, scheduled: local(1, '08:00'), completed: null }),
      ],
    });
    expect(record?.counters.inspectionsDue).toBe(2);
    expect(record?.counters.inspectionsOnTime).toBe(1);
    expect(record?.taskIds.kpiInspectionCompliance).toEqual(['late', 'ok']);
  });

  it('counts scaffolds standing at the end of the day under their installation task', () => {
    const scaffold = (over: Partial<TKpiScaffoldFacts>): TKpiScaffoldFacts => ({
      recordId: 'r',
      craftType: 10,
      installed: local(-4, '00:00'),
      closed: null,
      installationTaskId: 'inst',
      companyId: 'c2',
      locationId: 'l9',
      taskType: TASK_TYPE.INSTALLATION,
      ...over,
    });
    const records = build({
      scaffolds: [
        scaffold({}),
        scaffold({ recordId: 'r2', installationTaskId: 'inst2', installed: local(0, '12:00') }),
        scaffold({ recordId: 'r3', closed: local(0, '15:00') }),
        scaffold({ recordId: 'r4', craftType: 30 }),
        scaffold({ recordId: 'r5', installationTaskId: null, companyId: null }),
      ],
    });
    expect(
      records.map((r) => [
        r.companyId,
        r.locationId,
        r.counters.standingScaffolds,
        r.counters.daysStandingSum,
      ]),
    ).toEqual([
      [null, 'l9', 1, 5],
      ['c2', 'l9', 2, 5],
    ]);
    expect(records[0]?.taskIds).toEqual({});
    expect(records[1]?.taskIds).toEqual({
      kpiStandingScaffolds: ['inst', 'inst2'],
      kpiDaysStanding: ['inst', 'inst2'],
    });
  });

  it.each<[string, string, number, number]>([
    // Installed at 18:00 four days back: 3 whole days at 10:00, 4 by midnight.
    ['10:00', 'before its install time of day', 1, 3],
    ['19:00', 'after its install time of day', 1, 4],
    ['05:00', 'before a scaffold installed later that day is up', 0, 0],
  ])(
    'counts a day still running at its snapshot instant (%s, %s)',
    (time, _case, standing, days) => {
      const installed = time === '05:00' ? local(0, '08:00') : local(-4, '18:00');
      const [record] = build({
        snapshotAt: local(0, time),
        scaffolds: [
          {
            recordId: 'r',
            craftType: 10,
            installed,
            closed: null,
            installationTaskId: 'inst',
            companyId: 'c2',
            locationId: 'l9',
            taskType: TASK_TYPE.INSTALLATION,
          },
        ],
      });
      expect([
        record?.counters.standingScaffolds ?? 0,
        record?.counters.daysStandingSum ?? 0,
      ]).toEqual([standing, days]);
    },
  );

  it('gives no record to a group nothing counts in', () => {
    expect(
      build({ tasks: [task('t', { created: local(-9, '08:00'), completed: null, status: 40 })] }),
    ).toEqual([]);
  });
});
