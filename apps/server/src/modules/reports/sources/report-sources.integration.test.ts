import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { formatKpiValue } from '@craftwork/domain/kpis/card-display';
import { siteDayRange } from '@craftwork/domain/kpis/formulas';
import { toCsv } from '@craftwork/domain/lists/csv';
import { ZReportOptions, type TReportOptionsInput } from '@craftwork/domain/reports/report-types';
import {
  shownTaskColumns,
  TASK_REPORT_DEFAULT_COLUMNS,
  taskReportProjection,
} from '@craftwork/domain/reports/task-report-columns';
import { addDays } from '@craftwork/domain/kpis/series';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { resolveScope, type Scope } from '../../../access/scope.ts';
import { inventoryObjects } from '../../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { recomputeKpiRange } from '../../kpi-records/index.ts';
import type { TReportRow } from '../report-document.ts';
import { BULK, parseCsv, seedReportSite, titles, TZ } from './report-sources.fixture.ts';
import { openReportSource, reportFilterOptions } from './report-sources.ts';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

/**
 * A task list's export as a task report holds it: the list's column titles, no ids, the
 * columns chosen (the default eight when none).
 */
function asTaskReport(listed: { csv: string }, chosen: readonly string[] = []): string {
  const [headers = [], ...lines] = parseCsv(listed.csv);
  const { headers: titles, pick } = taskReportProjection(headers, shownTaskColumns(chosen));
  return toCsv(titles, lines.map(pick));
}

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<'admin' | 'plant' | 'contractorA' | 'contractorB', TestClient>;

async function scopeOf(userId: string): Promise<Scope> {
  const result = await resolveScope(t.db, userId);
  if (result.kind !== 'approved') throw new Error('not approved');
  return result.scope;
}

const options = (o: TReportOptionsInput = {}) => ZReportOptions.parse(o);

/** Opens a report and reads every batch: its CSV, rows and batch sizes. */
async function read(userId: string, type: Parameters<typeof openReportSource>[2], o = options()) {
  const source = await openReportSource(t.db, await scopeOf(userId), type, o, new Date());
  const rows: TReportRow[] = [];
  const sizes: number[] = [];
  for await (const batch of source.batches) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { source, rows, sizes, csv: toCsv(source.headers, rows) };
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REPSRC');
  other = await createSiteFixture(t.db, 'REPSRCX');
  await seedReportSite(t.db, site);
  c = await signInEach(
    t,
    {
      admin: site.users.admin,
      plant: site.users.plant,
      contractorA: site.users.contractorA,
      contractorB: site.users.contractorB,
    },
    PASSWORD,
  );
}, 120_000);
afterAll(() => t.close());

describe('Open Tasks', () => {
  it("holds the All list's export under the list's column titles, without ids, in batches of at most 1,000, with its words and name", async () => {
    const { source, rows, sizes, csv } = await read(site.users.plant.id, 'open-tasks');
    const listed = await c.plant.rpc.tasks.exportCsv({ taskParam: 'All' });
    expect(source.headers).toEqual(TASK_REPORT_DEFAULT_COLUMNS);
    expect(source.headers).not.toContain('id');
    expect(csv).toBe(asTaskReport(listed));
    expect(source.total).toBe(rows.length);
    expect(rows.length).toBe(BULK + 5); // a1, a3, n1, b1, c1
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1_000);
    expect(source.title).toBe('Open Tasks');
    expect(source.fileBaseName).toBe(`Open Tasks - ${formatExportFileDate(new Date(), TZ)}`);
    expect(source.filters).toEqual([
      { label: 'Craft types', value: 'All' },
      { label: 'Companies', value: 'All' },
      { label: 'Locations', value: 'All' },
      { label: 'Statuses', value: 'All' },
    ]);
  });

  it("holds only a contractor's company's rows at their locations, as their export", async () => {
    const { csv, rows, source } = await read(site.users.contractorA.id, 'open-tasks');
    const listed = await c.contractorA.rpc.tasks.exportCsv({ taskParam: 'All' });
    expect(csv).toBe(asTaskReport(listed));
    const company = source.headers.indexOf('Assigned Company');
    const location = source.headers.indexOf('Location');
    expect(new Set(rows.map((r) => r[company]))).toEqual(new Set(['Company A']));
    expect(rows.some((r) => r[location] === 'Area 2')).toBe(false);
    expect(rows.length).toBe(BULK + 2); // a1, a3
  });

  it('narrows by craft types (as the list export of that type), companies, locations, statuses', async () => {
    const painting = await read(site.users.plant.id, 'open-tasks', options({ craftTypes: [30] }));
    const listed = await c.plant.rpc.tasks.exportCsv({ taskParam: 'All', craftType: 30 });
    expect(painting.csv).toBe(asTaskReport(listed));
    const title = (r: TReportRow) => r[0];
    expect(painting.rows.map(title)).toEqual(['b1']);
    const byB = await read(
      site.users.plant.id,
      'open-tasks',
      options({ companyIds: [site.companyB] }),
    );
    expect(byB.rows.map(title)).toEqual(['b1']);
    const atLoc1 = await read(
      site.users.plant.id,
      'open-tasks',
      options({ locationIds: [site.locationIds[1]!] }),
    );
    expect(atLoc1.rows.map(title).sort()).toEqual(['b1', 'c1']);
    const inProgress = await read(site.users.plant.id, 'open-tasks', options({ statuses: [40] }));
    expect(inProgress.rows.map(title)).toEqual(['a3']);
    expect(inProgress.source.filters.at(-1)).toEqual({ label: 'Statuses', value: 'In Progress' });
    // A contractor asking for another company gets nothing.
    const across = await read(
      site.users.contractorA.id,
      'open-tasks',
      options({ companyIds: [site.companyB] }),
    );
    expect(across.rows).toEqual([]);
    expect(across.source.filters[1]).toEqual({ label: 'Companies', value: 'Company B' });
  });
});

describe('chosen columns', () => {
  it("holds the columns the user chose, in the task list's order, and the orientation chosen", async () => {
    const chosen = ['Description', 'Title', 'Urgent'] as const;
    const { source, csv } = await read(
      site.users.plant.id,
      'open-tasks',
      options({ columns: [...chosen], orientation: 'landscape' }),
    );
    expect(source.headers).toEqual(['Title', 'Description', 'Urgent']);
    expect(source.orientation).toBe('landscape');
    expect(csv).toBe(asTaskReport(await c.plant.rpc.tasks.exportCsv({ taskParam: 'All' }), chosen));
  });
});

describe('Completed Tasks', () => {
  const range = siteDayRange(NOVEMBER.from, TZ).start;
  const end = siteDayRange(NOVEMBER.to, TZ).end;
  const listFilter = {
    taskParam: 'Completed' as const,
    completedFrom: range.toISOString(),
    completedTo: new Date(end.getTime() - 1).toISOString(),
  };

  it("equals the Completed list's export of the same range, for plant and a contractor", async () => {
    const plant = await read(site.users.plant.id, 'completed-tasks', options(NOVEMBER));
    expect(plant.csv).toBe(asTaskReport(await c.plant.rpc.tasks.exportCsv(listFilter)));
    expect(plant.rows.map((r) => r[0]).sort()).toEqual(['a2', 'b2', 'inspection']);
    const mine = await read(site.users.contractorA.id, 'completed-tasks', options(NOVEMBER));
    expect(mine.csv).toBe(asTaskReport(await c.contractorA.rpc.tasks.exportCsv(listFilter)));
    expect(mine.rows.map((r) => r[0]).sort()).toEqual(['a2', 'inspection']);
    expect(plant.source.filters[0]).toEqual({
      label: 'Date range',
      value: '11/01/2026 - 11/30/2026',
    });
  });

  it('refuses without a range', async () => {
    await expect(read(site.users.plant.id, 'completed-tasks')).rejects.toMatchObject({
      message: 'Choose a date range for this report.',
    });
  });
});

describe('Standing Scaffolds', () => {
  it("lists the standing scaffolds longest first; their record columns equal the craft list's export", async () => {
    const { rows, source } = await read(site.users.plant.id, 'standing-scaffolds');
    expect(source.total).toBe(rows.length);
    expect(rows.map((r) => r[1])).toEqual([titles.r5, titles.r1, titles.r3]);
    expect(rows.map((r) => r[3])).toEqual(['Company B', 'Company A', 'Company A']);
    expect(rows[1]?.[0]).toBe('T-100');
    expect(rows[1]?.[6]).toBe('11/20/2026');
    expect(rows[0]?.[6]).toBeNull();
    const listed = parseCsv(
      (await c.plant.rpc.craftRecords.exportCsv({ craftType: 10, installed: true })).csv,
    );
    const [headers, ...lines] = listed;
    const col = (name: string) => headers!.indexOf(name);
    for (const row of rows) {
      const line = lines.find((l) => l[col('title')] === row[1]);
      expect(line, String(row[1])).toBeDefined();
      expect(line?.[col('location')]).toBe(row[2]);
      expect(line?.[col('# Days Standing')]).toBe(String(row[5]));
    }
  });

  it('gives a contractor only the scaffolds their company installed, at their locations', async () => {
    const { rows } = await read(site.users.contractorA.id, 'standing-scaffolds');
    expect(rows.map((r) => r[1])).toEqual([titles.r1]);
    const byB = await read(
      site.users.plant.id,
      'standing-scaffolds',
      options({ companyIds: [site.companyB] }),
    );
    expect(byB.rows.map((r) => r[1])).toEqual([titles.r5]);
    const atLoc1 = await read(
      site.users.plant.id,
      'standing-scaffolds',
      options({ locationIds: [site.locationIds[1]!] }),
    );
    expect(atLoc1.rows.map((r) => r[1])).toEqual([titles.r3]);
  });
});

describe('Inventory Summary', () => {
  it("equals the inventory list's export in each caller's scope; narrows by craft type", async () => {
    const first = await c.plant.rpc.inventoryObjects.create({
      title: 'Tubes 21ft',
      quantityAvailable: 40,
      lowQuantityThreshold: 5,
    });
    await c.plant.rpc.inventoryObjects.create({ title: 'Boards', quantityAvailable: 12 });
    await c.contractorB.rpc.inventoryObjects.create({ title: 'B clamps', quantityAvailable: 3 });
    await t.db
      .update(inventoryObjects)
      .set({ craftTypes: [30] })
      .where(eq(inventoryObjects.id, first.id));
    for (const [user, client] of [
      [site.users.plant.id, c.plant],
      [site.users.contractorA.id, c.contractorA],
      [site.users.contractorB.id, c.contractorB],
    ] as const) {
      const report = await read(user, 'inventory-summary');
      expect(report.csv).toBe((await client.rpc.inventoryObjects.exportCsv({})).csv);
      expect(report.source.total).toBe(report.rows.length);
    }
    const own = await read(site.users.contractorA.id, 'inventory-summary');
    expect(own.rows.map((r) => r[0])).toEqual(['Boards', 'Tubes 21ft']);
    const painting = await read(
      site.users.plant.id,
      'inventory-summary',
      options({ craftTypes: [30] }),
    );
    expect(painting.rows.map((r) => r[0])).toEqual(['Tubes 21ft']);
  });

  it('is refused where inventory is off', async () => {
    await expect(read(other.users.plant.id, 'inventory-summary')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Inventory is not enabled on this site.',
    });
  });
});

describe('KPI Summary', () => {
  it('says what the KPI dashboard says for the same filters, for plant and a contractor', async () => {
    const today = siteDateKey(new Date(), TZ);
    const range = { from: '2026-11-01', to: today < '2026-11-01' ? '2026-11-01' : today };
    // The stored daily records of the range before today (today's are computed on demand).
    if (today > '2026-11-01')
      await recomputeKpiRange(t.db, site.siteKey, '2026-11-01', addDays(today, -1));
    let shown = 0;
    for (const [user, client] of [
      [site.users.plant.id, c.plant],
      [site.users.contractorA.id, c.contractorA],
    ] as const) {
      const report = await read(user, 'kpi-summary', options({ ...range, craftTypes: [10] }));
      shown = 0;
      const dashboard = await client.rpc.kpis.dashboard({
        filters: { ...range, craftTypes: [10] },
      });
      expect(report.rows.length).toBe(dashboard.cards.length);
      expect(report.source.total).toBe(dashboard.cards.length);
      dashboard.cards.forEach((card, i) => {
        const row = report.rows[i];
        expect(row?.[0]).toBe(card.title);
        expect(row?.[1]).toBe(formatKpiValue(card.value, card));
        expect(row?.[4]).toBe(formatKpiValue(card.previousValue, card));
        if (row?.[1] !== '--') shown++;
      });
      expect(shown).toBeGreaterThan(0);
    }
  });

  it("with a template: the template's cards", async () => {
    const template = await c.admin.rpc.kpiTemplates.create({
      name: 'Monthly review',
      kpiKeys: ['kpiTasksCompleted', 'kpiPercentSchedule'],
      filters: {
        range: { kind: 'preset', preset: 'last7Days' },
        taskTypes: [],
        departments: [],
        companyIds: [],
        craftTypes: [],
      },
      timescale: 'daily',
    });
    const report = await read(
      site.users.plant.id,
      'kpi-summary',
      options({ ...NOVEMBER, kpiTemplateId: template.id }),
    );
    const dashboard = await c.plant.rpc.kpis.dashboard({ filters: NOVEMBER });
    const expected = dashboard.cards.filter((card) =>
      ['kpiTasksCompleted', 'kpiPercentSchedule'].includes(card.key),
    );
    expect(report.rows.map((r) => [r[0], r[1]])).toEqual(
      expected.map((card) => [card.title, formatKpiValue(card.value, card)]),
    );
    expect(report.source.filters.at(-1)).toEqual({
      label: 'KPI template',
      value: 'Monthly review',
    });
  });
});

describe('Tasks by Company', () => {
  it('counts created, completed and open at the end per company in scope', async () => {
    const plant = await read(site.users.plant.id, 'tasks-by-company', options(NOVEMBER));
    expect(plant.source.headers).toEqual(['Company', 'Created', 'Completed', 'Open at End']);
    expect(plant.rows).toEqual([
      ['Company A', 3, 2, BULK + 3], // created a1 a4 inspection; completed a2 inspection
      ['Company B', 2, 1, 1],
      ['[No company]', 1, 0, 1],
    ]);
    const mine = await read(site.users.contractorA.id, 'tasks-by-company', options(NOVEMBER));
    expect(mine.rows).toEqual([['Company A', 3, 2, BULK + 2]]); // c1 is at Area 2
    const painting = await read(
      site.users.plant.id,
      'tasks-by-company',
      options({ ...NOVEMBER, craftTypes: [30], companyIds: [site.companyB] }),
    );
    expect(painting.rows).toEqual([['Company B', 2, 1, 1]]);
  });
});

describe('reportFilterOptions', () => {
  it("offers the caller's companies and selected locations, statuses and templates", async () => {
    const plant = await reportFilterOptions(t.db, await scopeOf(site.users.plant.id));
    expect(plant.companies.map((x) => x.name)).toEqual(['Company A', 'Company B']);
    expect(plant.locations.map((l) => l.title)).toEqual(['Area 1', 'Area 2']);
    expect(plant.statuses.find((s) => s.code === 90)?.name).toBe('Complete');
    expect(plant.kpiTemplates.map((k) => k.name)).toContain('Monthly review');
    const mine = await reportFilterOptions(t.db, await scopeOf(site.users.contractorA.id));
    expect(mine.companies.map((x) => x.name)).toEqual(['Company A']);
    expect(mine.locations.map((l) => l.title)).toEqual(['Area 1']);
  });
});
