import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { auditLog, events, siteUsers, userLocations, users } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { cookieHeader, openLiveStream } from '../../test/live-stream.ts';
import { createVerifiedUser } from './create-site.service.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ALPHA');
  other = await createSiteFixture(t.db, 'BETA');
});
afterAll(() => t.close());

async function newcomer(email: string) {
  await createVerifiedUser(t.db, { email, password: PASSWORD, displayName: email.split('@')[0]! });
  return t.signIn(email, PASSWORD);
}

describe('applyToSiteKey', () => {
  it('refuses an unknown site key with a message for the dialog', async () => {
    const c = await newcomer('lost@example.test');
    await expect(c.rpc.sites.applyToSiteKey({ siteKey: 'NOPE' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Site key not found. Please check the key and try again.',
    });
  });

  it('refuses an empty key', async () => {
    const c = await newcomer('empty@example.test');
    await expect(c.rpc.sites.applyToSiteKey({ siteKey: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('leaves the application pending, makes the first one the default, and loads no site data', async () => {
    const c = await newcomer('new@example.test');
    await c.rpc.sites.applyToSiteKey({ siteKey: 'alpha' });
    await c.rpc.sites.applyToSiteKey({ siteKey: 'BETA' });
    const me = await c.rpc.session.me();
    expect(me?.user.defaultSiteKey).toBe('ALPHA');
    expect(me?.defaultSite).toEqual({ siteKey: 'ALPHA', name: 'Site ALPHA', approved: false });
    expect(me?.sites.map((s) => [s.siteKey, s.approved])).toEqual([
      ['ALPHA', false],
      ['BETA', false],
    ]);
    expect(me?.site).toBeNull();
    await expect(c.rpc.sites.listCompanies()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(c.rpc.profile.setDefaultSite({ siteKey: 'BETA' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const [event] = await t.db
      .select()
      .from(events)
      .where(
        and(eq(events.siteKey, 'ALPHA'), eq(events.eventType, EVENT_TYPE.USER_REQUESTED_APPROVAL)),
      );
    expect(event?.createdBy).toBe(me?.user.id);
  });

  it('refuses applying twice to the same site', async () => {
    const c = await newcomer('twice@example.test');
    await c.rpc.sites.applyToSiteKey({ siteKey: 'ALPHA' });
    await expect(c.rpc.sites.applyToSiteKey({ siteKey: 'ALPHA' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have already applied to this site key.',
    });
  });

  it('tells a member applying to their own site that they are already a member', async () => {
    const c = await t.signIn(site.users.plant.email, PASSWORD);
    await expect(c.rpc.sites.applyToSiteKey({ siteKey: 'alpha' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You are already a member of this site.',
    });
  });
});

describe('approving applicants', () => {
  it.each([
    ['plant', 'FORBIDDEN'],
    ['foreman', 'FORBIDDEN'],
    ['contractorA', 'FORBIDDEN'],
    ['applicant', 'FORBIDDEN'],
  ] as const)('refuses the pending list to %s', async (role, code) => {
    const c = await t.signIn(site.users[role].email, PASSWORD);
    await expect(c.rpc.sites.listPendingUsers()).rejects.toMatchObject({ code });
    await expect(
      c.rpc.sites.approveUser({ userId: site.users.applicant.id, preset: null, companyId: null }),
    ).rejects.toMatchObject({ code });
  });

  it('refuses anonymous callers', async () => {
    await expect(t.client().rpc.sites.listPendingUsers()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it("shows a site admin only their own site's applicants", async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const pending = await admin.rpc.sites.listPendingUsers();
    expect(pending.map((p) => p.email)).toContain(site.users.applicant.email);
    expect(pending.map((p) => p.email)).not.toContain(other.users.applicant.email);
    await expect(
      admin.rpc.sites.approveUser({
        userId: other.users.applicant.id,
        preset: null,
        companyId: null,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('approves with a preset and company, and the applicant sees it live', async () => {
    const applicant = await t.signIn(site.users.applicant.email, PASSWORD);
    const stream = await openLiveStream(t.url, cookieHeader(applicant.cookies));
    await stream.waitFor((e) => e.event === 'connected');
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    await admin.rpc.sites.approveUser({
      userId: site.users.applicant.id,
      preset: 'foreman',
      companyId: site.companyA,
    });
    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('me'),
    );
    stream.close();

    const me = await applicant.rpc.session.me();
    expect(me?.defaultSite?.approved).toBe(true);
    expect(me?.site?.siteUser.permissions.canRouteAwaiting).toBe(true);
    expect(me?.site?.siteUser.companyName).toBe('Company A');
    const [row] = await t.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteKey, 'ALPHA'), eq(siteUsers.userId, site.users.applicant.id)));
    expect(row?.approvedBy).toBe(site.users.admin.id);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteKey, 'ALPHA'), eq(auditLog.targetId, site.users.applicant.id)));
    expect(audit).toMatchObject([{ area: 'users', action: 'approved' }]);
    const selected = await t.db
      .select()
      .from(userLocations)
      .where(
        and(eq(userLocations.siteKey, 'ALPHA'), eq(userLocations.userId, site.users.applicant.id)),
      );
    expect(selected.map((l) => l.locationId).sort()).toEqual([...site.locationIds].sort());
  });

  it('refuses a company of another site', async () => {
    const c = await newcomer('cross@example.test');
    await c.rpc.sites.applyToSiteKey({ siteKey: 'ALPHA' });
    const me = await c.rpc.session.me();
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    await expect(
      admin.rpc.sites.approveUser({ userId: me!.user.id, preset: null, companyId: other.companyA }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('companies and live scoping', () => {
  it('lists every company to plant personnel and only their own to a company user', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    expect((await plant.rpc.sites.listCompanies()).map((c) => c.name)).toEqual([
      'Company A',
      'Company B',
    ]);
    const contractor = await t.signIn(site.users.contractorB.email, PASSWORD);
    expect((await contractor.rpc.sites.listCompanies()).map((c) => c.name)).toEqual(['Company B']);
  });

  it("does not send one site's changes to another site's browsers", async () => {
    const outsider = await t.signIn(other.users.admin.email, PASSWORD);
    const insider = await t.signIn(site.users.plant.email, PASSWORD);
    const outsiderStream = await openLiveStream(t.url, cookieHeader(outsider.cookies));
    const insiderStream = await openLiveStream(t.url, cookieHeader(insider.cookies));
    await outsiderStream.waitFor((e) => e.event === 'connected');
    await insiderStream.waitFor((e) => e.event === 'connected');
    const c = await newcomer('watcher@example.test');
    await c.rpc.sites.applyToSiteKey({ siteKey: 'ALPHA' });
    await insiderStream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('siteUsers'),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(outsiderStream.events.filter((e) => e.event === 'message')).toEqual([]);
    outsiderStream.close();
    insiderStream.close();
  });

  it('refuses the live stream to anonymous visitors', async () => {
    const stream = await openLiveStream(t.url, '');
    expect(stream.status).toBe(401);
    stream.close();
  });
});

describe('profile', () => {
  it('updates phone and notifications on the user', async () => {
    const c = await t.signIn(site.users.plant.email, PASSWORD);
    await c.rpc.profile.updatePhone({ phone: '555-0199' });
    await c.rpc.profile.setNotifications({ receiveNotifications: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, site.users.plant.id));
    expect(row).toMatchObject({ phone: '555-0199', receiveNotifications: false });
  });

  it("keeps only the chosen locations and refuses another site's", async () => {
    const c = await t.signIn(site.users.plant.email, PASSWORD);
    await c.rpc.profile.setUserLocations({ locationIds: [site.locationIds[1]!] });
    const me = await c.rpc.session.me();
    expect(me?.site?.locations.filter((l) => l.selected).map((l) => l.id)).toEqual([
      site.locationIds[1],
    ]);
    await expect(
      c.rpc.profile.setUserLocations({ locationIds: [other.locationIds[0]!] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('switches the default site only to an approved one', async () => {
    const c = await newcomer('switcher@example.test');
    await c.rpc.sites.applyToSiteKey({ siteKey: 'ALPHA' });
    await c.rpc.sites.applyToSiteKey({ siteKey: 'BETA' });
    const me = await c.rpc.session.me();
    const betaAdmin = await t.signIn(other.users.admin.email, PASSWORD);
    await betaAdmin.rpc.sites.approveUser({
      userId: me!.user.id,
      preset: 'plantUser',
      companyId: null,
    });
    await c.rpc.profile.setDefaultSite({ siteKey: 'BETA' });
    expect((await c.rpc.session.me())?.site?.siteKey).toBe('BETA');
  });
});
