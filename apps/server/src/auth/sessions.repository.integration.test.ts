import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveScope } from '../access/scope.ts';
import { users } from '../db/schema.ts';
import { findSite } from '../site-config/site-config.repository.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { findSessionWithUser } from './sessions.repository.ts';

const SESSION_COOKIE = 'better-auth.session_token';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SESSREP');
  other = await createSiteFixture(t.db, 'SESSREP2');
});
afterAll(async () => {
  await t.close();
});

/** The session token of a fresh sign-in. */
async function tokenOf(email: string): Promise<string> {
  const client = await t.signIn(email, PASSWORD);
  const cookie = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
  return cookie.slice(0, cookie.lastIndexOf('.'));
}

describe('the session read with the scope and the site (issue 38)', () => {
  it.each(['admin', 'plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'gives the %s the scope and the site row that reading them apart gives',
    async (role) => {
      const { id, email } = site.users[role];
      const read = await findSessionWithUser(t.db, await tokenOf(email));
      expect(read?.user.id).toBe(id);
      expect(read?.scope).toEqual(await resolveScope(t.db, id, site.siteKey));
      expect(read?.site).toEqual(await findSite(t.db, site.siteKey));
    },
  );

  it('gives no scope on a default site the user is not a member of, and that site', async () => {
    const { id, email } = site.users.plant;
    const token = await tokenOf(email);
    await t.db.update(users).set({ defaultSiteKey: other.siteKey }).where(eq(users.id, id));
    const read = await findSessionWithUser(t.db, token);
    expect(read?.scope).toEqual({ kind: 'no-site' });
    expect(read?.site?.siteKey).toBe(other.siteKey);
    await t.db.update(users).set({ defaultSiteKey: site.siteKey }).where(eq(users.id, id));
  });

  it('gives no scope and no site to a user without a default site', async () => {
    const { id, email } = other.users.foreman;
    const token = await tokenOf(email);
    await t.db.update(users).set({ defaultSiteKey: null }).where(eq(users.id, id));
    const read = await findSessionWithUser(t.db, token);
    expect(read?.scope).toEqual({ kind: 'no-site' });
    expect(read?.site).toBeNull();
  });

  it('finds no session for an unknown token', async () => {
    expect(await findSessionWithUser(t.db, 'no-such-token')).toBeNull();
  });
});

describe("a site procedure's reads before its own work", () => {
  it('reads the membership and the site once, in the session statement', async () => {
    const client = await t.signIn(site.users.admin.email, PASSWORD);
    const statements: string[] = [];
    const pool = t.db.$client;
    const query = pool.query.bind(pool);
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      statements.push(text ?? '');
      return (query as (...args: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    try {
      expect(await client.rpc.detailFields.get()).toBeDefined();
    } finally {
      pool.query = query;
    }
    const reading = (table: string) =>
      statements.filter((text) => new RegExp(`from "${table}"|join "${table}"`).test(text));
    expect(reading('sessions')).toHaveLength(1);
    expect(reading('site_users')).toEqual(reading('sessions'));
    expect(reading('sites')).toEqual(reading('sessions'));
  });
});
