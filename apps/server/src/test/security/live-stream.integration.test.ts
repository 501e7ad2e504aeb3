import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftRecordRefPath } from '@craftwork/domain/lists/queries';
import { sessions, siteUsers } from '../../db/schema.ts';
import { createLiveHub, MAX_STREAMS_PER_USER, type LiveClient } from '../../live/hub.ts';
import { findStreamSessions } from '../../live/stream-sessions.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { cookieHeader, openLiveStream } from '../live-stream.ts';

let t: TestApp;
let site: SiteFixture;
let recordOfA: string;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LIVESEC');
  // Authorized for company A only: company B's users may not learn of it.
  recordOfA = (await addCraftRecord(t.db, site, { authorizedCompanies: [site.companyA] })).id;
});
afterAll(() => t.close());

type Stream = Awaited<ReturnType<typeof openLiveStream>>;
const messages = (stream: Stream) => stream.events.filter((e) => e.event === 'message');
const isRecordNotice = (e: { event: string; data: unknown }) =>
  e.event === 'message' && (e.data as { topics: string[] }).topics.includes('craftRecords');

async function connect(client: TestClient): Promise<Stream> {
  const stream = await openLiveStream(t.url, cookieHeader(client.cookies));
  expect(stream.status).toBe(200);
  await stream.waitFor((e) => e.event === 'connected');
  return stream;
}

/** A change every browser of the site hears about: the site admin edits company A's record. */
async function changeRecord(admin: TestClient, description: string) {
  await admin.rpc.craftRecords.updateCraftDetails({
    refPath: craftRecordRefPath(site.siteKey, recordOfA),
    description,
  });
}

/** Waits until a stream that should hear about a change has heard, so the others had time too. */
async function changeHeardBy(admin: TestClient, witness: Stream, description: string) {
  const before = messages(witness).length;
  await changeRecord(admin, description);
  await witness.waitFor(() => messages(witness).length > before);
}

describe('live stream lifecycle', () => {
  it('ends the stream when its session signs out, before any further notice', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    const witness = await connect(admin);
    const stream = await connect(plant);
    const signOut = await plant.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    await changeHeardBy(admin, witness, 'after sign-out');
    await stream.waitForEnd();
    expect(messages(stream)).toEqual([]);
    witness.close();
  });

  it('ends the stream when its session is revoked elsewhere', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const foreman = await t.signIn(site.users.foreman.email, PASSWORD);
    const witness = await connect(admin);
    const stream = await connect(foreman);
    await t.db.delete(sessions).where(eq(sessions.userId, site.users.foreman.id));
    await changeHeardBy(admin, witness, 'after revocation');
    await stream.waitForEnd();
    expect(messages(stream)).toEqual([]);
    witness.close();
  });

  it('stops notices to a user removed from the site, and ends their stream', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const contractor = await t.signIn(site.users.contractorA.email, PASSWORD);
    const witness = await connect(admin);
    const stream = await connect(contractor);
    await t.db
      .delete(siteUsers)
      .where(
        and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.contractorA.id)),
      );
    await changeHeardBy(admin, witness, 'after removal');
    await stream.waitForEnd();
    expect(messages(stream)).toEqual([]);
    // Reconnecting, the signed-in user follows no site: the site's notices pass them by.
    const again = await connect(contractor);
    expect(again.events[0]?.data).toEqual({ siteKey: null });
    await changeHeardBy(admin, witness, 'after reconnecting');
    expect(messages(again)).toEqual([]);
    again.close();
    witness.close();
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER + 5; i++) streams.push(await connect(plant));
    const oldest = streams.slice(0, 5);
    const newest = streams.slice(5);
    await Promise.all(oldest.map((s) => s.waitForEnd()));
    await changeRecord(admin, 'to the newest streams');
    await Promise.all(newest.map((s) => s.waitFor(isRecordNotice)));
    expect(newest.every((s) => !s.ended)).toBe(true);
    expect(oldest.flatMap(messages)).toEqual([]);
    newest.forEach((s) => s.close());
  });

  it('tells company users what changed, never which ids', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const streams = await Promise.all(
      [site.users.contractorB, site.users.foreman, site.users.plant].map(async (u) =>
        connect(await t.signIn(u.email, PASSWORD)),
      ),
    );
    await changeRecord(admin, 'which record?');
    for (const stream of streams) {
      const notice = await stream.waitFor(isRecordNotice);
      expect(Object.keys(notice.data as object)).toEqual(['topics']);
      expect(JSON.stringify(stream.events)).not.toContain(recordOfA);
      stream.close();
    }
  });

  it('sends the security headers with the stream', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    const stream = await connect(plant);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('x-frame-options')).toBe('DENY');
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    stream.close();
  });
});

describe('periodic session check', () => {
  it('ends an idle stream whose session has ended, with no notice needed', async () => {
    const plant = await t.signIn(site.users.plant.email, PASSWORD);
    const [session] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, site.users.plant.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const hub = createLiveHub(
      t.databaseUrl,
      (ids) => findStreamSessions(t.db, ids),
      () => {},
      { recheckMs: 50 },
    );
    await hub.ready;
    let ended = false;
    const client: LiveClient = {
      userId: site.users.plant.id,
      sessionId: session!.id,
      siteKey: site.siteKey,
      send: () => {},
      end: () => (ended = true),
    };
    hub.add(client);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ended).toBe(false);
      await plant.fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await expect.poll(() => ended, { timeout: 2000 }).toBe(true);
    } finally {
      await hub.close();
    }
  });
});
