import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';

const SESSION_COOKIE = 'better-auth.session_token';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let site: SiteFixture;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SESSCHK');
});
afterAll(async () => {
  await t.close();
});

/** A fresh sign-in of the plant user, and its session's row. */
async function signedIn(): Promise<{ client: TestClient; token: string }> {
  const client = await t.signIn(site.users.plant.email, PASSWORD);
  const cookie = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
  return { client, token: cookie.slice(0, cookie.lastIndexOf('.')) };
}

const sessionRow = async (token: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.token, token)))[0] ?? null;

const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.db.update(sessions).set(values).where(eq(sessions.token, token));

describe('the session check of every call', () => {
  it('answers the signed-in user', async () => {
    const { client } = await signedIn();
    expect((await client.rpc.session.me())?.user.email).toBe(site.users.plant.email);
  });

  it('treats a cookie signed with another secret as signed out', async () => {
    const { client, token } = await signedIn();
    client.cookies.set(SESSION_COOKIE, encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect(await client.rpc.session.me()).toBeNull();
  });

  it('treats a session that is gone as signed out', async () => {
    const { client, token } = await signedIn();
    await t.db.delete(sessions).where(eq(sessions.token, token));
    expect(await client.rpc.session.me()).toBeNull();
  });

  it('ends an expired session, and deletes it', async () => {
    const { client, token } = await signedIn();
    await setSession(token, { expiresAt: new Date(Date.now() - 1000) });
    expect(await client.rpc.session.me()).toBeNull();
    expect(await sessionRow(token)).toBeNull();
  });

  it('moves on a session last moved on over a day ago, and leaves a newer one', async () => {
    const { client, token } = await signedIn();
    const older = new Date(Date.now() + 29 * DAY - HOUR);
    await setSession(token, { expiresAt: older });
    expect((await client.rpc.session.me())?.user.email).toBe(site.users.plant.email);
    const moved = (await sessionRow(token))!.expiresAt.getTime();
    expect(moved).toBeGreaterThan(Date.now() + 30 * DAY - HOUR);

    const newer = new Date(Date.now() + 29 * DAY + HOUR);
    await setSession(token, { expiresAt: newer });
    await client.rpc.session.me();
    expect((await sessionRow(token))!.expiresAt.getTime()).toBe(newer.getTime());
  });

  it("leaves a provider's session that ends at its bound as it is", async () => {
    const { client, token } = await signedIn();
    const bound = new Date(Date.now() + 11 * HOUR);
    await setSession(token, { expiresAt: bound, ssoUntil: bound, updatedAt: new Date(0) });
    expect((await client.rpc.session.me())?.user.email).toBe(site.users.plant.email);
    const row = (await sessionRow(token))!;
    expect(row.expiresAt.getTime()).toBe(bound.getTime());
    expect(row.updatedAt.getTime()).toBe(0);
  });
});
