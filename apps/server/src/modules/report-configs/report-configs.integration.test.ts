import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DATA_MESSAGES } from '@craftwork/domain/reports/access';
import { REPORT_MESSAGES } from '@craftwork/domain/reports/report-types';
import { kpiTemplates, reportConfigs, reportRuns, sites } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import { insertConfig } from './report-configs.fixture.ts';
import { REPORT_CONFIGS_MAX } from './report-configs.repository.ts';
import { queueDueReportRuns } from './report-schedule.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;
const ZONE = 'America/Chicago';

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RCFG');
  other = await createSiteFixture(t.db, 'RCFGOTHER');
  for (const s of [site, other])
    await t.db.update(sites).set({ timezone: ZONE }).where(eq(sites.siteKey, s.siteKey));
  c = await signInAll();
});
afterAll(() => t.close());

const signInAll = () =>
  signInEach(
    t,
    {
      admin: site.users.admin,
      plant: site.users.plant,
      contractorA: site.users.contractorA,
      applicant: site.users.applicant,
      otherAdmin: other.users.admin,
    },
    PASSWORD,
  );

const weekly = (name: string) => ({
  name,
  type: 'standing-scaffolds' as const,
  frequency: 'weekly' as const,
});
const notFound = { code: 'NOT_FOUND', message: REPORT_MESSAGES.configNotFound };

describe('saveReportConfig, list and deleteReportConfig', () => {
  it.each(['admin', 'plant', 'contractorA'] as const)(
    'a %s saves, lists, changes and deletes their own configuration',
    async (role) => {
      const rpc = c[role].rpc.reportConfigs;
      const { id } = await rpc.saveReportConfig(weekly(`Scaffolds of ${role}`));
      const [listed] = (await rpc.list()).filter((r) => r.id === id);
      expect(listed).toMatchObject({
        name: `Scaffolds of ${role}`,
        type: 'standing-scaffolds',
        frequency: 'weekly',
        subscribed: true,
        whiteLabel: false,
        sendTime: '06:00',
        paperSize: 'Letter',
        lastRun: null,
      });
      // The next run is a Monday at 06:00 in Chicago.
      const next = new Date(listed!.nextRunAt!);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.getUTCDay()).toBe(1);
      expect([11, 12]).toContain(next.getUTCHours());

      await rpc.saveReportConfig({
        id,
        ...weekly('Renamed'),
        frequency: 'monthly',
        sendTime: '07:30',
        paperSize: 'A4',
        subscribed: false,
      });
      const [row] = await t.db.select().from(reportConfigs).where(eq(reportConfigs.id, id));
      expect(row).toMatchObject({
        name: 'Renamed',
        frequency: 'monthly',
        sendTime: '07:30',
        paperSize: 'A4',
        subscribed: false,
        userId: site.users[role].id,
        siteKey: site.siteKey,
      });

      await rpc.deleteReportConfig({ reportConfigId: id });
      expect((await rpc.list()).map((r) => r.id)).not.toContain(id);
      await expect(rpc.deleteReportConfig({ reportConfigId: id })).rejects.toMatchObject(notFound);
    },
  );

  it('lists only one’s own; another’s id is not found, on the same site or another', async () => {
    const { id } = await c.plant.rpc.reportConfigs.saveReportConfig(weekly('Plant only'));
    for (const role of ['admin', 'contractorA', 'otherAdmin'] as const) {
      const rpc = c[role].rpc.reportConfigs;
      expect((await rpc.list()).map((r) => r.id)).not.toContain(id);
      await expect(rpc.saveReportConfig({ id, ...weekly('Taken over') })).rejects.toMatchObject(
        notFound,
      );
      await expect(rpc.deleteReportConfig({ reportConfigId: id })).rejects.toMatchObject(notFound);
      await expect(rpc.sentLog({ configId: id })).rejects.toMatchObject(notFound);
    }
    const [row] = await t.db.select().from(reportConfigs).where(eq(reportConfigs.id, id));
    expect(row).toMatchObject({ name: 'Plant only', deletedAt: null });
  });

  it('refuses applicants and the signed-out', async () => {
    await expect(c.applicant.rpc.reportConfigs.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      c.applicant.rpc.reportConfigs.saveReportConfig(weekly('No')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.client().rpc.reportConfigs.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps the type’s options without a date range, which each run supplies', async () => {
    const { id } = await c.admin.rpc.reportConfigs.saveReportConfig({
      name: 'Completed weekly',
      type: 'completed-tasks',
      frequency: 'weekly',
      options: {
        from: '2026-01-01',
        to: '2026-01-31',
        craftTypes: [10],
        companyIds: [site.companyA],
        locationIds: [site.locationIds[0]!],
        statuses: [3],
        kpiTemplateId: null,
        columns: ['Title', 'Completed'],
        orientation: 'landscape',
      },
    });
    const [row] = await t.db.select().from(reportConfigs).where(eq(reportConfigs.id, id));
    expect(row!.options).toEqual({
      from: null,
      to: null,
      craftTypes: [10],
      companyIds: [site.companyA],
      locationIds: [site.locationIds[0]],
      // Completed Tasks has no status option.
      statuses: [],
      kpiTemplateId: null,
      columns: ['Title', 'Completed'],
      orientation: 'landscape',
    });
  });

  it('refuses another site’s companies, locations and KPI templates', async () => {
    const save = (options: Record<string, unknown>) =>
      c.admin.rpc.reportConfigs.saveReportConfig({
        name: 'Cross-site',
        type: 'kpi-summary',
        frequency: 'monthly',
        options,
      });
    await expect(save({ companyIds: [other.companyA] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const foreign = randomUUID();
    const own = randomUUID();
    await t.db.insert(kpiTemplates).values([
      { id: foreign, siteKey: other.siteKey, name: `Foreign ${foreign}`, kpiKeys: [] },
      { id: own, siteKey: site.siteKey, name: `Own ${own}`, kpiKeys: [] },
    ]);
    await expect(save({ kpiTemplateId: foreign })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const { id } = await save({ kpiTemplateId: own });
    const [row] = await t.db.select().from(reportConfigs).where(eq(reportConfigs.id, id));
    expect(row!.options.kpiTemplateId).toBe(own);
  });

  it('refuses a type the site does not offer (inventory off)', async () => {
    await expect(
      c.admin.rpc.reportConfigs.saveReportConfig({
        name: 'Stock',
        type: 'inventory-summary',
        frequency: 'daily',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: REPORT_DATA_MESSAGES.typeNotOffered });
  });

  it('validates the send time and the name', async () => {
    await expect(
      c.admin.rpc.reportConfigs.saveReportConfig({ ...weekly('Late'), sendTime: '24:00' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REPORT_MESSAGES.sendTime });
    await expect(
      c.admin.rpc.reportConfigs.saveReportConfig(weekly('x'.repeat(5000))),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it(`keeps at most ${REPORT_CONFIGS_MAX} per member`, async () => {
    const mine = await c.contractorA.rpc.reportConfigs.list();
    for (let i = mine.length; i < REPORT_CONFIGS_MAX; i++)
      await insertConfig(t.db, {
        siteKey: site.siteKey,
        userId: site.users.contractorA.id,
        name: `Filler ${i}`,
      });
    await expect(
      c.contractorA.rpc.reportConfigs.saveReportConfig(weekly('One too many')),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REPORT_MESSAGES.tooManyConfigs });
    // Another member is not counted against.
    await expect(
      c.plant.rpc.reportConfigs.saveReportConfig(weekly('Still fine')),
    ).resolves.toMatchObject({ id: expect.any(String) });
    await t.db
      .update(reportConfigs)
      .set({ deletedAt: new Date() })
      .where(eq(reportConfigs.userId, site.users.contractorA.id));
  });
});

describe('queueDueReportRuns and the Sent log', () => {
  // Monday 2026-11-23 06:00:30 CST.
  const monday = new Date('2026-11-23T12:00:30Z');

  it('records one run per due configuration and period, queued once however often it ticks', async () => {
    const userId = site.users.plant.id;
    const id = await insertConfig(t.db, { siteKey: site.siteKey, userId, name: 'Tick weekly' });
    const before = await insertConfig(t.db, {
      siteKey: site.siteKey,
      userId,
      name: 'Not yet',
      sendTime: '07:00',
    });
    const sent: string[] = [];
    const send = async (runId: string) => void sent.push(runId);

    const first = await queueDueReportRuns(t.db, send, monday);
    const again = await queueDueReportRuns(t.db, send, new Date(monday.getTime() + 60_000));
    // Two instances ticking at once.
    const both = await Promise.all([
      queueDueReportRuns(t.db, send, monday),
      queueDueReportRuns(t.db, send, monday),
    ]);
    const runs = await t.db.select().from(reportRuns).where(eq(reportRuns.configId, id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      periodKey: 'weekly:2026-11-16',
      periodFrom: '2026-11-16',
      periodTo: '2026-11-22',
      scheduledFor: new Date('2026-11-23T12:00:00Z'),
      status: 'queued',
      attempts: 0,
    });
    expect(first).toContain(runs[0]!.id);
    expect([...again, ...both.flat()]).not.toContain(runs[0]!.id);
    expect(sent.filter((s) => s === runs[0]!.id)).toHaveLength(1);
    expect(
      await t.db.select().from(reportRuns).where(eq(reportRuns.configId, before)),
    ).toHaveLength(0);

    // The Sent log, newest first, with the period in words.
    const log = await c.plant.rpc.reportConfigs.sentLog({ configId: id });
    expect(log).toEqual([
      expect.objectContaining({
        id: runs[0]!.id,
        configId: id,
        configName: 'Tick weekly',
        period: '11/16/2026 - 11/22/2026',
        status: 'queued',
        recipients: [],
      }),
    ]);
    expect((await c.plant.rpc.reportConfigs.sentLog({})).map((r) => r.id)).toContain(runs[0]!.id);
    expect((await c.admin.rpc.reportConfigs.sentLog({})).map((r) => r.id)).not.toContain(
      runs[0]!.id,
    );
    const listed = (await c.plant.rpc.reportConfigs.list()).find((r) => r.id === id);
    expect(listed?.lastRun).toEqual({
      at: '2026-11-23T12:00:00.000Z',
      status: 'queued',
      error: null,
    });
  });

  it('queues again a run whose job was lost, and skips deleted configurations', async () => {
    const userId = site.users.admin.id;
    const id = await insertConfig(t.db, { siteKey: site.siteKey, userId, frequency: 'daily' });
    const gone = await insertConfig(t.db, {
      siteKey: site.siteKey,
      userId,
      frequency: 'daily',
      deletedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const lost = async () => {};
    const now = new Date('2026-11-24T12:00:30Z');
    const queued = await queueDueReportRuns(t.db, lost, now);
    const [run] = await t.db
      .select()
      .from(reportRuns)
      .where(and(eq(reportRuns.configId, id), eq(reportRuns.periodKey, 'daily:2026-11-23')));
    expect(run).toBeDefined();
    expect(queued).toContain(run!.id);
    // Recorded ten minutes before the next tick, and still queued: its job never left.
    await t.db
      .update(reportRuns)
      .set({ createdAt: new Date(now.getTime() - 10 * 60_000) })
      .where(eq(reportRuns.id, run!.id));
    const sent: string[] = [];
    await queueDueReportRuns(t.db, async (r) => void sent.push(r), now);
    expect(sent).toContain(run!.id);
    expect(await t.db.select().from(reportRuns).where(eq(reportRuns.configId, gone))).toEqual([]);
  });
});
