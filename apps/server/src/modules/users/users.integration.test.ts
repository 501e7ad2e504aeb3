import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
import { USER_MESSAGES } from '@craftwork/domain/admin/users';
import { auditLog, siteUsers, userLocations, users } from '../../db/schema.ts';
import { addMember, createVerifiedUser } from '../sites/index.ts';
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
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'USERS');
  other = await createSiteFixture(t.db, 'OTHERS');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

/** A new member of a site: pending, or approved with the given flags and company. */
async function member(
  s: SiteFixture,
  opts: { approved?: boolean; flags?: TPermissions; companyId?: string | null } = {},
) {
  const email = `member-${++n}@users.test`;
  const id = await createVerifiedUser(t.db, {
    email,
    password: PASSWORD,
    displayName: `Member ${n}`,
  });
  await addMember(t.db, {
    siteKey: s.siteKey,
    userId: id,
    approved: opts.approved ?? false,
    permissions: opts.flags,
    companyId: opts.companyId ?? null,
  });
  await t.db.update(users).set({ defaultSiteKey: s.siteKey }).where(eq(users.id, id));
  return { id, email };
}

async function membership(siteKey: string, userId: string) {
  const [row] = await t.db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, userId)));
  return row;
}

async function auditOf(userId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
}

const REFUSED_ROLES = [
  'plant',
  'foreman',
  'contractorA',
  'applicant',
  'anonymous',
  'otherSite',
] as const;

async function clientOf(role: (typeof REFUSED_ROLES)[number]) {
  if (role === 'anonymous') return t.client();
  if (role === 'otherSite') return t.signIn(other.users.admin.email, PASSWORD);
  return t.signIn(site.users[role].email, PASSWORD);
}

describe('who may call the users procedures', () => {
  it.each(REFUSED_ROLES)('refuses every procedure to %s', async (role) => {
    const c = await clientOf(role);
    const target = await member(site, {
      approved: true,
      flags: PERMISSION_PRESETS.plantUser,
    });
    const pending = await member(site);
    const calls = [
      // Another site's admin lists their own site (checked below).
      ...(role === 'otherSite' ? [] : [() => c.rpc.users.list()]),
      () => c.rpc.users.get({ userId: target.id }),
      () => c.rpc.users.approve({ userId: pending.id, preset: 'plantUser', companyId: null }),
      () => c.rpc.users.reject({ userId: pending.id }),
      () => c.rpc.users.remove({ userId: target.id }),
      () =>
        c.rpc.users.update({
          userId: target.id,
          approved: true,
          flags: PERMISSION_PRESETS.siteAdmin,
          companyId: null,
          defaultLocationId: null,
        }),
    ];
    for (const call of calls) {
      // Another site's admin is refused as FORBIDDEN or finds no such user there.
      const codes =
        role === 'otherSite'
          ? ['NOT_FOUND']
          : role === 'anonymous'
            ? ['UNAUTHORIZED']
            : ['FORBIDDEN'];
      await expect(call()).rejects.toSatisfy((e: { code: string }) => codes.includes(e.code));
    }
    expect((await membership(site.siteKey, target.id))?.permissions).toEqual(
      PERMISSION_PRESETS.plantUser,
    );
    expect((await membership(site.siteKey, pending.id))?.approved).toBe(false);
  });

  it('lists to another site admin only their own site', async () => {
    const c = await t.signIn(other.users.admin.email, PASSWORD);
    const list = await c.rpc.users.list();
    expect(list.map((u) => u.email).sort()).toEqual(
      Object.values(other.users)
        .map((u) => u.email)
        .sort(),
    );
  });
});

describe('users.list and users.get', () => {
  it('lists every member with company, role, approval and last app opened', async () => {
    const opened = new Date('2026-03-05T14:30:00Z');
    await t.db
      .update(users)
      .set({ appLastOpenedAt: opened })
      .where(eq(users.id, site.users.foreman.id));
    const list = await admin.rpc.users.list();
    const foreman = list.find((u) => u.userId === site.users.foreman.id)!;
    expect(foreman).toMatchObject({
      email: site.users.foreman.email,
      company: 'Company A',
      role: 'Foreman',
      approved: true,
      appLastOpenedAt: opened.toISOString(),
      isSelf: false,
    });
    expect(list.find((u) => u.userId === site.users.contractorA.id)?.role).toBe('Custom');
    expect(list.find((u) => u.userId === site.users.applicant.id)?.approved).toBe(false);
    expect(list.find((u) => u.userId === site.users.admin.id)).toMatchObject({
      role: 'Site Admin',
      isSelf: true,
    });
    expect(list.some((u) => u.userId === other.users.admin.id)).toBe(false);
  });

  it('records when a member opened the app (session.me), at most once a minute', async () => {
    const someone = await member(site, { approved: true, flags: PERMISSION_PRESETS.plantUser });
    const client = await t.signIn(someone.email, PASSWORD);
    const before = Date.now();
    await client.rpc.session.me();
    const opened = async () =>
      (await t.db.query.users.findFirst({ where: eq(users.id, someone.id) }))?.appLastOpenedAt;
    const first = await opened();
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await client.rpc.session.me();
    expect((await opened())?.getTime()).toBe(first?.getTime());
    const list = await admin.rpc.users.list();
    expect(list.find((u) => u.userId === someone.id)?.appLastOpenedAt).toBe(first?.toISOString());
  });

  it("gets one member with flags and default location; another site's user is not found", async () => {
    const got = await admin.rpc.users.get({ userId: site.users.plant.id });
    expect(got.permissions).toEqual(PERMISSION_PRESETS.plantUser);
    expect(got.defaultLocationId).toBeNull();
    await expect(admin.rpc.users.get({ userId: other.users.plant.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('users.approve', () => {
  it('approves an applicant as a preset of a company, with an audit entry, live', async () => {
    const applicant = await member(site);
    const c = await t.signIn(applicant.email, PASSWORD);
    const stream = await openLiveStream(t.url, cookieHeader(c.cookies));
    await stream.waitFor((e) => e.event === 'connected');
    await admin.rpc.users.approve({
      userId: applicant.id,
      preset: 'foreman',
      companyId: site.companyA,
    });
    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('me'),
    );
    stream.close();
    const row = await membership(site.siteKey, applicant.id);
    expect(row).toMatchObject({
      approved: true,
      companyId: site.companyA,
      permissions: PERMISSION_PRESETS.foreman,
      approvedBy: site.users.admin.id,
    });
    const [entry] = await auditOf(applicant.id);
    expect(entry).toMatchObject({
      area: 'users',
      action: 'approved',
      actorId: site.users.admin.id,
    });
    expect((await c.rpc.session.me())?.site?.siteUser.permissions.canRouteAwaiting).toBe(true);
  });

  it('requires a company for a preset that is not plant personnel', async () => {
    const applicant = await member(site);
    await expect(
      admin.rpc.users.approve({ userId: applicant.id, preset: 'foreman', companyId: null }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: USER_MESSAGES.companyRequired });
    await admin.rpc.users.approve({ userId: applicant.id, preset: 'plantUser', companyId: null });
    expect((await membership(site.siteKey, applicant.id))?.approved).toBe(true);
  });

  it('selects every live location of the site for the new member, so their lists load', async () => {
    const applicant = await member(site);
    await admin.rpc.users.approve({ userId: applicant.id, preset: 'plantUser', companyId: null });
    const selected = await t.db
      .select({ locationId: userLocations.locationId })
      .from(userLocations)
      .where(and(eq(userLocations.siteKey, site.siteKey), eq(userLocations.userId, applicant.id)));
    expect(selected.map((l) => l.locationId).sort()).toEqual([...site.locationIds].sort());
  });

  it("refuses another site's company and another site's applicant, and an approved member", async () => {
    const applicant = await member(site);
    await expect(
      admin.rpc.users.approve({
        userId: applicant.id,
        preset: 'foreman',
        companyId: other.companyA,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.rpc.users.approve({
        userId: other.users.applicant.id,
        preset: 'plantUser',
        companyId: null,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      admin.rpc.users.approve({
        userId: site.users.plant.id,
        preset: 'plantUser',
        companyId: null,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.alreadyApproved });
    expect((await membership(other.siteKey, other.users.applicant.id))?.approved).toBe(false);
  });
});

describe('users.reject', () => {
  it('removes the application and tells the applicant', async () => {
    const applicant = await member(site);
    await admin.rpc.users.reject({ userId: applicant.id });
    expect(await membership(site.siteKey, applicant.id)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, applicant.id));
    expect(row?.defaultSiteKey).toBeNull();
    expect((await auditOf(applicant.id)).map((e) => e.action)).toEqual(['rejected']);
  });

  it("refuses an approved member and another site's applicant", async () => {
    await expect(admin.rpc.users.reject({ userId: site.users.plant.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: USER_MESSAGES.notPending,
    });
    await expect(
      admin.rpc.users.reject({ userId: other.users.applicant.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await membership(other.siteKey, other.users.applicant.id)).toBeDefined();
  });
});

describe('users.update', () => {
  it('saves flags, company and default location, with an audit entry per kind of change', async () => {
    const target = await member(site, {
      approved: true,
      flags: PERMISSION_PRESETS.foreman,
      companyId: site.companyA,
    });
    await admin.rpc.users.update({
      userId: target.id,
      approved: true,
      flags: { ...PERMISSION_PRESETS.foreman, canRouteAwaiting: false },
      companyId: site.companyB,
      defaultLocationId: site.locationIds[1]!,
    });
    expect(await membership(site.siteKey, target.id)).toMatchObject({
      permissions: { ...PERMISSION_PRESETS.foreman, canRouteAwaiting: false },
      companyId: site.companyB,
      defaultLocationId: site.locationIds[1],
    });
    const entries = await auditOf(target.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['permissionsChanged', { canRouteAwaiting: true }, { canRouteAwaiting: false }],
        [
          'updated',
          { companyId: site.companyA, defaultLocationId: null },
          { companyId: site.companyB, defaultLocationId: site.locationIds[1] },
        ],
      ]),
    );
    // Saving the same values again writes nothing.
    await admin.rpc.users.update({
      userId: target.id,
      approved: true,
      flags: { ...PERMISSION_PRESETS.foreman, canRouteAwaiting: false },
      companyId: site.companyB,
      defaultLocationId: site.locationIds[1]!,
    });
    expect(await auditOf(target.id)).toHaveLength(2);
  });

  it("takes effect on the user's next request and refreshes their open screens", async () => {
    const target = await member(site, {
      approved: true,
      flags: PERMISSION_PRESETS.foreman,
      companyId: site.companyA,
    });
    await t.db.insert(userLocations).values({
      siteKey: site.siteKey,
      userId: target.id,
      locationId: site.locationIds[0]!,
      value: true,
    });
    const c = await t.signIn(target.email, PASSWORD);
    await c.rpc.craftRecords.list({});
    const stream = await openLiveStream(t.url, cookieHeader(c.cookies));
    await stream.waitFor((e) => e.event === 'connected');
    await admin.rpc.users.update({
      userId: target.id,
      approved: false,
      flags: PERMISSION_PRESETS.foreman,
      companyId: site.companyA,
      defaultLocationId: null,
    });
    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('me'),
    );
    stream.close();
    await expect(c.rpc.craftRecords.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("refuses a non-plant user without company, and another site's company, location or user", async () => {
    const target = await member(site, {
      approved: true,
      flags: PERMISSION_PRESETS.plantUser,
    });
    const base = {
      userId: target.id,
      approved: true,
      flags: PERMISSION_PRESETS.plantUser,
      companyId: null,
      defaultLocationId: null,
    };
    await expect(
      admin.rpc.users.update({ ...base, flags: PERMISSION_PRESETS.foreman }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: USER_MESSAGES.companyRequired });
    await expect(
      admin.rpc.users.update({ ...base, companyId: other.companyA }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.rpc.users.update({ ...base, defaultLocationId: other.locationIds[0]! }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.rpc.users.update({ ...base, userId: other.users.plant.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await membership(site.siteKey, target.id))?.companyId).toBeNull();
    expect((await membership(other.siteKey, other.users.plant.id))?.permissions).toEqual(
      PERMISSION_PRESETS.plantUser,
    );
  });
});

describe('the last approved site admin', () => {
  let lone: SiteFixture;
  let loneAdmin: TestClient;
  beforeAll(async () => {
    lone = await createSiteFixture(t.db, 'LONE');
    loneAdmin = await t.signIn(lone.users.admin.email, PASSWORD);
  });
  const adminId = () => lone.users.admin.id;
  const save = (over: object) =>
    loneAdmin.rpc.users.update({
      userId: adminId(),
      approved: true,
      flags: PERMISSION_PRESETS.siteAdmin,
      companyId: null,
      defaultLocationId: null,
      ...over,
    });
  const refusal = { code: 'CONFLICT', message: USER_MESSAGES.lastSiteAdmin };

  it('cannot be demoted, un-approved or removed, not even by themselves', async () => {
    await expect(save({ flags: PERMISSION_PRESETS.plantUser })).rejects.toMatchObject(refusal);
    await expect(save({ approved: false })).rejects.toMatchObject(refusal);
    await expect(loneAdmin.rpc.users.remove({ userId: adminId() })).rejects.toMatchObject(refusal);
    expect((await membership(lone.siteKey, adminId()))?.permissions.isSiteAdmin).toBe(true);
    // Other changes to the last admin are fine.
    await save({ defaultLocationId: lone.locationIds[0]! });
  });

  it('two concurrent demotions of two admins: one passes, one is refused', async () => {
    const second = await member(lone, {
      approved: true,
      flags: PERMISSION_PRESETS.siteAdmin,
    });
    const results = await Promise.allSettled([
      save({ flags: PERMISSION_PRESETS.plantUser }),
      loneAdmin.rpc.users.update({
        userId: second.id,
        approved: true,
        flags: PERMISSION_PRESETS.plantUser,
        companyId: null,
        defaultLocationId: null,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject(refusal);
    const admins = (
      await t.db.select().from(siteUsers).where(eq(siteUsers.siteKey, lone.siteKey))
    ).filter((m) => m.approved && m.permissions.isSiteAdmin);
    expect(admins).toHaveLength(1);
  });
});

describe('users.remove', () => {
  it("ends a removed user's access at once: the same session can no longer read site data", async () => {
    const target = await member(site, {
      approved: true,
      flags: PERMISSION_PRESETS.plantUser,
    });
    await t.db.insert(userLocations).values({
      siteKey: site.siteKey,
      userId: target.id,
      locationId: site.locationIds[0]!,
      value: true,
    });
    await addCraftRecord(t.db, site, { authorizedCompanies: [site.companyA] });
    const c = await t.signIn(target.email, PASSWORD);
    expect((await c.rpc.craftRecords.list({})).rows.length).toBeGreaterThan(0);
    const stream = await openLiveStream(t.url, cookieHeader(c.cookies));
    await stream.waitFor((e) => e.event === 'connected');

    await admin.rpc.users.remove({ userId: target.id });

    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('me'),
    );
    await stream.waitForEnd();
    await expect(c.rpc.craftRecords.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(c.rpc.tasks.list({ taskParam: 'All' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const me = await c.rpc.session.me();
    expect(me?.site).toBeNull();
    expect(await membership(site.siteKey, target.id)).toBeUndefined();
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({ action: 'removed', after: null });
    expect(entry?.before).toMatchObject({ approved: true });
  });

  it("removes a second admin, and refuses another site's user", async () => {
    const second = await member(site, {
      approved: true,
      flags: PERMISSION_PRESETS.siteAdmin,
    });
    await admin.rpc.users.remove({ userId: second.id });
    expect(await membership(site.siteKey, second.id)).toBeUndefined();
    await expect(admin.rpc.users.remove({ userId: other.users.plant.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await membership(other.siteKey, other.users.plant.id)).toBeDefined();
  });
});
