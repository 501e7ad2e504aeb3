import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MESSAGES, SSO_SESSION_SECONDS } from '@craftwork/domain/admin/sso';
import { mailOutbox, sessions, siteUsers, ssoProviders, users } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { startTestIdp, type TestIdp } from '../../test/oidc-idp.ts';

const PUBLIC_URL = 'http://craftwork.test';

let idp: TestIdp;
let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let admin: TestClient;

beforeAll(async () => {
  idp = await startTestIdp(`${PUBLIC_URL}/api/auth/sso/callback/`);
  // The provider runs on loopback: the operator lists its origin, as for an internal one.
  t = await startTestApp({ TRUSTED_ORIGINS: idp.issuer });
  site = await createSiteFixture(t.db, 'SSOA');
  other = await createSiteFixture(t.db, 'SSOB');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const connection = (change: Record<string, unknown> = {}) => ({
  providerName: 'Acme ID',
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains: ['acme.example'],
  ssoOnly: false,
  jitPreset: null,
  jitCompanyId: null,
  ...change,
});

/** A browser without cookies for the provider, following redirects by hand. */
function idpBrowser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}

/**
 * Signs `email` in through the provider the way a browser does: Craftwork's start, the
 * provider's login form, consent, and Craftwork's callback. Returns the callback's answer.
 */
async function signInThroughProvider(c: TestClient, email: string) {
  const start = await c.fetch('/api/auth/sign-in/sso', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, callbackURL: '/' }),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const browse = idpBrowser();
  let response = await browse(url);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, idp.issuer);
    if (next.origin === PUBLIC_URL)
      return c.fetch(`${next.pathname}${next.search}`, { redirect: 'manual' });
    response = await browse(next.toString());
    if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
      response = await browse(next.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
    }
  }
  throw new Error(
    `the provider did not send ${email} back: ${response.status} ${await response.text()}`,
  );
}

async function membership(userEmail: string, siteKey = site.siteKey) {
  const [row] = await t.db
    .select({ approved: siteUsers.approved, permissions: siteUsers.permissions })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(and(eq(users.email, userEmail), eq(siteUsers.siteKey, siteKey)));
  return row;
}

describe('who may connect a provider', () => {
  it.each(['plant', 'foreman', 'contractorA', 'contractorB', 'applicant'] as const)(
    'refuses %s',
    async (role) => {
      const c = await t.signIn(site.users[role].email, PASSWORD);
      await expect(c.rpc.sso.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(c.rpc.sso.save(connection())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('refuses a signed-out caller', async () => {
    await expect(t.client().rpc.sso.save(connection())).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('needs a secret the first time, and a reachable issuer', async () => {
    await expect(admin.rpc.sso.save(connection({ clientSecret: '' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: SSO_MESSAGES.secretRequired,
    });
    await expect(
      admin.rpc.sso.save(connection({ issuer: 'http://127.0.0.1:9/nothing' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: SSO_MESSAGES.discoveryFailed });
  });

  it('lets the site admin connect it; the secret is stored but never shown again', async () => {
    const saved = await admin.rpc.sso.save(connection());
    expect(saved).toMatchObject({
      providerName: 'Acme ID',
      issuer: idp.issuer,
      clientId: idp.clientId,
      hasClientSecret: true,
      domains: ['acme.example'],
      redirectUrl: `${PUBLIC_URL}/api/auth/sso/callback/${saved.providerId}`,
    });
    expect(JSON.stringify(saved)).not.toContain(idp.clientSecret);
    expect(JSON.stringify(await admin.rpc.sso.get())).not.toContain(idp.clientSecret);
    // An empty secret keeps the stored one.
    await admin.rpc.sso.save(connection({ clientSecret: '' }));
    const [row] = await t.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.siteKey, site.siteKey));
    expect(row!.oidcConfig).toContain(idp.clientSecret);
  });

  it("refuses a domain another site has, and changes only the admin's own site", async () => {
    const otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
    await expect(otherAdmin.rpc.sso.save(connection())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SSO_MESSAGES.domainTaken,
    });
    expect(await otherAdmin.rpc.sso.get()).toBeNull();
  });

  it('answers the sign-in page with the provider name only', async () => {
    const c = t.client();
    expect(await c.rpc.sso.lookup({ email: 'who@ACME.example' })).toEqual({
      providerId: (await admin.rpc.sso.get())!.providerId,
      providerName: 'Acme ID',
    });
    expect(await c.rpc.sso.lookup({ email: 'who@elsewhere.example' })).toBeNull();
  });
});

describe('signing in through the provider', () => {
  it('makes a first-time person an applicant of the site, in a session of at most 12 hours', async () => {
    idp.users.set('ann@acme.example', {
      sub: 'ann-1',
      email: 'ann@acme.example',
      name: 'Ann Acme',
    });
    const c = t.client();
    const back = await signInThroughProvider(c, 'ann@acme.example');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/');
    expect(await membership('ann@acme.example')).toMatchObject({ approved: false });
    const me = await c.rpc.session.me();
    // The provider is the authority for the site's domain: no verification mail is asked for.
    expect(me).toMatchObject({ user: { email: 'ann@acme.example', emailVerified: true } });
    const [session] = await t.db
      .select({ expiresAt: sessions.expiresAt, ssoUntil: sessions.ssoUntil })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'ann@acme.example'));
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(SSO_SESSION_SECONDS / 3600 - 0.1);
    expect(hours).toBeLessThanOrEqual(SSO_SESSION_SECONDS / 3600);
    expect(session!.ssoUntil).not.toBeNull();
  });

  it('lets the site admin approve the applicant', async () => {
    const [ann] = await t.db.select().from(users).where(eq(users.email, 'ann@acme.example'));
    await admin.rpc.users.approve({ userId: ann!.id, preset: 'plantUser', companyId: null });
    expect(await membership('ann@acme.example')).toMatchObject({ approved: true });
  });

  it('approves a first-time person at once with the preset when provisioning just in time', async () => {
    await admin.rpc.sso.save(connection({ clientSecret: '', jitPreset: 'plantUser' }));
    idp.users.set('bob@acme.example', {
      sub: 'bob-1',
      email: 'bob@acme.example',
      name: 'Bob Acme',
    });
    const back = await signInThroughProvider(t.client(), 'bob@acme.example');
    expect(back.status).toBe(302);
    const row = await membership('bob@acme.example');
    expect(row).toMatchObject({
      approved: true,
      permissions: { isPlantPersonnel: true, isSiteAdmin: false },
    });
  });

  it('refuses a person the provider no longer knows', async () => {
    idp.users.delete('bob@acme.example');
    await expect(signInThroughProvider(t.client(), 'bob@acme.example')).rejects.toThrow(
      /did not send bob@acme.example back: 401/,
    );
  });

  it('refuses an address of a domain the site has not connected', async () => {
    idp.users.set('eve@evil.example', { sub: 'eve-1', email: 'eve@evil.example', name: 'Eve' });
    const start = await t.client().fetch('/api/auth/sign-in/sso', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'eve@evil.example', callbackURL: '/' }),
    });
    expect(start.status).toBe(404);
  });
});

describe('SSO-only domains', () => {
  it('refuses password sign-in for the domain, naming the provider', async () => {
    const [ann] = await t.db.select().from(users).where(eq(users.email, 'ann@acme.example'));
    expect(ann).toBeDefined();
    await admin.rpc.sso.save(connection({ clientSecret: '', ssoOnly: true }));
    const response = await t.client().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ann@acme.example', password: 'whatever-password' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'SSO_REQUIRED',
      message: 'Your organization signs in with Acme ID. Use "Continue with Acme ID".',
    });
  });

  it('sends no password reset link to the domain, and says to use the provider', async () => {
    const mailsToAnn = () =>
      t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ann@acme.example'));
    const before = await mailsToAnn();
    await expect(
      t
        .client()
        .rpc.account.sendPasswordResetLink({ email: 'ann@acme.example', version: 'craftwork' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Your organization signs in with Acme ID. Use "Continue with Acme ID".',
    });
    expect(await mailsToAnn()).toHaveLength(before.length);
  });

  it('still lets other domains sign in with a password', async () => {
    await expect(t.signIn(site.users.plant.email, PASSWORD)).resolves.toBeDefined();
  });
});
