import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { INVITE_MESSAGES } from '@craftwork/domain/admin/invites';
import { auditLog, mailOutbox, siteInvites, siteUsers, users } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { createVerifiedUser } from '../sites/index.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let clients: Record<keyof SiteFixture['users'], TestClient>;
let otherAdmin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'INVITING');
  other = await createSiteFixture(t.db, 'OTHERINV');
  clients = {} as typeof clients;
  for (const [role, user] of Object.entries(site.users))
    clients[role as keyof typeof clients] = await t.signIn(user.email, PASSWORD);
  otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

let counter = 0;
const address = () => `guest${++counter}@example.test`;

async function lastMail(to: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** Invites an address as the site admin and returns the token of the mailed link. */
async function invite(
  email: string,
  preset: 'foreman' | 'plantUser' | 'siteAdmin' = 'foreman',
  by = clients.admin,
  companyId: string | null = site.companyA,
) {
  const { id } = await by.rpc.invites.create({ email, preset, companyId });
  const mail = await lastMail(email);
  const link = /http:\/\/craftwork\.test\/invite\?token=(\S+)/.exec(mail!.text);
  return { id, token: decodeURIComponent(link![1]!) };
}

const OTHERS = ['plant', 'foreman', 'contractorA', 'contractorB', 'applicant'] as const;

describe('invites.create', () => {
  it('mails a single-use link built from PUBLIC_URL, keeps only its hash, and audits it', async () => {
    const email = address();
    const { id, token } = await invite(email);
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ kind: 'site-invite' });
    expect(mail?.text).toContain('Site INVITING');
    expect(mail?.text).toContain('Foreman');
    const [row] = await t.db.select().from(siteInvites).where(eq(siteInvites.id, id));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ area: 'invites', action: 'invited', targetLabel: email });
  });

  it('requires a company for a foreman, not for a plant user', async () => {
    await expect(
      clients.admin.rpc.invites.create({ email: address(), preset: 'foreman', companyId: null }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      clients.admin.rpc.invites.create({ email: address(), preset: 'plantUser', companyId: null }),
    ).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("refuses another site's company and a present member", async () => {
    await expect(
      clients.admin.rpc.invites.create({
        email: address(),
        preset: 'foreman',
        companyId: other.companyA,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVITE_MESSAGES.companyUnknown });
    await expect(
      clients.admin.rpc.invites.create({
        email: site.users.foreman.email,
        preset: 'foreman',
        companyId: site.companyA,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: INVITE_MESSAGES.alreadyMember });
  });

  it('replaces an open invitation to the same address (inviting again resends)', async () => {
    const email = address();
    const first = await invite(email);
    const second = await invite(email);
    await expect(t.client().rpc.invites.get({ token: first.token })).rejects.toMatchObject({
      message: INVITE_MESSAGES.invalid,
    });
    await expect(t.client().rpc.invites.get({ token: second.token })).resolves.toMatchObject({
      email,
    });
  });

  it.each(OTHERS)('refuses %s', async (role) => {
    await expect(
      clients[role].rpc.invites.create({ email: address(), preset: 'plantUser', companyId: null }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses anonymous callers', async () => {
    await expect(
      t.client().rpc.invites.create({ email: address(), preset: 'plantUser', companyId: null }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('invites.list and invites.revoke', () => {
  it('lists the open invitations of the admin’s own site only, and revokes one', async () => {
    const email = address();
    const { id, token } = await invite(email, 'plantUser', clients.admin, null);
    const elsewhere = await invite(address(), 'plantUser', otherAdmin, null);
    const list = await clients.admin.rpc.invites.list();
    expect(list.find((i) => i.id === id)).toMatchObject({
      email,
      preset: 'plantUser',
      companyName: null,
      invitedByName: 'admin INVITING',
      expired: false,
    });
    expect(list.map((i) => i.id)).not.toContain(elsewhere.id);

    await expect(clients.admin.rpc.invites.revoke({ id: elsewhere.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await clients.admin.rpc.invites.revoke({ id });
    await clients.admin.rpc.invites.revoke({ id });
    expect((await clients.admin.rpc.invites.list()).map((i) => i.id)).not.toContain(id);
    await expect(t.client().rpc.invites.get({ token })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVITE_MESSAGES.invalid,
    });
    const revoked = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(revoked.map((a) => a.action).sort()).toEqual(['inviteRevoked', 'invited']);
  });

  it.each(OTHERS)('refuses %s', async (role) => {
    await expect(clients[role].rpc.invites.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(clients[role].rpc.invites.revoke({ id: 'x' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses anonymous callers', async () => {
    await expect(t.client().rpc.invites.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the invitation link', () => {
  it('describes the invitation to anyone holding it', async () => {
    const email = address();
    const { token } = await invite(email);
    await expect(t.client().rpc.invites.get({ token })).resolves.toEqual({
      email,
      siteName: 'Site INVITING',
      siteKey: 'INVITING',
      role: 'Foreman',
      companyName: expect.any(String),
      hasAccount: false,
      isInvitee: false,
    });
    await expect(clients.plant.rpc.invites.get({ token })).resolves.toMatchObject({
      isInvitee: false,
    });
  });

  it('creates the account, joins the site approved with the preset and company as default, once', async () => {
    const email = address();
    const { id, token } = await invite(email, 'foreman');
    await expect(
      t
        .client()
        .rpc.invites.acceptNew({ token, displayName: 'New Foreman', password: 'a-good-password' }),
    ).resolves.toEqual({ email });
    const c = await t.signIn(email, 'a-good-password');
    const me = await c.rpc.session.me();
    expect(me?.user).toMatchObject({ displayName: 'New Foreman', defaultSiteKey: 'INVITING' });
    expect(me?.site?.siteKey).toBe('INVITING');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const [member] = await t.db.select().from(siteUsers).where(eq(siteUsers.userId, user!.id));
    expect(member).toMatchObject({
      approved: true,
      companyId: site.companyA,
      permissions: PERMISSION_PRESETS.foreman,
    });
    const [row] = await t.db.select().from(siteInvites).where(eq(siteInvites.id, id));
    expect(row).toMatchObject({ acceptedBy: user!.id });
    const accepted = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(accepted.map((a) => a.action)).toContain('inviteAccepted');

    // Single use.
    await expect(
      t
        .client()
        .rpc.invites.acceptNew({ token, displayName: 'Again', password: 'a-good-password' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVITE_MESSAGES.invalid });
    await expect(c.rpc.invites.accept({ token })).rejects.toMatchObject({
      message: INVITE_MESSAGES.invalid,
    });
  });

  it('lets only one of two parallel uses through', async () => {
    const { token } = await invite(address(), 'plantUser', clients.admin, null);
    const results = await Promise.allSettled(
      [1, 2].map((n) =>
        t
          .client()
          .rpc.invites.acceptNew({ token, displayName: `Racer ${n}`, password: 'a-good-password' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const { id, token } = await invite(address(), 'plantUser', clients.admin, null);
    await t.db
      .update(siteInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(siteInvites.id, id));
    await expect(t.client().rpc.invites.get({ token })).rejects.toMatchObject({
      message: INVITE_MESSAGES.invalid,
    });
    await expect(
      t.client().rpc.invites.acceptNew({ token, displayName: 'Late', password: 'a-good-password' }),
    ).rejects.toMatchObject({ message: INVITE_MESSAGES.invalid });
    expect((await clients.admin.rpc.invites.list()).find((i) => i.id === id)?.expired).toBe(true);
  });

  it('refuses an unknown link', async () => {
    await expect(t.client().rpc.invites.get({ token: 'made-up' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVITE_MESSAGES.invalid,
    });
  });

  it('asks an existing account to sign in, and lets the signed-in invitee accept with one call', async () => {
    const email = address();
    await createVerifiedUser(t.db, { email, password: PASSWORD, displayName: 'Existing' });
    const { token } = await invite(email, 'siteAdmin', clients.admin, null);
    await expect(
      t.client().rpc.invites.acceptNew({ token, displayName: 'X', password: 'a-good-password' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: INVITE_MESSAGES.accountExists });
    const c = await t.signIn(email, PASSWORD);
    await expect(c.rpc.invites.get({ token })).resolves.toMatchObject({
      hasAccount: true,
      isInvitee: true,
    });
    // Someone else signed in cannot use it.
    await expect(clients.plant.rpc.invites.accept({ token })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: INVITE_MESSAGES.otherAccount,
    });
    await c.rpc.invites.accept({ token });
    const me = await c.rpc.session.me();
    expect(me?.site?.siteKey).toBe('INVITING');
    expect(me?.site?.siteUser.permissions).toEqual(PERMISSION_PRESETS.siteAdmin);
  });

  it('approves a pending applicant who accepts', async () => {
    const email = site.users.applicant.email;
    const { token } = await invite(email, 'foreman');
    await clients.applicant.rpc.invites.accept({ token });
    const me = await clients.applicant.rpc.session.me();
    expect(me?.site?.siteKey).toBe('INVITING');
  });

  it('refuses an anonymous one-button accept', async () => {
    await expect(t.client().rpc.invites.accept({ token: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('guessing links', () => {
  it('limits unknown tokens per address', async () => {
    const guesser = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const c = guesser.client();
      const answers: string[] = [];
      for (let i = 0; i < 22; i++)
        answers.push(
          await c.rpc.invites.get({ token: `guess-${i}` }).then(
            () => 'OK',
            (e: { code: string }) => e.code,
          ),
        );
      expect(answers.slice(0, 20).every((code) => code === 'BAD_REQUEST')).toBe(true);
      expect(answers.slice(20)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    } finally {
      await guesser.close();
    }
  });
});
