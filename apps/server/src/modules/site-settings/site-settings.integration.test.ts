import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { auditLog, sites, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { cookieHeader, openLiveStream } from '../../test/live-stream.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SETS');
  other = await createSiteFixture(t.db, 'SETX');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

async function siteRow(siteKey = site.siteKey) {
  const [row] = await t.db.select().from(sites).where(eq(sites.siteKey, siteKey));
  return row!;
}

async function auditEntries(siteKey = site.siteKey) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteKey, siteKey), eq(auditLog.area, 'siteSettings')));
}

describe('who may use site settings', () => {
  const roles = ['plant', 'foreman', 'contractorA', 'contractorB', 'applicant'] as const;

  it.each(roles)('refuses %s both procedures', async (role) => {
    const c = await t.signIn(site.users[role].email, PASSWORD);
    await expect(c.rpc.siteSettings.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(c.rpc.siteSettings.update({ name: 'Taken over' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a signed-out caller', async () => {
    const c = t.client();
    await expect(c.rpc.siteSettings.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(c.rpc.siteSettings.update({ name: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('lets the site admin read the settings with defaults filled in', async () => {
    const settings = await admin.rpc.siteSettings.get();
    expect(settings).toMatchObject({
      name: 'Site SETS',
      inventoryEnabled: false,
      kpisEnabled: true,
      assignedToEnabled: false,
      customerSite: false,
      customerAppHost: '',
      nextOpportunityAllowed: null,
      awaitingEstimateEnabled: [],
      inspectionIntervalDays: 7,
    });
  });

  it("changes only the admin's own site", async () => {
    const otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
    await otherAdmin.rpc.siteSettings.update({ name: 'Other renamed' });
    expect((await siteRow()).name).toBe('Site SETS');
    expect((await siteRow(other.siteKey)).name).toBe('Other renamed');
  });
});

describe('update', () => {
  it('writes only changed values, with an audit entry of those values', async () => {
    const before = (await auditEntries()).length;
    const result = await admin.rpc.siteSettings.update({
      name: 'Site SETS',
      inventoryEnabled: true,
      inspectionIntervalDays: 14,
      mapCenter: { latitude: 29.76, longitude: -95.37 },
    });
    expect(result.changed.sort()).toEqual([
      'inspectionIntervalDays',
      'inventoryEnabled',
      'mapCenter',
    ]);
    const row = await siteRow();
    expect(row).toMatchObject({ latitude: 29.76, longitude: -95.37 });
    expect(row.customizations).toMatchObject({
      inventoryEnabled: true,
      inspectionIntervalDays: 14,
    });
    const entries = await auditEntries();
    expect(entries.length).toBe(before + 1);
    const entry = entries.at(-1)!;
    expect(entry).toMatchObject({
      actorId: site.users.admin.id,
      action: 'updated',
      before: { inventoryEnabled: false, inspectionIntervalDays: 7, mapCenter: null },
      after: {
        inventoryEnabled: true,
        inspectionIntervalDays: 14,
        mapCenter: { latitude: 29.76, longitude: -95.37 },
      },
    });
  });

  it('writes nothing and no audit entry when nothing changed', async () => {
    const before = (await auditEntries()).length;
    const result = await admin.rpc.siteSettings.update({ inventoryEnabled: true });
    expect(result.changed).toEqual([]);
    expect((await auditEntries()).length).toBe(before);
  });

  it('merges its keys into the customizations, keeping the detail fields', async () => {
    const craftDetails = {
      '10': { legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number' } },
    };
    await t.db
      .update(sites)
      .set({ customizations: { ...(await siteRow()).customizations, craftDetails } })
      .where(eq(sites.siteKey, site.siteKey));
    await admin.rpc.siteSettings.update({
      assignedToEnabled: true,
      customerSite: true,
      customerAppHost: 'jobs.example.com',
      awaitingEstimateEnabled: [
        { craftType: CRAFT_TYPE.SCAFFOLDING, taskType: TASK_TYPE.INSTALLATION },
      ],
    });
    const row = await siteRow();
    expect(row.customizations).toMatchObject({
      craftDetails,
      inventoryEnabled: true,
      assignedToEnabled: true,
      siteClassification: 'customers',
      customerAppHost: 'jobs.example.com',
    });
    await admin.rpc.siteSettings.update({ customerSite: false });
    expect((await siteRow()).customizations).toMatchObject({ siteClassification: 'FACILITIES' });
  });

  it('stores a Next Opportunity grid, and removes it to allow every pair again', async () => {
    await admin.rpc.siteSettings.update({ nextOpportunityAllowed: [] });
    expect((await siteRow()).customizations.nextOpportunityAllowed).toEqual([]);
    await admin.rpc.siteSettings.update({ nextOpportunityAllowed: null });
    expect('nextOpportunityAllowed' in (await siteRow()).customizations).toBe(false);
    expect((await admin.rpc.siteSettings.get()).nextOpportunityAllowed).toBeNull();
  });

  it('stores the rental billing cut-off as a site day, and removes it when emptied', async () => {
    await admin.rpc.siteSettings.update({ rentalBillingCutoff: '2026-10-31' });
    expect((await siteRow()).customizations.rentalBillingCutoff).toBe('2026-10-31');
    expect((await admin.rpc.siteSettings.get()).rentalBillingCutoff).toBe('2026-10-31');
    await expect(
      admin.rpc.siteSettings.update({ rentalBillingCutoff: '2026-02-30' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await admin.rpc.siteSettings.update({ rentalBillingCutoff: '' });
    expect('rentalBillingCutoff' in (await siteRow()).customizations).toBe(false);
    expect((await admin.rpc.siteSettings.get()).rentalBillingCutoff).toBe('');
  });

  it('keeps every save of two admins at once', async () => {
    await Promise.all([
      admin.rpc.siteSettings.update({ allowSchedulingTasksInThePast: true }),
      admin.rpc.siteSettings.update({ allowModifyingTimestampTaskCompleted: true }),
      admin.rpc.siteSettings.update({ reportTemplatesEnabled: true }),
    ]);
    expect((await siteRow()).customizations).toMatchObject({
      allowSchedulingTasksInThePast: true,
      allowModifyingTimestampTaskCompleted: true,
      reportTemplatesEnabled: true,
      assignedToEnabled: true,
    });
  });

  it.each([
    ['no craft type', { validCraftTypes: [] }],
    ['a status list without Complete', { validTaskStatusCodes: [20, 30, 40, 50, 99] }],
    ['an interval of 0 days', { inspectionIntervalDays: 0 }],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }],
    ['a latitude out of range', { mapCenter: { latitude: 91, longitude: 0 } }],
    ['a long name', { name: 'x'.repeat(101) }],
    ['a detail field key', { craftDetails: {} }],
  ])('refuses %s', async (_, input) => {
    await expect(admin.rpc.siteSettings.update(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('tells every open screen of the site', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    const stream = await openLiveStream(t.url, cookieHeader(plant.cookies));
    await stream.waitFor((e) => e.event === 'connected');
    await admin.rpc.siteSettings.update({ name: 'Site SETS live' });
    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('sites'),
    );
    stream.close();
    const me = await plant.rpc.session.me();
    expect(me?.site?.name).toBe('Site SETS live');
  });
});

describe('changing settings never loses data', () => {
  it('keeps a task of a type no longer valid readable and completable, and refuses only new ones', async () => {
    const record = await addCraftRecord(t.db, site, { craftType: CRAFT_TYPE.PAINTING }, [
      {
        taskStatus: TASK_STATUS.IN_PROGRESS,
        craftType: CRAFT_TYPE.PAINTING,
        taskType: TASK_TYPE.PAINTING,
        assignedCompanyId: site.companyB,
      },
      {
        taskStatus: TASK_STATUS.AWAITING_PARTS,
        craftType: CRAFT_TYPE.PAINTING,
        taskType: TASK_TYPE.PAINTING,
        assignedCompanyId: site.companyB,
      },
    ]);
    const [taskId, partsTaskId] = record.taskIds as [string, string];
    const settings = await admin.rpc.siteSettings.get();
    await admin.rpc.siteSettings.update({
      validCraftTypes: [CRAFT_TYPE.SCAFFOLDING],
      validTaskTypes: settings.validTaskTypes.filter((c) => c !== TASK_TYPE.PAINTING),
      validTaskStatusCodes: settings.validTaskStatusCodes.filter(
        (c) => c !== TASK_STATUS.AWAITING_PARTS,
      ),
    });

    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    expect(await plant.rpc.tasks.get({ id: taskId })).toMatchObject({
      taskType: TASK_TYPE.PAINTING,
      taskStatus: TASK_STATUS.IN_PROGRESS,
    });
    expect(await plant.rpc.tasks.get({ id: partsTaskId })).toMatchObject({
      taskStatus: TASK_STATUS.AWAITING_PARTS,
    });
    expect(await plant.rpc.craftRecords.get({ id: record.id })).toMatchObject({ id: record.id });
    await plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.ON_HOLD });
    await plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS });
    await plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.COMPLETE });
    const [done] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(done?.taskStatus).toBe(TASK_STATUS.COMPLETE);

    await expect(
      plant.rpc.tasks.create({
        craftType: CRAFT_TYPE.PAINTING,
        taskType: TASK_TYPE.PAINTING,
        craftRecordId: record.id,
        schedule: { choice: 'urgent' },
        assignedCompanyId: site.companyB,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('billing', () => {
  it('stores the tax rate, net days and terms in the billing customization and the managing company on the site', async () => {
    expect(await admin.rpc.siteSettings.get()).toMatchObject({
      taxRateBp: 0,
      netDays: 30,
      managingCompanyId: null,
    });
    const result = await admin.rpc.siteSettings.update({
      taxRateBp: 825,
      estimateTerms: 'Half up front.',
      managingCompanyId: site.companyA,
    });
    expect(result.changed.sort()).toEqual(['estimateTerms', 'managingCompanyId', 'taxRateBp']);
    const row = await siteRow();
    expect(row.managingCompanyId).toBe(site.companyA);
    expect(row.customizations.billing).toEqual({
      taxRateBp: 825,
      netDays: 30,
      estimateTerms: 'Half up front.',
      remitAddress: '',
      paymentDetails: '',
    });
    await admin.rpc.siteSettings.update({ netDays: 45, managingCompanyId: null });
    expect((await siteRow()).customizations.billing).toMatchObject({ taxRateBp: 825, netDays: 45 });
    expect((await siteRow()).managingCompanyId).toBeNull();
    const entry = (await auditEntries()).find(
      (e) => (e.after as Record<string, unknown>).netDays === 45,
    );
    expect(entry).toMatchObject({
      before: { netDays: 30, managingCompanyId: site.companyA },
      after: { netDays: 45, managingCompanyId: null },
    });
  });

  it("refuses another site's company as the managing company", async () => {
    await expect(
      admin.rpc.siteSettings.update({ managingCompanyId: other.companyA }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose a company of the site, or none.',
    });
    expect((await siteRow()).managingCompanyId).toBeNull();
  });

  it.each([
    ['a tax rate over 100 %', { taxRateBp: 10_001 }],
    ['net days over a year', { netDays: 366 }],
  ])('refuses %s', async (_, input) => {
    await expect(admin.rpc.siteSettings.update(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
