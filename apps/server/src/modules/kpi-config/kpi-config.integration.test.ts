import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_KPI_CONFIG, orderedKpiKeys } from '@craftwork/domain/kpis/config';
import { KPI_CONFIG_MESSAGES } from '@craftwork/domain/kpis/config-update';
import { KPI_KEYS } from '@craftwork/domain/kpis/keys';
import { auditLog, sites } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { cookieHeader, openLiveStream } from '../../test/live-stream.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'KPIC');
  other = await createSiteFixture(t.db, 'KPIX');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

async function stored(siteKey = site.siteKey) {
  const [row] = await t.db.select().from(sites).where(eq(sites.siteKey, siteKey));
  return row!.kpiConfig;
}

async function auditEntries(siteKey = site.siteKey) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteKey, siteKey), eq(auditLog.area, 'kpis')))
    .orderBy(asc(auditLog.createdAt));
}

async function setStored(value: Record<string, unknown>, siteKey = site.siteKey) {
  await t.db.update(sites).set({ kpiConfig: value }).where(eq(sites.siteKey, siteKey));
}

describe('who may read and change the KPI cards', () => {
  const members = ['admin', 'plant', 'foreman', 'contractorA', 'contractorB'] as const;

  it.each(members)('lets %s read every card of the site', async (role) => {
    const c = await t.signIn(site.users[role].email, PASSWORD);
    const config = await c.rpc.kpiConfig.get();
    expect(Object.keys(config).sort()).toEqual([...KPI_KEYS].sort());
  });

  const refused = ['plant', 'foreman', 'contractorA', 'applicant'] as const;
  it.each(refused)('refuses %s changing or restoring the cards', async (role) => {
    const c = await t.signIn(site.users[role].email, PASSWORD);
    await expect(c.rpc.kpiConfig.update({ kpiUrgent: { enabled: false } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(c.rpc.kpiConfig.reset({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await stored()).toEqual({});
  });

  it('refuses an applicant not yet approved reading the cards', async () => {
    const c = await t.signIn(site.users.applicant.email, PASSWORD);
    await expect(c.rpc.kpiConfig.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a signed-out caller', async () => {
    const c = t.client();
    await expect(c.rpc.kpiConfig.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(c.rpc.kpiConfig.update({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(c.rpc.kpiConfig.reset({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("changes only the admin's own site", async () => {
    const otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
    await otherAdmin.rpc.kpiConfig.update({ kpiUrgent: { title: 'Other urgent' } });
    expect(await stored()).toEqual({});
    expect(await stored(other.siteKey)).toEqual({ kpiUrgent: { title: 'Other urgent' } });
    expect((await admin.rpc.kpiConfig.get()).kpiUrgent.title).toBe('Urgent Tasks');
  });
});

describe('update', () => {
  beforeEach(() => setStored({}));

  it('gives the defaults to a site that stores nothing', async () => {
    expect(await admin.rpc.kpiConfig.get()).toEqual(DEFAULT_KPI_CONFIG);
  });

  it('stores only what differs from the defaults, with an audit entry of the changed fields', async () => {
    const before = (await auditEntries()).length;
    const result = await admin.rpc.kpiConfig.update({
      kpiUrgent: { enabled: false, title: '  Urgent work ', color: '#000000' },
      kpiBacklog: { target: 20, targetDirection: 'lower', title: 'Backlog' },
      kpiPercentSchedule: { allowedTimescales: ['monthly', 'weekly'], currentTimescale: 'monthly' },
    });
    expect(result.changed.sort()).toEqual(['kpiBacklog', 'kpiPercentSchedule', 'kpiUrgent']);
    expect(result.config.kpiUrgent).toMatchObject({ enabled: false, title: 'Urgent work' });
    expect(await stored()).toEqual({
      kpiUrgent: { enabled: false, title: 'Urgent work', color: '#000000' },
      kpiBacklog: { target: 20 },
      kpiPercentSchedule: { allowedTimescales: ['monthly', 'weekly'], currentTimescale: 'monthly' },
    });
    const entries = await auditEntries();
    expect(entries.length).toBe(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorId: site.users.admin.id,
      action: 'updated',
      before: {
        'kpiUrgent.enabled': true,
        'kpiUrgent.title': 'Urgent Tasks',
        'kpiBacklog.target': null,
      },
      after: {
        'kpiUrgent.enabled': false,
        'kpiUrgent.title': 'Urgent work',
        'kpiBacklog.target': 20,
      },
    });
    expect(await admin.rpc.kpiConfig.get()).toEqual(result.config);
  });

  it('shows every member the new cards in their new order', async () => {
    await admin.rpc.kpiConfig.update({
      kpiPercentSchedule: { order: 2 },
      kpiTasksCompleted: { order: 0 },
      kpiNewTasksCreated: { order: 1 },
    });
    const contractor = await t.signIn(site.users.contractorA.email, PASSWORD);
    const config = await contractor.rpc.kpiConfig.get();
    expect(orderedKpiKeys(config).slice(0, 3)).toEqual([
      'kpiTasksCompleted',
      'kpiNewTasksCreated',
      'kpiPercentSchedule',
    ]);
  });

  it('writes nothing and no audit entry when nothing changed', async () => {
    const before = (await auditEntries()).length;
    const result = await admin.rpc.kpiConfig.update({ kpiUrgent: { enabled: true } });
    expect(result.changed).toEqual([]);
    expect((await auditEntries()).length).toBe(before);
    expect(await stored()).toEqual({});
  });

  it.each<[string, unknown, string]>([
    [
      'a default timescale left out of the allowed ones',
      { kpiUrgent: { allowedTimescales: ['daily'] } },
      KPI_CONFIG_MESSAGES.currentTimescale,
    ],
    [
      'a percentage target over 100',
      { kpiPercentSchedule: { target: 150 } },
      KPI_CONFIG_MESSAGES.percentageTarget,
    ],
    [
      'a timescale for the open work',
      { kpiOpenWorkByAge: { allowedTimescales: ['weekly'], currentTimescale: 'weekly' } },
      KPI_CONFIG_MESSAGES.fixedTimescale,
    ],
  ])('refuses %s, storing nothing of the change', async (_name, input, message) => {
    await expect(
      admin.rpc.kpiConfig.update({ kpiBacklog: { enabled: false }, ...(input as object) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await stored()).toEqual({});
  });

  it.each<[string, unknown]>([
    ['an unknown card', { kpiWhatever: { enabled: false } }],
    ['a field not edited here', { kpiUrgent: { chartType: 'pie-simple' } }],
    ['a title of 61 characters', { kpiUrgent: { title: 'x'.repeat(61) } }],
    ['a tooltip of 301 characters', { kpiUrgent: { tooltip: 'x'.repeat(301) } }],
    ['an empty title', { kpiUrgent: { title: ' ' } }],
    ['a colour that is not one', { kpiUrgent: { color: 'url(javascript:1)' } }],
    ['no timescale', { kpiUrgent: { allowedTimescales: [] } }],
  ])('refuses %s', async (_name, input) => {
    await expect(admin.rpc.kpiConfig.update(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await stored()).toEqual({});
  });

  it('drops a damaged stored value, reading the default in its place', async () => {
    await setStored({ kpiUrgent: { color: 'not a colour', title: 'Kept' }, kpiGone: {} });
    const config = await admin.rpc.kpiConfig.get();
    expect(config.kpiUrgent).toMatchObject({ color: '#d32f2f', title: 'Kept' });
    await admin.rpc.kpiConfig.update({ kpiBacklog: { enabled: false } });
    expect(await stored()).toEqual({
      kpiUrgent: { title: 'Kept' },
      kpiBacklog: { enabled: false },
    });
  });

  it('tells every open screen of the site', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    const stream = await openLiveStream(t.url, cookieHeader(plant.cookies));
    await stream.waitFor((e) => e.event === 'connected');
    await admin.rpc.kpiConfig.update({ kpiLegFeet: { precision: 3 } });
    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('kpis'),
    );
    stream.close();
    expect((await plant.rpc.kpiConfig.get()).kpiLegFeet.precision).toBe(3);
  });
});

describe('reset', () => {
  beforeEach(() =>
    setStored({ kpiUrgent: { enabled: false }, kpiBacklog: { title: 'Open backlog' } }),
  );

  it('puts one card back to its defaults, keeping the others', async () => {
    const before = (await auditEntries()).length;
    const result = await admin.rpc.kpiConfig.reset({ key: 'kpiUrgent' });
    expect(result.changed).toEqual(['kpiUrgent']);
    expect(await stored()).toEqual({ kpiBacklog: { title: 'Open backlog' } });
    const entries = await auditEntries();
    expect(entries.length).toBe(before + 1);
    expect(entries.at(-1)).toMatchObject({
      before: { 'kpiUrgent.enabled': false },
      after: { 'kpiUrgent.enabled': true },
    });
  });

  it('puts every card back to its defaults', async () => {
    const result = await admin.rpc.kpiConfig.reset({});
    expect(result.changed.sort()).toEqual(['kpiBacklog', 'kpiUrgent']);
    expect(result.config).toEqual(DEFAULT_KPI_CONFIG);
    expect(await stored()).toEqual({});
  });

  it('writes no audit entry when the card already has its defaults', async () => {
    const before = (await auditEntries()).length;
    const result = await admin.rpc.kpiConfig.reset({ key: 'kpiLegFeet' });
    expect(result.changed).toEqual([]);
    expect((await auditEntries()).length).toBe(before);
  });

  it('refuses an unknown card', async () => {
    await expect(admin.rpc.kpiConfig.reset({ key: 'kpiWhatever' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
