import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import type { TAnalyticsChartType } from '@craftwork/domain/kpis/analytics';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { locations } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { signInRoles } from '../../test/inventory-fixtures.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signIn>>;

const signIn = () =>
  signInRoles(t, site, ['admin', 'plant', 'foreman', 'contractorA', 'contractorB', 'applicant']);

const at = (iso: string) => new Date(iso);
const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const name = (role: keyof SiteFixture['users']) => `${role} ${site.siteKey}`;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ANALYTICS');
  other = await createSiteFixture(t.db, 'ANALYTICSX');
  c = await signIn();
  const [north, south] = site.locationIds as [string, string];
  await t.db.update(locations).set({ department: 'North' }).where(eq(locations.id, north));
  await t.db.update(locations).set({ department: 'South' }).where(eq(locations.id, south));
  const u = site.users;
  // The site is in Chicago (UTC-6 in March until the 8th, then UTC-5).
  await addCraftRecord(
    t.db,
    site,
    { timestampRecordCreated: at('2026-03-10T15:00:00Z'), craftDetails: { workOrder: 'WO-1' } },
    [
      // Company A, Area 1, urgent, by the plant user.
      { taskStatus: 30, urgent: true, timestampCreated: at('2026-03-10T15:00:00Z') },
      // Company A, Area 1, by contractor A on behalf of the foreman.
      {
        taskStatus: 30,
        createdBy: u.contractorA.id,
        onBehalfOf: u.foreman.id,
        timestampCreated: at('2026-03-12T15:00:00Z'),
      },
      // Company A, Area 1, by contractor A, 23:30 on March 31 at the site: in March.
      { taskStatus: 30, createdBy: u.contractorA.id, timestampCreated: at('2026-04-01T04:30:00Z') },
      // 23:00 on February 28 at the site: not in March.
      { taskStatus: 30, timestampCreated: at('2026-03-01T05:00:00Z') },
      // Deleted: in no chart.
      {
        taskStatus: 30,
        timestampCreated: at('2026-03-12T15:00:00Z'),
        deletedAt: at('2026-03-13T15:00:00Z'),
      },
    ],
  );
  await addCraftRecord(
    t.db,
    site,
    { locationId: south, craftType: 30, timestampRecordCreated: at('2026-03-11T15:00:00Z') },
    [
      // Company B, Area 2, same-day (Awaiting at 10:00, scheduled 15:00 that day), task type 20.
      {
        taskStatus: 20,
        taskType: 20,
        assignedCompanyId: site.companyB,
        timestampCreated: at('2026-03-11T15:00:00Z'),
        timestampAwaitingStart: at('2026-03-11T15:00:00Z'),
        timestampScheduled: at('2026-03-11T20:00:00Z'),
      },
    ],
  );
  // A record by contractor A without a work order, in March.
  await addCraftRecord(t.db, site, {
    createdBy: u.contractorA.id,
    timestampRecordCreated: at('2026-03-20T15:00:00Z'),
  });
  // Another site's task in March.
  await addCraftRecord(t.db, other, {}, [
    { taskStatus: 30, timestampCreated: at('2026-03-10T15:00:00Z') },
  ]);
});
afterAll(() => t.close());

type Who = keyof typeof c;
const chart = (chartType: TAnalyticsChartType, who: Who = 'plant', over: object = {}) =>
  c[who].rpc.analytics.chart({ chartType, ...MARCH, ...over });
const bars = async (chartType: TAnalyticsChartType, who: Who = 'plant', over: object = {}) =>
  (await chart(chartType, who, over)).bars.map((b) => [b.label, b.value, b.total]);

describe('by location (open to all)', () => {
  it('counts the tasks created in the whole site days of the range, largest first', async () => {
    const result = await chart('tasks-created-by-location');
    expect(result.title).toBe('Tasks Created by Location');
    expect(result.bars.map((b) => [b.label, b.value])).toEqual([
      ['Area 1', 3],
      ['Area 2', 1],
    ]);
    expect(result.axisMax).toBeCloseTo(3.3);
  });

  it('shows plant personnel and the site admin the whole site', async () => {
    expect(await bars('tasks-created-by-location', 'admin')).toEqual(
      await bars('tasks-created-by-location', 'plant'),
    );
  });

  it('shows company users only their company’s tasks', async () => {
    expect(await bars('tasks-created-by-location', 'contractorA')).toEqual([['Area 1', 3, 3]]);
    expect(await bars('tasks-created-by-location', 'foreman')).toEqual([['Area 1', 3, 3]]);
    expect(await bars('tasks-created-by-location', 'contractorB')).toEqual([['Area 2', 1, 1]]);
  });

  it('counts urgent and same-day tasks with the group’s tasks created', async () => {
    expect(await bars('urgent-tasks-created-by-location')).toEqual([['Area 1', 1, 3]]);
    expect(await bars('same-day-tasks-created-by-location')).toEqual([['Area 2', 1, 1]]);
    expect(await bars('same-day-tasks-created-by-location', 'contractorA')).toEqual([]);
  });

  it.each<[string, object, (string | number)[][]]>([
    ['a craft type', { craftTypes: [30] }, [['Area 2', 1, 1]]],
    ['a task type', { taskTypes: [10] }, [['Area 1', 3, 3]]],
    ['a department', { departments: ['South'] }, [['Area 2', 1, 1]]],
    [
      'two departments',
      { departments: ['South', 'North'] },
      [
        ['Area 1', 3, 3],
        ['Area 2', 1, 1],
      ],
    ],
    ['a department no location has', { departments: ['West'] }, []],
    ['one day', { from: '2026-03-11', to: '2026-03-11' }, [['Area 2', 1, 1]]],
    ['February (its last evening)', { from: '2026-02-01', to: '2026-02-28' }, [['Area 1', 1, 1]]],
  ])('filters by %s', async (_name, over, expected) => {
    expect(await bars('tasks-created-by-location', 'plant', over)).toEqual(expected);
  });
});

describe('restricted charts', () => {
  it('counts per creator, per on-behalf-of user and the records without a work order', async () => {
    expect(await bars('task-created-by-user')).toEqual([
      [name('contractorA'), 2, 2],
      [name('plant'), 2, 2],
    ]);
    expect(await bars('urgent-tasks-created-by-user')).toEqual([[name('plant'), 1, 2]]);
    expect(await bars('tasks-created-by-on-behalf-of')).toEqual([[name('foreman'), 1, 1]]);
    expect(await bars('urgent-tasks-created-by-user-on-behalf-of')).toEqual([]);
    expect(await bars('same-day-tasks-created-by-user')).toEqual([[name('plant'), 1, 2]]);
    expect(await bars('craft-records-created-without-work-order-by-user')).toEqual([
      [name('contractorA'), 1, 1],
      [name('plant'), 1, 2],
    ]);
  });

  it.each<Who>(['contractorA', 'contractorB', 'foreman'])(
    'refuses them to %s, who is not plant personnel',
    async (who) => {
      const refused = { code: 'FORBIDDEN', message: PERMISSION_ERROR_MESSAGE };
      await expect(chart('task-created-by-user', who)).rejects.toMatchObject(refused);
      await expect(
        c[who].rpc.analytics.exportCsv({
          chartType: 'same-day-tasks-created-by-on-behalf-of',
          ...MARCH,
        }),
      ).rejects.toMatchObject(refused);
    },
  );
});

describe('access', () => {
  it('refuses an applicant and a signed-out caller', async () => {
    await expect(chart('tasks-created-by-location', 'applicant')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      t.client().rpc.analytics.chart({ chartType: 'tasks-created-by-location', ...MARCH }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a reversed range', async () => {
    await expect(
      chart('tasks-created-by-location', 'plant', { from: '2026-03-31', to: '2026-03-01' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('export and filter options', () => {
  it('exports the chart as "Analytics - {title} - {MM-DD-YYYY}.csv"', async () => {
    const result = await c.plant.rpc.analytics.exportCsv({
      chartType: 'urgent-tasks-created-by-location',
      ...MARCH,
    });
    const today = formatExportFileDate(new Date(), 'America/Chicago');
    expect(result.filename).toBe(`Analytics - Urgent Tasks Created by Location - ${today}.csv`);
    expect(result.rows).toBe(1);
    expect(result.csv).toBe(
      'Location,Urgent Tasks Created by Location,Tasks Created,Percentage\r\nArea 1,1,3,33.3\r\n',
    );
  });

  it('exports only the company’s rows to a company user', async () => {
    const { csv } = await c.contractorB.rpc.analytics.exportCsv({
      chartType: 'tasks-created-by-location',
      ...MARCH,
    });
    expect(csv).toBe('Location,Tasks Created by Location\r\nArea 2,1\r\n');
  });

  it('offers the site’s craft and task types and the departments of the caller’s locations', async () => {
    const options = await c.contractorA.rpc.analytics.filterOptions();
    expect(options.departments).toEqual(['North', 'South']);
    expect(options.craftTypes.length).toBeGreaterThan(0);
    expect(options.craftTypes[0]).toMatchObject({
      code: expect.any(Number),
      name: expect.any(String),
    });
    expect(options.taskTypes.length).toBeGreaterThan(0);
  });
});
