import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { NEW_SITE_MESSAGES } from '@craftwork/domain/site/new-site';
import { auditLog, siteUsers, sites } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { createVerifiedUser } from '../sites/index.ts';

let t: TestApp;
let site: SiteFixture;
let clients: Record<keyof SiteFixture['users'], TestClient>;
beforeAll(async () => {
  // Real limits, so the per-user site creation limit shows.
  t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  site = await createSiteFixture(t.db, 'MYSITES');
  clients = {} as typeof clients;
  for (const [role, user] of Object.entries(site.users))
    clients[role as keyof typeof clients] = await t.signIn(user.email, PASSWORD);
});
afterAll(() => t.close());

const newSite = (siteKey: string, extra: Record<string, unknown> = {}) => ({
  siteKey,
  name: `Site ${siteKey}`,
  timezone: 'Europe/Berlin',
  latitude: 52.52,
  longitude: 13.4,
  ...extra,
});

async function newcomer(email: string) {
  await createVerifiedUser(t.db, { email, password: PASSWORD, displayName: 'Newcomer' });
  return t.signIn(email, PASSWORD);
}

describe('mySites.list', () => {
  it.each(['admin', 'plant', 'foreman', 'contractorA', 'contractorB', 'applicant'] as const)(
    'lists the sites %s belongs to, with approval and default',
    async (role) => {
      const list = await clients[role].rpc.mySites.list();
      expect(list).toEqual([
        {
          siteKey: 'MYSITES',
          name: 'Site MYSITES',
          timezone: 'America/Chicago',
          approved: role !== 'applicant',
          isSiteAdmin: role === 'admin',
          isDefault: true,
        },
      ]);
    },
  );

  it('refuses anonymous callers', async () => {
    await expect(t.client().rpc.mySites.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('mySites.createSite', () => {
  it('makes the creator its approved site admin with every flag, as their default, and audits it', async () => {
    const c = await newcomer('founder@example.test');
    await expect(c.rpc.mySites.createSite(newSite('Found1'))).resolves.toEqual({
      siteKey: 'Found1',
    });
    const me = await c.rpc.session.me();
    expect(me?.user.defaultSiteKey).toBe('Found1');
    expect(me?.site?.siteKey).toBe('Found1');
    const [member] = await t.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteKey, 'Found1'), eq(siteUsers.userId, me!.user.id)));
    expect(member?.approved).toBe(true);
    expect(member?.permissions).toEqual(PERMISSION_PRESETS.siteAdmin);
    const [row] = await t.db.select().from(sites).where(eq(sites.siteKey, 'Found1'));
    expect(row).toMatchObject({ name: 'Site Found1', timezone: 'Europe/Berlin', latitude: 52.52 });
    expect(row?.validTaskTypes.length).toBeGreaterThan(0);
    expect(row?.validCraftTypes.length).toBeGreaterThan(0);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.siteKey, 'Found1'));
    expect(audit).toMatchObject([
      { area: 'sites', action: 'created', actorId: me!.user.id, targetLabel: 'Site Found1' },
    ]);
    // The new admin manages the site at once.
    await expect(c.rpc.sites.listPendingUsers()).resolves.toEqual([]);
  });

  it.each(['admin', 'plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'lets %s create a site without leaving their default one',
    async (role) => {
      const key = `Side${role.slice(0, 4)}`;
      await clients[role].rpc.mySites.createSite(newSite(key, { makeDefault: false }));
      const list = await clients[role].rpc.mySites.list();
      expect(list.find((s) => s.siteKey === key)).toMatchObject({
        approved: true,
        isSiteAdmin: true,
        isDefault: false,
      });
      expect(list.find((s) => s.siteKey === 'MYSITES')?.isDefault).toBe(true);
    },
  );

  it('refuses a taken key whatever its case, with a clear message', async () => {
    const c = await newcomer('second@example.test');
    for (const key of ['mysites', 'FOUND1', 'found1'])
      await expect(c.rpc.mySites.createSite(newSite(key))).rejects.toMatchObject({
        code: 'CONFLICT',
        message: NEW_SITE_MESSAGES.keyTaken,
      });
    const me = await c.rpc.session.me();
    expect(me?.sites).toEqual([]);
  });

  it.each([
    [{ siteKey: 'ab' }, NEW_SITE_MESSAGES.keyRule],
    [{ siteKey: 'has-dash' }, NEW_SITE_MESSAGES.keyRule],
    [{ siteKey: 'thirteenchars' }, NEW_SITE_MESSAGES.keyRule],
    [{ timezone: 'Moon/Base' }, NEW_SITE_MESSAGES.timeZoneInvalid],
    [{ latitude: 100 }, NEW_SITE_MESSAGES.latitudeRange],
  ])('refuses %j with its message', async (change, message) => {
    const error: unknown = await clients.foreman.rpc.mySites
      .createSite({ ...newSite('Okay1'), ...change })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const issues = (error as { data?: { issues?: { message: string }[] } }).data?.issues ?? [];
    expect(issues.map((i) => i.message)).toContain(message);
  });

  it('refuses anonymous callers', async () => {
    await expect(t.client().rpc.mySites.createSite(newSite('Anon1'))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('limits how many sites one user creates, refused keys not counted', async () => {
    const c = await newcomer('busy@example.test');
    await expect(c.rpc.mySites.createSite(newSite('MYSITES'))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    for (let i = 1; i <= 5; i++) await c.rpc.mySites.createSite(newSite(`Busy${i}`));
    await expect(c.rpc.mySites.createSite(newSite('Busy6'))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
