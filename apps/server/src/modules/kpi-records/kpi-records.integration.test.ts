import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { emptyCounters, KPI_COUNTERS, type TKpiRecord } from '@craftwork/domain/kpis/keys';
import type { tasks } from '../../db/schema.ts';
import { craftRecords, events, kpiDays, kpiRecords, sites } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { computeKpiRecords, recomputeKpiDays } from './kpi-records.ts';

// The site is in Chicago (UTC-6 in January): day D is 2026-01-15 06:00Z to 2026-01-16 06:00Z.
const TZ = 'America/Chicago';
const D = '2026-01-15';
const DAY = 86_400_000;
const at = (dayOffset: number, hm: string) =>
  new Date(Date.parse(`${D}T${hm}:00-06:00`) + dayOffset * DAY);

let t: TestApp;
let site: SiteFixture;
const id: Record<string, string> = {};

/** A task on its own craft record, with its status history as events. */
async function addTask(
  name: string,
  spec: Partial<typeof tasks.$inferInsert> & { taskStatus: number },
  history: [Date, number, number?][],
  record: Partial<typeof craftRecords.$inferInsert> = {},
) {
  const { id: recordId, taskIds } = await addCraftRecord(t.db, site, record, [
    { taskType: TASK_TYPE.REPAIR, ...spec },
  ]);
  const taskId = taskIds[0] ?? '';
  id[name] = taskId;
  await t.db.insert(events).values(
    history.map(([when, status, type], i) => ({
      id: randomUUID(),
      siteKey: site.siteKey,
      eventType: type ?? (i === 0 ? EVENT_TYPE.NEW_TASK_ADDED : EVENT_TYPE.TASK_STATUS_UPDATED),
      craftRecordId: recordId,
      taskId,
      taskStatus: status,
      timestampCreated: when,
    })),
  );
  return { recordId, taskId };
}

const { AWAITING, SCHEDULED, IN_PROGRESS, COMPLETE } = TASK_STATUS;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'KPIR');
  await t.db.update(sites).set({ timezone: TZ }).where(eq(sites.siteKey, site.siteKey));

  // Emergency: urgent, started an hour after creation, completed on D.
  await addTask(
    'emergency',
    {
      taskStatus: COMPLETE,
      urgent: true,
      timestampCreated: at(0, '08:00'),
      timestampTaskStarted: at(0, '09:00'),
      timestampTaskCompleted: at(0, '12:00'),
      taskSpecificDetails: { laborHours: 4, barrierHours: 1.5, barrierCause: 'weatherDelay' },
    },
    [
      [at(0, '08:00'), AWAITING],
      [at(0, '09:00'), IN_PROGRESS],
      [at(0, '12:00'), COMPLETE],
    ],
  );
  // Break-in: urgent, started a day after creation.
  await addTask(
    'breakIn',
    {
      taskStatus: COMPLETE,
      urgent: true,
      timestampCreated: at(-1, '08:00'),
      timestampTaskStarted: at(0, '08:00'),
      timestampTaskCompleted: at(0, '10:00'),
    },
    [
      [at(-1, '08:00'), AWAITING],
      [at(0, '08:00'), IN_PROGRESS],
      [at(0, '10:00'), COMPLETE],
    ],
  );
  // Unscheduled: never had a scheduled time.
  await addTask(
    'unscheduled',
    {
      taskStatus: COMPLETE,
      timestampCreated: at(-5, '08:00'),
      timestampTaskStarted: at(-1, '08:00'),
      timestampTaskCompleted: at(0, '11:00'),
      taskSpecificDetails: { legFeet: 100 },
    },
    [
      [at(-5, '08:00'), AWAITING],
      [at(-1, '08:00'), IN_PROGRESS],
      [at(0, '11:00'), COMPLETE],
    ],
  );
  // Backlog: Awaiting, scheduled three days before, started and completed on D (late).
  await addTask(
    'backlog',
    {
      taskStatus: COMPLETE,
      timestampCreated: at(-10, '08:00'),
      timestampScheduled: at(-3, '09:00'),
      timestampTaskStarted: at(0, '07:00'),
      timestampTaskCompleted: at(0, '15:00'),
    },
    [
      [at(-10, '08:00'), AWAITING],
      [at(0, '07:00'), IN_PROGRESS],
      [at(0, '15:00'), COMPLETE],
    ],
  );
  // On schedule: scheduled on D, completed on D; created two days before (2 schedule days).
  await addTask(
    'onSchedule',
    {
      taskStatus: COMPLETE,
      timestampCreated: at(-2, '10:00'),
      timestampScheduled: at(0, '10:00'),
      timestampTaskStarted: at(0, '09:00'),
      timestampTaskCompleted: at(0, '14:00'),
    },
    [
      [at(-2, '10:00'), SCHEDULED],
      [at(0, '09:00'), IN_PROGRESS],
      [at(0, '14:00'), COMPLETE],
    ],
  );
  // Not on schedule (early, so on time), next opportunity, with square feet painted.
  await addTask(
    'notOnSchedule',
    {
      taskStatus: COMPLETE,
      nextOpportunity: true,
      timestampCreated: at(-2, '10:00'),
      timestampScheduled: at(2, '10:00'),
      timestampTaskStarted: at(0, '06:00'),
      timestampTaskCompleted: at(0, '09:00'),
      taskSpecificDetails: { squareFeetPainted: 200 },
    },
    [
      [at(-2, '10:00'), SCHEDULED],
      [at(0, '06:00'), IN_PROGRESS],
      [at(0, '09:00'), COMPLETE],
    ],
  );
  // Same-day: created on D, Awaiting at 09:00, scheduled 15:00; still Awaiting.
  await addTask(
    'sameDay',
    {
      taskStatus: AWAITING,
      timestampCreated: at(0, '09:00'),
      timestampAwaitingStart: at(0, '09:00'),
      timestampScheduled: at(0, '15:00'),
    },
    [[at(0, '09:00'), AWAITING]],
  );
  // Next opportunity, Awaiting since D-4: in the Backlog.
  await addTask(
    'nextOpportunity',
    { taskStatus: AWAITING, nextOpportunity: true, timestampCreated: at(-4, '08:00') },
    [[at(-4, '08:00'), AWAITING]],
  );
  // In the Backlog at the end of D-1, moved to Scheduled on D.
  await addTask(
    'leftBacklog',
    {
      taskStatus: SCHEDULED,
      timestampCreated: at(-6, '08:00'),
      timestampScheduled: at(-3, '08:00'),
    },
    [
      [at(-6, '08:00'), AWAITING],
      [at(0, '10:00'), SCHEDULED],
    ],
  );
  // Deleted now: never counted.
  await addTask(
    'deleted',
    {
      taskStatus: COMPLETE,
      urgent: true,
      timestampCreated: at(0, '07:00'),
      timestampTaskStarted: at(0, '07:30'),
      timestampTaskCompleted: at(0, '08:00'),
      deletedAt: at(0, '13:00'),
    },
    [
      [at(0, '07:00'), AWAITING],
      [at(0, '08:00'), COMPLETE],
    ],
  );
  // Deleted on D-1, restored on D: out of the Backlog at the end of D-1 only.
  await addTask(
    'restored',
    {
      taskStatus: AWAITING,
      timestampCreated: at(-8, '08:00'),
      timestampScheduled: at(-5, '08:00'),
    },
    [
      [at(-8, '08:00'), AWAITING],
      [at(-1, '10:00'), AWAITING, EVENT_TYPE.TASK_DELETED],
      [at(0, '12:00'), AWAITING, EVENT_TYPE.TASK_RESTORED],
    ],
  );
  // Inspections due on D: on time, late, open.
  const inspection = (name: string, completed: Date | null) =>
    addTask(
      name,
      {
        taskType: TASK_TYPE.INSPECTION,
        taskStatus: completed ? COMPLETE : SCHEDULED,
        timestampCreated: at(-3, '08:00'),
        timestampScheduled: at(0, '10:00'),
        timestampTaskCompleted: completed,
      },
      [
        [at(-3, '08:00'), SCHEDULED],
        ...(completed ? ([[completed, COMPLETE]] as [Date, number][]) : []),
      ],
    );
  await inspection('inspectionOnTime', at(0, '16:00'));
  await inspection('inspectionLate', at(1, '08:00'));
  await inspection('inspectionOpen', null);

  // Scaffolds: standing since D-10 (installed by company B at Area 2); standing D-5 until
  // closed on D; installed after D.
  const scaffold = async (
    name: string,
    installed: Date,
    closed: Date | null,
    companyId: string,
    locationId: string,
  ) => {
    const { recordId } = await addTask(
      name,
      {
        taskType: TASK_TYPE.INSTALLATION,
        taskStatus: COMPLETE,
        assignedCompanyId: companyId,
        locationId,
        timestampCreated: new Date(installed.getTime() - 30 * DAY),
        timestampTaskCompleted: installed,
      },
      [
        [new Date(installed.getTime() - 30 * DAY), SCHEDULED],
        [installed, COMPLETE],
      ],
      { locationId },
    );
    await t.db
      .update(craftRecords)
      .set({ timestampMarkedInstalled: installed, timestampRecordClosed: closed, open: !closed })
      .where(eq(craftRecords.id, recordId));
  };
  await scaffold('scaffoldLong', at(-10, '06:00'), null, site.companyB, site.locationIds[1] ?? '');
  await scaffold(
    'scaffoldClosed',
    at(-5, '06:00'),
    at(0, '12:00'),
    site.companyA,
    site.locationIds[0] ?? '',
  );
  await scaffold('scaffoldLater', at(1, '06:00'), null, site.companyA, site.locationIds[0] ?? '');
});
afterAll(() => t.close());

const siteRef = () => ({ siteKey: site.siteKey, timezone: TZ });

function total(records: TKpiRecord[], day: string) {
  const sum = emptyCounters();
  const ids: Record<string, Set<string>> = {};
  const causes: Record<string, number> = {};
  for (const r of records.filter((x) => x.day === day)) {
    for (const c of KPI_COUNTERS) sum[c] += r.counters[c];
    for (const [k, list] of Object.entries(r.taskIds)) {
      ids[k] ??= new Set();
      for (const x of list ?? []) ids[k].add(x);
    }
    for (const [k, v] of Object.entries(r.barrierCauses)) causes[k] = (causes[k] ?? 0) + v;
  }
  const names = (key: string) =>
    [...(ids[key] ?? [])].map((x) => Object.keys(id).find((n) => id[n] === x) ?? x).sort();
  return { sum, names, causes };
}

describe('computeKpiRecords on a hand-built site', () => {
  it('counts each KPI of day D', async () => {
    const records = await computeKpiRecords(t.db, siteRef(), D, D);
    const { sum, names, causes } = total(records, D);
    expect(sum.tasksCompleted).toBe(7);
    expect(names('kpiTasksCompleted')).toEqual(
      [
        'emergency',
        'breakIn',
        'unscheduled',
        'backlog',
        'onSchedule',
        'notOnSchedule',
        'inspectionOnTime',
      ].sort(),
    );
    expect(sum.newTasksCreated).toBe(2);
    expect(names('kpiNewTasksCreated')).toEqual(['emergency', 'sameDay']);
    expect(sum.urgentCreated).toBe(1);
    expect(sum.sameDayCreated).toBe(1);
    expect(names('kpiSameDay')).toEqual(['sameDay']);
    expect(sum.scheduleDaysCount).toBe(1);
    expect(sum.scheduleDaysSum).toBeCloseTo(0.25);
    expect(sum.urgentResponseCount).toBe(2);
    expect(sum.urgentResponseHoursSum).toBeCloseTo(25);
    expect(sum.nextOpportunityCompleted).toBe(1);
    expect(sum.scheduleEligible).toBe(4);
    expect(names('kpiPercentSchedule')).toEqual(
      ['backlog', 'inspectionOnTime', 'notOnSchedule', 'onSchedule'].sort(),
    );
    expect(sum.scheduleOnTime).toBe(3);
    expect([
      sum.classEmergency,
      sum.classBreakIn,
      sum.classUnscheduled,
      sum.classBacklog,
      sum.classOnSchedule,
      sum.classNotOnSchedule,
      sum.classUnclassified,
    ]).toEqual([1, 1, 1, 1, 2, 1, 0]);
    expect(names('emergency')).toEqual(['emergency']);
    expect(names('backlog')).toEqual(['backlog']);
    expect(names('onSchedule')).toEqual(['inspectionOnTime', 'onSchedule']);
    expect(sum.barrierHours).toBe(1.5);
    expect(causes).toEqual({ weatherDelay: 1.5 });
    expect(sum.laborHours).toBe(4);
    expect(sum.legFeet).toBe(100);
    expect(sum.squareFeetPainted).toBe(200);
    expect(sum.squareFeetSandblasted).toBe(0);
    expect(sum.backlog).toBe(2);
    expect(names('kpiBacklog')).toEqual(['nextOpportunity', 'restored']);
    expect(sum.inspectionsDue).toBe(3);
    expect(sum.inspectionsOnTime).toBe(1);
    expect(names('kpiInspectionCompliance')).toEqual(
      ['inspectionLate', 'inspectionOnTime', 'inspectionOpen'].sort(),
    );
    expect(sum.standingScaffolds).toBe(1);
    // Whole days, as the dashboard counts them (10 days and 18 hours stand as 10).
    expect(sum.daysStandingSum).toBe(10);
    expect(names('kpiStandingScaffolds')).toEqual(['scaffoldLong']);
  });

  it('attributes a standing scaffold to its installation task', async () => {
    const records = await computeKpiRecords(t.db, siteRef(), D, D);
    const standing = records.filter((r) => r.counters.standingScaffolds > 0);
    expect(standing).toHaveLength(1);
    expect(standing[0]).toMatchObject({
      craftType: 10,
      companyId: site.companyB,
      locationId: site.locationIds[1],
      taskType: TASK_TYPE.INSTALLATION,
      taskIds: { kpiStandingScaffolds: [id.scaffoldLong], kpiDaysStanding: [id.scaffoldLong] },
    });
  });

  it('follows the status history across days', async () => {
    const records = await computeKpiRecords(t.db, siteRef(), '2026-01-14', '2026-01-16');
    const before = total(records, '2026-01-14');
    expect(before.names('kpiBacklog')).toEqual(['backlog', 'leftBacklog', 'nextOpportunity']);
    expect(before.sum.standingScaffolds).toBe(2);
    expect(before.sum.tasksCompleted).toBe(0);
    const after = total(records, '2026-01-16');
    expect(after.names('kpiBacklog')).toEqual(['nextOpportunity', 'restored', 'sameDay']);
    expect(after.names('kpiTasksCompleted')).toEqual(['inspectionLate', 'scaffoldLater']);
    expect(after.sum.standingScaffolds).toBe(2);
    // The range gives the same records as its days one by one.
    expect(records.filter((r) => r.day === D)).toEqual(
      await computeKpiRecords(t.db, siteRef(), D, D),
    );
  });

  it('reads a range longer than a month in parts with the same result', async () => {
    const records = await computeKpiRecords(t.db, siteRef(), '2025-12-20', '2026-01-28');
    const single = await computeKpiRecords(t.db, siteRef(), D, D);
    expect(records.filter((r) => r.day === D)).toEqual(single);
    // The long-standing scaffold stands at the end of every day from D-10 on.
    const standing = new Set(records.filter((r) => r.counters.standingScaffolds).map((r) => r.day));
    expect(standing.size).toBe(24);
    expect([...standing].sort()[0]).toBe('2026-01-05');
  });

  it('gives nothing for an empty range and refuses a malformed day', async () => {
    expect(await computeKpiRecords(t.db, siteRef(), '2026-01-16', '2026-01-15')).toEqual([]);
    await expect(computeKpiRecords(t.db, siteRef(), '2026-1-5', D)).rejects.toThrow();
  });
});

async function storedRows(day: string) {
  const rows = await t.db
    .select()
    .from(kpiRecords)
    .where(and(eq(kpiRecords.siteKey, site.siteKey), eq(kpiRecords.day, day)));
  return rows
    .map(({ id: _id, computedAt: _at, ...rest }) => rest)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function storedDays() {
  const rows = await t.db
    .select({ day: kpiDays.day, records: kpiDays.records })
    .from(kpiDays)
    .where(eq(kpiDays.siteKey, site.siteKey))
    .orderBy(kpiDays.day);
  return rows;
}

describe('recomputeKpiDays', () => {
  it('stores a day as computed, and a day computed twice equals once', async () => {
    const result = await recomputeKpiDays(t.db, site.siteKey, D, D);
    const first = await storedRows(D);
    const computed = await computeKpiRecords(t.db, siteRef(), D, D);
    expect(result).toEqual({ days: 1, records: computed.length });
    expect(first).toHaveLength(computed.length);
    await recomputeKpiDays(t.db, site.siteKey, D, D);
    expect(await storedRows(D)).toEqual(first);
    expect((await storedDays()).filter((d) => d.day === D)).toEqual([
      { day: D, records: computed.length },
    ]);
  });

  it('leaves one consistent set when two computations of a day run at once', async () => {
    const expected = await storedRows(D);
    await Promise.all([
      recomputeKpiDays(t.db, site.siteKey, D, D),
      recomputeKpiDays(t.db, site.siteKey, D, D),
      recomputeKpiDays(t.db, site.siteKey, '2026-01-14', '2026-01-16'),
    ]);
    expect(await storedRows(D)).toEqual(expected);
  });

  it('keeps the days stored before a crash, and a rerun completes the range', async () => {
    const from = '2026-01-01';
    const to = '2026-01-05';
    const seen: string[] = [];
    await expect(
      recomputeKpiDays(t.db, site.siteKey, from, to, (day, done, totalDays) => {
        seen.push(`${day} ${done}/${totalDays}`);
        if (done === 3) throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(seen).toEqual(['2026-01-01 1/5', '2026-01-02 2/5', '2026-01-03 3/5']);
    const daysAfterCrash = (await storedDays()).map((d) => d.day).filter((d) => d <= to);
    expect(daysAfterCrash).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    const rerun = await recomputeKpiDays(t.db, site.siteKey, from, to);
    expect(rerun.days).toBe(5);
    const daysAfterRerun = (await storedDays()).map((d) => d.day).filter((d) => d <= to);
    expect(daysAfterRerun).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
    ]);
  });
});
