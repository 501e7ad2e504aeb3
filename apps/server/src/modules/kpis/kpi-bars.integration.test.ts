import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { KPI_MEASURES, type TRecordKpiKey } from '@craftwork/domain/kpis/aggregate';
import { addDays } from '@craftwork/domain/kpis/series';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { events } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { recomputeKpiDays } from '../kpi-records/index.ts';

/**
 * On a small site whose KPI records are computed from task history (the past days stored, today
 * computed on demand), every bar and slice opens exactly as many tasks as it counts, and a
 * counting KPI's bar value is that number.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TZ = 'America/Chicago';

let t: TestApp;
let site: SiteFixture;
let c: Record<'plant' | 'contractorA' | 'contractorB', TestClient>;
const now = Date.now();
const today = siteDateKey(new Date(now), TZ);
const RANGE = { from: addDays(today, -20), to: today };

/** The KPIs whose value is a number of tasks. */
const COUNTING: readonly TRecordKpiKey[] = [
  'kpiTasksCompleted',
  'kpiNewTasksCreated',
  'kpiUrgent',
  'kpiSameDay',
  'kpiBacklog',
  'kpiStandingScaffolds',
  'kpiNextOpportunityCompleted',
];

async function addTask(i: number) {
  const created = new Date(now - (15 - i) * DAY - 3 * HOUR);
  const urgent = i % 4 === 0;
  const scheduled = i % 3 === 0 ? null : new Date(created.getTime() + (i % 2 ? 1 : 2) * DAY);
  const started = i % 6 === 5 ? null : new Date(created.getTime() + (urgent ? HOUR : DAY));
  const rawDone = started ? new Date(started.getTime() + (i % 3) * DAY + 2 * HOUR) : null;
  const completed = rawDone && rawDone.getTime() < now ? rawDone : null;
  const status = completed
    ? TASK_STATUS.COMPLETE
    : started && started.getTime() < now
      ? TASK_STATUS.IN_PROGRESS
      : scheduled
        ? TASK_STATUS.SCHEDULED
        : TASK_STATUS.AWAITING;
  const companyId = i % 2 ? site.companyA : site.companyB;
  const locationId = site.locationIds[i % 2] ?? null;
  const causes = ['weatherDelay', 'heatRest', 'permitDelay'];
  const { id: recordId, taskIds } = await addCraftRecord(t.db, site, { locationId }, [
    {
      taskStatus: status,
      taskType: i % 7 === 0 ? TASK_TYPE.INSPECTION : TASK_TYPE.REPAIR,
      assignedCompanyId: companyId,
      locationId,
      urgent,
      nextOpportunity: i % 5 === 0,
      timestampCreated: created,
      timestampAwaitingStart: scheduled ? null : created,
      timestampScheduled: scheduled,
      timestampTaskStarted: started && started.getTime() < now ? started : null,
      timestampTaskCompleted: completed,
      taskSpecificDetails: {
        laborHours: (i % 4) + 0.5,
        legFeet: i * 10,
        squareFeetPainted: i % 2 ? 50 : 0,
        barrierHours: i % 3 === 1 ? 1.5 : 0,
        barrierCause: causes[i % causes.length],
      },
    },
  ]);
  const history: [Date, number][] = [
    [created, scheduled ? TASK_STATUS.SCHEDULED : TASK_STATUS.AWAITING],
  ];
  if (started && started.getTime() < now) history.push([started, TASK_STATUS.IN_PROGRESS]);
  if (completed) history.push([completed, TASK_STATUS.COMPLETE]);
  await t.db.insert(events).values(
    history.map(([when, taskStatus], n) => ({
      id: randomUUID(),
      siteKey: site.siteKey,
      eventType: n === 0 ? EVENT_TYPE.NEW_TASK_ADDED : EVENT_TYPE.TASK_STATUS_UPDATED,
      craftRecordId: recordId,
      taskId: taskIds[0] ?? '',
      taskStatus,
      timestampCreated: when,
    })),
  );
}

async function addScaffold(daysAgo: number, companyId: string) {
  const installed = new Date(now - daysAgo * DAY);
  const { id: recordId, taskIds } = await addCraftRecord(
    t.db,
    site,
    { craftType: 10, craftDetails: { installed: true }, timestampMarkedInstalled: installed },
    [
      {
        taskStatus: TASK_STATUS.COMPLETE,
        taskType: TASK_TYPE.INSTALLATION,
        assignedCompanyId: companyId,
        timestampCreated: new Date(installed.getTime() - 2 * DAY),
        timestampTaskCompleted: installed,
      },
    ],
  );
  await t.db.insert(events).values([
    {
      id: randomUUID(),
      siteKey: site.siteKey,
      eventType: EVENT_TYPE.NEW_TASK_ADDED,
      craftRecordId: recordId,
      taskId: taskIds[0] ?? '',
      taskStatus: TASK_STATUS.SCHEDULED,
      timestampCreated: new Date(installed.getTime() - 2 * DAY),
    },
    {
      id: randomUUID(),
      siteKey: site.siteKey,
      eventType: EVENT_TYPE.TASK_STATUS_UPDATED,
      craftRecordId: recordId,
      taskId: taskIds[0] ?? '',
      taskStatus: TASK_STATUS.COMPLETE,
      timestampCreated: installed,
    },
  ]);
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'KPIBARS');
  c = await signInEach(
    t,
    {
      plant: site.users.plant,
      contractorA: site.users.contractorA,
      contractorB: site.users.contractorB,
    },
    PASSWORD,
  );
  for (let i = 0; i < 16; i++) await addTask(i);
  await addScaffold(12, site.companyA);
  await addScaffold(4, site.companyB);
  await recomputeKpiDays(t.db, site.siteKey, RANGE.from, addDays(today, -1));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The weeks (Monday to Sunday) a range touches: the one it starts in, and one per later Monday. */
function weeksTouched(from: string, to: string): number {
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  let weeks = 1;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1))
    if (weekday(day) === 1) weeks++;
  return weeks;
}

/** Plant personnel by day, the contractors (each their company's) by week. */
describe.each([
  ['plant', 'daily', 21],
  ['contractorA', 'weekly', weeksTouched(RANGE.from, RANGE.to)],
  ['contractorB', 'weekly', weeksTouched(RANGE.from, RANGE.to)],
] as const)('as %s by %s', (who, timescale, bars) => {
  it.each(Object.keys(KPI_MEASURES) as TRecordKpiKey[])(
    '%s: each bar opens as many tasks as it counts',
    async (key) => {
      const rpc = c[who].rpc.kpis;
      const d = await rpc.dashboard({ filters: RANGE, selectedKey: key, timescale });
      if (d.chartType === 'date-column') {
        expect(d.series).toHaveLength(bars);
        // Every bar that counts tasks, and one that counts none.
        const empty = d.series.find((p) => p.tasks === 0);
        for (const p of d.series.filter((x) => x.tasks > 0 || x === empty)) {
          const bar = await rpc.barTasks({ filters: RANGE, key, from: p.from, to: p.to });
          expect(bar.count, `${key} ${p.from}`).toBe(p.tasks);
          expect(new Set(bar.tasks.map((x) => x.id)).size).toBeLessThanOrEqual(bar.count);
          if (COUNTING.includes(key)) expect(p.value, `${key} ${p.from}`).toBe(p.tasks);
        }
      } else {
        for (const s of d.slices) {
          const bar = await rpc.barTasks({ ...RANGE, filters: RANGE, key, slice: s.key });
          expect(bar.count, `${key} ${s.key}`).toBe(s.tasks);
          if (key === 'kpiScheduleClasses') expect(s.value).toBe(s.tasks);
        }
      }
    },
  );
});

it('has figures to compare: completed tasks, a backlog and standing scaffolds', async () => {
  const d = await c.plant.rpc.kpis.dashboard({ filters: RANGE });
  const value = (key: string) => d.cards.find((card) => card.key === key)?.value ?? 0;
  expect(d.hasData).toBe(true);
  expect(value('kpiTasksCompleted')).toBeGreaterThan(3);
  expect(value('kpiNewTasksCreated')).toBeGreaterThan(3);
  expect(value('kpiStandingScaffolds')).toBe(2);
  expect(value('kpiBarrierHours')).toBeGreaterThan(0);
});
