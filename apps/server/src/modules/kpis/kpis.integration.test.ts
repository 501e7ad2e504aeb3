import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { KPI_TEXTS } from '@craftwork/domain/kpis/dashboard';
import { KPI_RANGE_TOO_LONG } from '@craftwork/domain/kpis/filters';
import { DATE_MESSAGES, DATE_YEAR_MAX, DATE_YEAR_MIN } from '@craftwork/domain/time/date-bounds';
import { emptyCounters, type TKpiCounters, type TKpiTaskIds } from '@craftwork/domain/kpis/keys';
import { kpiRecords, locations, sites, tasks, userLocations } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

type Who = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<Who, TestClient>;
let o: Record<'admin' | 'plant', TestClient>;
const ids: Record<string, string[]> = {};

/** Two weeks of March 2026 (Monday 2 to Sunday 15); the previous period is Feb 16 to Mar 1. */
const RANGE = { from: '2026-03-02', to: '2026-03-15' };

async function addRecord(
  s: SiteFixture,
  day: string,
  group: {
    companyId: string | null;
    locationId: string | null;
    taskType: number;
    craftType: number;
  },
  counters: Partial<TKpiCounters>,
  taskIds: TKpiTaskIds = {},
  barrierCauses: Record<string, number> = {},
) {
  await t.db.insert(kpiRecords).values({
    siteKey: s.siteKey,
    day,
    ...group,
    ...emptyCounters(),
    ...counters,
    taskIds,
    barrierCauses,
  });
}

async function tasksFor(s: SiteFixture, name: string, n: number, companyId: string, loc = 0) {
  const { taskIds } = await addCraftRecord(
    t.db,
    s,
    { locationId: s.locationIds[loc] },
    Array.from({ length: n }, () => ({
      taskStatus: TASK_STATUS.COMPLETE,
      assignedCompanyId: companyId,
      locationId: s.locationIds[loc],
    })),
  );
  ids[name] = taskIds;
  return taskIds;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'KPID');
  other = await createSiteFixture(t.db, 'KPIDX');
  c = await signInEach(t, site.users, PASSWORD);
  o = await signInEach(t, { admin: other.users.admin, plant: other.users.plant }, PASSWORD);
  const [north, south] = site.locationIds;
  await t.db
    .update(locations)
    .set({ department: 'North' })
    .where(eq(locations.id, north ?? ''));
  await t.db
    .update(locations)
    .set({ department: 'South' })
    .where(eq(locations.id, south ?? ''));

  const a = await tasksFor(site, 'a', 2, site.companyA, 0);
  const b = await tasksFor(site, 'b', 3, site.companyB, 1);
  const prev = await tasksFor(site, 'prev', 1, site.companyA, 0);
  await t.db
    .update(tasks)
    .set({ taskSpecificDetails: { barrierHours: 1.5, barrierCause: 'weatherDelay' } })
    .where(inArray(tasks.id, a));
  const A = { companyId: site.companyA, locationId: north ?? null, taskType: 10, craftType: 10 };
  const B = { companyId: site.companyB, locationId: south ?? null, taskType: 20, craftType: 30 };
  // Company A: Monday March 2, two completed, one of two on schedule, backlog 4.
  await addRecord(
    site,
    '2026-03-02',
    A,
    { tasksCompleted: 2, scheduleEligible: 2, scheduleOnTime: 1, backlog: 4, barrierHours: 3 },
    { kpiTasksCompleted: a, kpiPercentSchedule: a, kpiBarrierHours: a },
    { weatherDelay: 3 },
  );
  // Company B: Tuesday March 10, three completed, all on schedule, backlog 1.
  await addRecord(
    site,
    '2026-03-10',
    B,
    { tasksCompleted: 3, scheduleEligible: 3, scheduleOnTime: 3, backlog: 1 },
    { kpiTasksCompleted: b, kpiPercentSchedule: b },
  );
  // The previous period: one completed by company A.
  await addRecord(site, '2026-02-20', A, { tasksCompleted: 1 }, { kpiTasksCompleted: prev });
  // Another site's record in the same days: never counted here.
  const x = await tasksFor(other, 'x', 1, other.companyA, 0);
  await addRecord(
    other,
    '2026-03-03',
    {
      companyId: other.companyA,
      locationId: other.locationIds[0] ?? null,
      taskType: 10,
      craftType: 10,
    },
    { tasksCompleted: 7 },
    { kpiTasksCompleted: x },
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const dashboard = (who: Who, filters: Record<string, unknown> = {}, extra = {}) =>
  c[who].rpc.kpis.dashboard({
    filters: { ...RANGE, ...filters },
    selectedKey: 'kpiTasksCompleted',
    timescale: 'weekly',
    ...extra,
  });

const cardValue = async (who: Who, key: string, filters: Record<string, unknown> = {}) =>
  (await dashboard(who, filters)).cards.find((card) => card.key === key)?.value ?? null;

describe('the dashboard by role', () => {
  it('shows plant personnel and site admins every company', async () => {
    for (const who of ['plant', 'admin'] as const) {
      const d = await dashboard(who);
      expect(d.hasData).toBe(true);
      const done = d.cards.find((card) => card.key === 'kpiTasksCompleted');
      expect(done).toMatchObject({ value: 5, previousValue: 1, change: 4 });
      expect(d.cards.find((card) => card.key === 'kpiPercentSchedule')?.value).toBe(80);
    }
  });

  it('shows a contractor their company only, even when asking for another', async () => {
    expect(await cardValue('contractorA', 'kpiTasksCompleted')).toBe(2);
    expect(await cardValue('foreman', 'kpiTasksCompleted')).toBe(2);
    expect(await cardValue('contractorB', 'kpiTasksCompleted')).toBe(3);
    const asked = await dashboard('contractorA', { companyIds: [site.companyB] });
    expect(asked.hasData).toBe(false);
    expect(asked.cards.find((card) => card.key === 'kpiTasksCompleted')?.value).toBeNull();
    const both = await dashboard('contractorA', { companyIds: [site.companyA, site.companyB] });
    expect(both.cards.find((card) => card.key === 'kpiTasksCompleted')?.value).toBe(2);
  });

  it('filters by task type, department, company and craft type in SQL', async () => {
    const cases: [Record<string, unknown>, number | null][] = [
      [{ taskTypes: [10] }, 2],
      [{ taskTypes: [20] }, 3],
      [{ departments: ['South'] }, 3],
      [{ departments: ['Nowhere'] }, null],
      [{ companyIds: [site.companyA] }, 2],
      [{ craftTypes: [30] }, 3],
      [{ craftTypes: [10], departments: ['South'] }, null],
    ];
    for (const [filters, expected] of cases) {
      expect(await cardValue('plant', 'kpiTasksCompleted', filters)).toBe(expected);
    }
  });

  it('limits everyone to their selected locations', async () => {
    const only = (userId: string, locationId: string) =>
      t.db
        .update(userLocations)
        .set({ value: false })
        .where(
          and(
            eq(userLocations.siteKey, site.siteKey),
            eq(userLocations.userId, userId),
            eq(userLocations.locationId, locationId),
          ),
        );
    await only(site.users.plant.id, site.locationIds[0] ?? '');
    try {
      expect(await cardValue('plant', 'kpiTasksCompleted')).toBe(3);
    } finally {
      await t.db
        .update(userLocations)
        .set({ value: true })
        .where(eq(userLocations.userId, site.users.plant.id));
    }
  });

  it('answers the weekly series with every week, the snapshot backlog from the last day', async () => {
    const d = await dashboard('plant');
    expect(d.series.map((p) => [p.start, p.label, p.value, p.tasks])).toEqual([
      ['2026-03-02', '03/02/2026', 2, 2],
      ['2026-03-09', '03/09/2026', 3, 3],
    ]);
    const backlog = await dashboard(
      'plant',
      {},
      { selectedKey: 'kpiBacklog', timescale: 'monthly' },
    );
    expect(backlog.series.map((p) => p.value)).toEqual([1]);
    expect(backlog.cards.find((card) => card.key === 'kpiBacklog')?.value).toBe(1);
  });

  it('answers the barrier hours pie by cause', async () => {
    const d = await dashboard('plant', {}, { selectedKey: 'kpiBarrierHours' });
    expect(d.chartType).toBe('pie-simple');
    expect(d.slices).toEqual([{ key: 'weatherDelay', label: 'Weather delay', value: 3, tasks: 2 }]);
  });

  it('keeps the timescale to the card’s allowed ones', async () => {
    const d = await dashboard('plant', {}, { timescale: 'quarterly' });
    expect(d.timescale).toBe('quarterly');
    expect(d.series).toHaveLength(1);
  });

  it('says when there is no data', async () => {
    const d = await dashboard('plant', { from: '2025-01-01', to: '2025-01-31' });
    expect(d.hasData).toBe(false);
    expect(
      d.cards.every(
        (card) => card.key === 'kpiOpenWorkByAge' || card.value === null || card.value === 0,
      ),
    ).toBe(true);
  });

  it('never shows another site’s records', async () => {
    const d = await o.plant.rpc.kpis.dashboard({
      filters: RANGE,
      selectedKey: 'kpiTasksCompleted',
    });
    expect(d.cards.find((card) => card.key === 'kpiTasksCompleted')?.value).toBe(7);
  });
});

describe('the tasks behind a bar', () => {
  const bar = (
    who: Who,
    from: string,
    to: string,
    key = 'kpiTasksCompleted',
    slice: string | null = null,
  ) =>
    c[who].rpc.kpis.barTasks({
      filters: RANGE,
      key: key as 'kpiTasksCompleted',
      from,
      to,
      slice,
    });

  it('gives the bar’s tasks, as many as it counts', async () => {
    const first = await bar('plant', '2026-03-02', '2026-03-08');
    expect(first.count).toBe(2);
    expect(first.tasks.map((task) => task.id).sort()).toEqual([...(ids.a ?? [])].sort());
    expect(first.tasks[0]).toMatchObject({ companyName: 'Company A', locationTitle: 'Area 1' });
    const both = await bar('plant', '2026-03-01', '2026-03-31');
    expect(both.count).toBe(5);
  });

  it('keeps to the scope and the filters’ range', async () => {
    expect((await bar('contractorB', '2026-03-02', '2026-03-08')).count).toBe(0);
    expect((await bar('contractorB', '2026-03-09', '2026-03-15')).count).toBe(3);
    // The previous period's day is outside the filters' range.
    expect((await bar('plant', '2026-02-16', '2026-03-01')).count).toBe(0);
  });
});

describe('live figures', () => {
  it('gives standing scaffolds in the scope, null when none', async () => {
    expect(await c.plant.rpc.kpis.standing()).toEqual({ total: null, averageDays: null });
    const installed = new Date(Date.now() - 10 * 86_400_000);
    const scaffold = (companyId: string, loc = 0) =>
      addCraftRecord(
        t.db,
        site,
        {
          craftType: CRAFT_TYPE.SCAFFOLDING,
          craftDetails: { installed: true },
          locationId: site.locationIds[loc],
          timestampMarkedInstalled: installed,
          // Both companies may work on the record: the installation task decides whose it is.
          authorizedCompanies: [site.companyA, site.companyB],
        },
        [
          {
            taskType: TASK_TYPE.INSTALLATION,
            craftType: CRAFT_TYPE.SCAFFOLDING,
            taskStatus: TASK_STATUS.COMPLETE,
            assignedCompanyId: companyId,
            locationId: site.locationIds[loc],
          },
        ],
      );
    await scaffold(site.companyA);
    await scaffold(site.companyA, 1);
    await scaffold(site.companyB);
    // Without an installation task: under its record's location, no company.
    await addCraftRecord(t.db, site, {
      craftType: CRAFT_TYPE.SCAFFOLDING,
      craftDetails: { installed: true },
      timestampMarkedInstalled: installed,
      authorizedCompanies: [site.companyA],
    });
    expect(await c.plant.rpc.kpis.standing()).toEqual({ total: 4, averageDays: 10 });
    expect(await c.admin.rpc.kpis.standing()).toEqual({ total: 4, averageDays: 10 });
    expect(await c.contractorA.rpc.kpis.standing()).toEqual({ total: 2, averageDays: 10 });
    expect(await c.foreman.rpc.kpis.standing()).toEqual({ total: 2, averageDays: 10 });
    expect(await c.contractorB.rpc.kpis.standing()).toEqual({ total: 1, averageDays: 10 });
    expect(await o.plant.rpc.kpis.standing()).toEqual({ total: null, averageDays: null });

    // Limited to the caller's selected locations.
    await t.db
      .update(userLocations)
      .set({ value: false })
      .where(
        and(
          eq(userLocations.siteKey, site.siteKey),
          inArray(userLocations.userId, [site.users.plant.id, site.users.contractorA.id]),
          eq(userLocations.locationId, site.locationIds[1] ?? ''),
        ),
      );
    try {
      expect((await c.plant.rpc.kpis.standing()).total).toBe(3);
      expect((await c.contractorA.rpc.kpis.standing()).total).toBe(1);
    } finally {
      await t.db
        .update(userLocations)
        .set({ value: true })
        .where(
          and(
            eq(userLocations.siteKey, site.siteKey),
            inArray(userLocations.userId, [site.users.plant.id, site.users.contractorA.id]),
          ),
        );
    }
  });

  it('gives each caller the standing total of their Scaffolds Standing card for today', async () => {
    const [row] = await t.db
      .select({ timezone: sites.timezone })
      .from(sites)
      .where(eq(sites.siteKey, site.siteKey));
    const today = siteDateKey(new Date(), row?.timezone ?? 'UTC');
    const card = async (who: Who) =>
      (
        await c[who].rpc.kpis.dashboard({
          filters: { from: today, to: today },
          selectedKey: 'kpiStandingScaffolds',
        })
      ).cards.find((k) => k.key === 'kpiStandingScaffolds')?.value ?? null;
    for (const who of ['contractorA', 'contractorB', 'plant', 'admin'] as const) {
      const standing = await c[who].rpc.kpis.standing();
      expect(standing.total, who).not.toBeNull();
      expect(standing.total, who).toBe(await card(who));
    }
  });

  it('gives open work by age, a contractor their company’s', async () => {
    const day = 86_400_000;
    const now = Date.now();
    await addCraftRecord(
      t.db,
      site,
      {},
      [1, 20, 60, 200].map((age) => ({
        taskStatus: TASK_STATUS.AWAITING,
        taskType: TASK_TYPE.REPAIR,
        timestampCreated: new Date(now - age * day),
      })),
    );
    const work = await c.plant.rpc.kpis.openWorkByAge({});
    expect(work.buckets.map((b) => [b.key, b.count])).toEqual([
      ['0-7', 1],
      ['8-30', 1],
      ['31-90', 1],
      ['over90', 1],
    ]);
    expect(work.total).toBe(4);
    // The dashboard's card and pie count the same tasks in SQL.
    const d = await c.plant.rpc.kpis.dashboard({ filters: RANGE, selectedKey: 'kpiOpenWorkByAge' });
    expect(d.chartType).toBe('pie-simple');
    expect(d.slices.map((s) => [s.key, s.value, s.tasks])).toEqual(
      work.buckets.map((b) => [b.key, b.count, b.count]),
    );
    expect(d.cards.find((card) => card.key === 'kpiOpenWorkByAge')?.value).toBe(4);
    expect((await c.contractorB.rpc.kpis.openWorkByAge({})).total).toBe(0);
    expect(
      (await c.contractorB.rpc.kpis.openWorkByAge({ companyIds: [site.companyA] })).total,
    ).toBe(0);
    const slice = await c.plant.rpc.kpis.barTasks({
      filters: RANGE,
      key: 'kpiOpenWorkByAge',
      from: RANGE.from,
      to: RANGE.to,
      slice: '8-30',
    });
    expect(slice.count).toBe(1);
    expect(slice.tasks[0]?.id).toBe(work.buckets[1]?.taskIds[0]);
  });

  it('offers the filter choices in the scope', async () => {
    const plant = await c.plant.rpc.kpis.filterOptions();
    expect(plant.companies.map((x) => x.name)).toEqual(['Company A', 'Company B']);
    expect(plant.departments).toEqual(['North', 'South']);
    const b = await c.contractorB.rpc.kpis.filterOptions();
    expect(b.companies.map((x) => x.id)).toEqual([site.companyB]);
  });
});

describe('refusals', () => {
  it('refuses an applicant and a signed-out caller', async () => {
    await expect(dashboard('applicant')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.client().rpc.kpis.dashboard({ filters: RANGE })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses every procedure with a clear message when the site disables KPIs', async () => {
    await t.db
      .update(sites)
      .set({ customizations: { kpisEnabled: false } })
      .where(eq(sites.siteKey, other.siteKey));
    const rpc = o.admin.rpc.kpis;
    const refused = { code: 'FORBIDDEN', message: KPI_TEXTS.disabled };
    await expect(rpc.dashboard({ filters: RANGE })).rejects.toMatchObject(refused);
    await expect(
      rpc.barTasks({ filters: RANGE, key: 'kpiBacklog', from: RANGE.from, to: RANGE.to }),
    ).rejects.toMatchObject(refused);
    await expect(rpc.standing()).rejects.toMatchObject(refused);
    await expect(rpc.filterOptions()).rejects.toMatchObject(refused);
    await expect(rpc.openWorkByAge({})).rejects.toMatchObject(refused);
  });

  it('refuses a range that ends before it starts or is too long', async () => {
    await expect(
      c.plant.rpc.kpis.dashboard({ filters: { from: '2026-03-10', to: '2026-03-01' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      c.plant.rpc.kpis.dashboard({ filters: { from: '2020-01-01', to: '2026-03-01' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("refuses days outside the years written dates may have, with the written dates' message", async () => {
    const outOfRange = { code: 'BAD_REQUEST', message: DATE_MESSAGES.outOfRange };
    for (const filters of [
      { from: `${DATE_YEAR_MIN - 1}-12-01`, to: `${DATE_YEAR_MIN - 1}-12-31` },
      { from: `${DATE_YEAR_MAX + 1}-01-01`, to: `${DATE_YEAR_MAX + 1}-01-31` },
      { from: '0001-01-01', to: '0001-01-31' },
      { from: `${DATE_YEAR_MAX}-12-01`, to: '9999-12-31' },
    ]) {
      await expect(c.plant.rpc.kpis.dashboard({ filters })).rejects.toMatchObject(outOfRange);
    }
    // The whole span of those years is in bounds: refused for its length only.
    await expect(
      c.plant.rpc.kpis.dashboard({
        filters: { from: `${DATE_YEAR_MIN}-01-01`, to: `${DATE_YEAR_MAX}-12-31` },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: KPI_RANGE_TOO_LONG });
  });
});
