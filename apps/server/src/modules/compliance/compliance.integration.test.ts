import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { DEFAULT_COMPLIANCE_SETTINGS } from '@craftwork/domain/compliance/settings';
import { createDatabase } from '../../db/client.ts';
import { complianceDigestRuns, mailOutbox, sites, tasks } from '../../db/schema.ts';
import { createMailer } from '../../mail/mailer.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { COMPLIANCE_DIGEST_MAIL_KIND, sendDueComplianceDigests } from './compliance-digest.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let admin: TestClient;
let plant: TestClient;
let contractorA: TestClient;
let contractorB: TestClient;
const ids = {} as Record<
  | 'neverInspected'
  | 'fresh'
  | 'inspected'
  | 'modified'
  | 'removed'
  | 'electrical'
  | 'idle'
  | 'busy'
  | 'otherSite',
  string
>;

/** A standing scaffold of the fixture site: installed `installedAgo` ms ago, company A's. */
const scaffold = (
  s: SiteFixture,
  installedAgo: number,
  specs: Parameters<typeof addCraftRecord>[3] = [],
  record: Parameters<typeof addCraftRecord>[2] = {},
) =>
  addCraftRecord(
    t.db,
    s,
    {
      craftDetails: { installed: true },
      timestampMarkedInstalled: ago(installedAgo),
      authorizedCompanies: [s.companyA],
      ...record,
    },
    specs,
  );
const completed = (taskType: number, when: Date) => ({
  taskType,
  taskStatus: TASK_STATUS.COMPLETE,
  timestampTaskCompleted: when,
});

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'COMPL');
  other = await createSiteFixture(t.db, 'COMPX');
  [admin, plant, contractorA, contractorB] = (await Promise.all(
    (['admin', 'plant', 'contractorA', 'contractorB'] as const).map((r) =>
      t.signIn(site.users[r].email, PASSWORD),
    ),
  )) as [TestClient, TestClient, TestClient, TestClient];
  // Every installation was done by company A (the fixture's default company).
  const installed = (when: Date) => completed(TASK_TYPE.INSTALLATION, when);
  ids.neverInspected = (await scaffold(site, 30 * DAY, [installed(ago(30 * DAY))])).id;
  ids.fresh = (await scaffold(site, 2 * DAY, [installed(ago(2 * DAY))])).id;
  ids.inspected = (
    await scaffold(site, 40 * DAY, [
      installed(ago(40 * DAY)),
      completed(TASK_TYPE.INSPECTION, ago(DAY + HOUR)),
    ])
  ).id;
  ids.modified = (
    await scaffold(site, 40 * DAY, [
      installed(ago(40 * DAY)),
      completed(TASK_TYPE.INSPECTION, ago(DAY)),
      completed(TASK_TYPE.MODIFICATION, ago(HOUR)),
    ])
  ).id;
  ids.removed = (await scaffold(site, 30 * DAY, [], { open: false })).id;
  ids.electrical = (await scaffold(site, 30 * DAY, [], { craftType: 20 })).id;
  // Idle: installed 20 days ago, its last work done 16 days ago; busy: an open task.
  ids.idle = (await scaffold(site, 20 * DAY, [completed(TASK_TYPE.INSPECTION, ago(16 * DAY))])).id;
  ids.busy = (
    await scaffold(site, 20 * DAY, [
      completed(TASK_TYPE.INSPECTION, ago(16 * DAY)),
      { taskType: TASK_TYPE.MODIFICATION, taskStatus: TASK_STATUS.AWAITING },
    ])
  ).id;
  ids.otherSite = (await scaffold(other, 30 * DAY)).id;
});
afterAll(() => t.close());

const overdueIds = async (c: TestClient) =>
  (await c.rpc.compliance.overdue()).map((r) => r.recordId).sort();

describe('overdue inspections', () => {
  it('lists standing scaffolds past the interval or modified since their inspection', async () => {
    const rows = await plant.rpc.compliance.overdue();
    expect(rows.map((r) => r.recordId).sort()).toEqual(
      [ids.neverInspected, ids.modified, ids.idle, ids.busy].sort(),
    );
    const never = rows.find((r) => r.recordId === ids.neverInspected)!;
    expect(never).toMatchObject({
      daysSinceInspection: 30,
      lastInspectionAt: null,
      modified: false,
      openInspectionTaskId: null,
      locationTitle: 'Area 1',
    });
    const modified = rows.find((r) => r.recordId === ids.modified)!;
    expect(modified).toMatchObject({ daysSinceInspection: 1, modified: true });
    expect(modified.lastInspectionResult).toBe('safe');
  });

  it('counts on the Compliance screen and the dashboard what the list shows', async () => {
    for (const c of [plant, admin, contractorA, contractorB]) {
      const list = await c.rpc.compliance.overdue();
      const summary = await c.rpc.compliance.summary();
      const dashboard = await c.rpc.dashboard.summary({ craftType: null });
      expect(summary.overdue).toBe(list.length);
      expect(dashboard.compliance.overdueInspections).toBe(list.length);
      expect(summary.idle).toBe((await c.rpc.compliance.idle()).length);
    }
    // Company B is authorized on none of these records.
    expect(await contractorB.rpc.compliance.overdue()).toEqual([]);
    expect((await contractorA.rpc.compliance.overdue()).length).toBe(4);
  });

  it('follows the interval in the site settings', async () => {
    await admin.rpc.siteSettings.update({
      compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, inspectionIntervalDays: 1 },
    });
    expect(await overdueIds(plant)).toContain(ids.inspected);
    expect(await overdueIds(plant)).toContain(ids.fresh);
    expect((await admin.rpc.siteSettings.get()).inspectionIntervalDays).toBe(1);
    await admin.rpc.siteSettings.update({
      compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, inspectionIntervalDays: 7 },
    });
    expect(await overdueIds(plant)).not.toContain(ids.inspected);
  });
});

describe('createInspectionTasks', () => {
  it('creates one Awaiting Inspection task per scaffold for the installing company, once', async () => {
    const before = Date.now();
    const result = await plant.rpc.compliance.createInspectionTasks({
      recordIds: [ids.neverInspected, ids.modified, ids.neverInspected],
    });
    expect(result.created.map((c) => c.recordId).sort()).toEqual(
      [ids.neverInspected, ids.modified].sort(),
    );
    const made = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.craftRecordId, ids.neverInspected), eq(tasks.taskType, 13)));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      taskStatus: TASK_STATUS.AWAITING,
      assignedCompanyId: site.companyA,
      createdBy: site.users.plant.id,
      locationId: site.locationIds[0],
    });
    expect(made[0]!.timestampScheduled!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The list shows the open task; a second click skips the records (two at once too).
    const row = (await plant.rpc.compliance.overdue()).find(
      (r) => r.recordId === ids.neverInspected,
    );
    expect(row?.openInspectionTaskId).toBe(made[0]!.id);
    const again = await Promise.all([
      plant.rpc.compliance.createInspectionTasks({ recordIds: [ids.neverInspected] }),
      admin.rpc.compliance.createInspectionTasks({ recordIds: [ids.neverInspected] }),
    ]);
    expect(again.flatMap((r) => r.created)).toEqual([]);
    expect(again.flatMap((r) => r.skipped.map((s) => s.reason))).toEqual([
      'openInspection',
      'openInspection',
    ]);
  });

  it("refuses another site's record, one out of the caller's scope and one not standing", async () => {
    for (const [c, id] of [
      [plant, ids.otherSite],
      [contractorB, ids.fresh],
      [plant, ids.removed],
      [plant, ids.electrical],
    ] as const) {
      await expect(
        c.rpc.compliance.createInspectionTasks({ recordIds: [id] }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(
      await t.db.select().from(tasks).where(eq(tasks.craftRecordId, ids.otherSite)),
    ).toHaveLength(0);
  });
});

describe('idle scaffolds', () => {
  it('flags a standing scaffold without work for the idle days, with its cost', async () => {
    await admin.rpc.siteSettings.update({
      compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, idleDays: 14, idleCostCentsPerDay: 4500 },
    });
    const rows = await plant.rpc.compliance.idle();
    const idle = rows.find((r) => r.recordId === ids.idle);
    expect(idle).toMatchObject({ standingDays: 20, idleDays: 16, estimatedCostCents: 90_000 });
    expect(rows.map((r) => r.recordId)).not.toContain(ids.busy);
    // Tasks were just created on these: they are not idle.
    expect(rows.map((r) => r.recordId)).not.toContain(ids.neverInspected);
  });
});

describe('the daily e-mail', () => {
  it('lets plant users subscribe, not contractors', async () => {
    await expect(
      contractorA.rpc.compliance.setDigestSubscription({ subscribed: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await plant.rpc.compliance.setDigestSubscription({ subscribed: true });
    await admin.rpc.compliance.setDigestSubscription({ subscribed: true });
    expect((await plant.rpc.compliance.summary()).digest).toEqual({
      subscribed: true,
      canSubscribe: true,
    });
  });

  it('is sent once per site day and recipient by two instances at once, from 06:00 site time', async () => {
    await t.db.update(sites).set({ timezone: 'UTC' }).where(eq(sites.siteKey, site.siteKey));
    const instances = [
      createDatabase(t.databaseUrl, { max: 3 }),
      createDatabase(t.databaseUrl, { max: 3 }),
    ];
    const services = instances.map(({ db }) => ({
      db,
      mailer: createMailer(db, { from: 'craftwork@test' }),
      publicUrl: 'https://craftwork.test',
    }));
    const today = new Date().toISOString().slice(0, 10);
    const before6 = new Date(`${today}T05:59:00Z`);
    const at7 = new Date(`${today}T07:00:00Z`);
    try {
      expect(await sendDueComplianceDigests(services[0]!, before6)).toEqual([]);
      const results = await Promise.all([
        sendDueComplianceDigests(services[0]!, at7),
        sendDueComplianceDigests(services[1]!, at7),
        sendDueComplianceDigests(services[0]!, at7),
      ]);
      expect(results.flat().filter((k) => k.startsWith(`${site.siteKey}:`))).toEqual([
        `${site.siteKey}:${today}`,
      ]);
    } finally {
      await Promise.all(instances.map(({ pool }) => pool.end()));
    }
    const runs = await t.db
      .select()
      .from(complianceDigestRuns)
      .where(eq(complianceDigestRuns.siteKey, site.siteKey));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ day: today });
    expect(runs[0]!.recipients.sort()).toEqual(
      [site.users.admin.email, site.users.plant.email].sort(),
    );
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, COMPLIANCE_DIGEST_MAIL_KIND));
    const mine = mails.filter((m) => m.subject.includes('Site COMPL'));
    expect(mine.map((m) => m.to).sort()).toEqual(
      [site.users.admin.email, site.users.plant.email].sort(),
    );
    expect(mine[0]!.text).toContain('https://craftwork.test/compliance');
    expect(mine[0]!.text).toContain(`${runs[0]!.overdueCount} standing scaffold(s)`);
  });
});
