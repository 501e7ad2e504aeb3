// Two app instances on one database (decision 184): what one instance does, the other sees.
// Sessions, live notices, rate limits (ours and better-auth's backstop) and idempotency keys
// are all kept in PostgreSQL, never in a process's memory.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { craftRecordRefPath } from '@craftwork/domain/lists/queries';
import { events } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { cookieHeader, openLiveStream } from '../live-stream.ts';

let a: TestApp;
let b: TestApp;
let site: SiteFixture;

// Production limits (no multiplier) on both, so the sign-in limit is reached in a few tries.
const LIMITS = { RATE_LIMIT_MULTIPLIER: '1', AUTH_SIGN_IN_LIMIT: '1000' };

beforeAll(async () => {
  a = await startTestApp(LIMITS);
  b = await startTestApp(LIMITS, { databaseUrl: a.databaseUrl });
  site = await createSiteFixture(a.db, `INST${randomBytes(3).toString('hex').toUpperCase()}`);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A session made on instance A, carried to instance B as a load balancer would. */
async function sessionOnB(email: string): Promise<TestClient> {
  const onA = await a.signIn(email, PASSWORD);
  const onB = b.client();
  for (const [key, value] of onA.cookies) onB.cookies.set(key, value);
  return onB;
}

function signInAttempt(app: TestApp, email: string, password: string) {
  return app.client().fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('two instances on one database', () => {
  it('accepts a session made on A on B, and a sign-out on B ends it on A', async () => {
    const onA = await a.signIn(site.users.plant.email, PASSWORD);
    const onB = b.client();
    for (const [key, value] of onA.cookies) onB.cookies.set(key, value);
    expect((await onB.rpc.session.me())?.user.email).toBe(site.users.plant.email);

    const signOut = await onB.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(await onA.rpc.session.me()).toBeNull();
  });

  it('refuses on an instance with another secret a session made on A (AUTH_SECRET must match)', async () => {
    const stranger = await startTestApp(LIMITS, {
      databaseUrl: a.databaseUrl,
      secret: 'another-secret-of-at-least-32-characters',
    });
    try {
      const onA = await a.signIn(site.users.plant.email, PASSWORD);
      const elsewhere = stranger.client();
      for (const [key, value] of onA.cookies) elsewhere.cookies.set(key, value);
      expect(await elsewhere.rpc.session.me()).toBeNull();
      expect((await onA.rpc.session.me())?.user.email).toBe(site.users.plant.email);
    } finally {
      await stranger.close();
    }
  });

  it("delivers a write on A to a live stream held open on B, and B's own writes to A", async () => {
    const { id } = await addCraftRecord(a.db, site, { authorizedCompanies: [site.companyA] });
    const adminOnA = await a.signIn(site.users.admin.email, PASSWORD);
    const plantOnB = await sessionOnB(site.users.plant.email);
    const streamOnB = await openLiveStream(b.url, cookieHeader(plantOnB.cookies));
    const streamOnA = await openLiveStream(a.url, cookieHeader(adminOnA.cookies));
    expect([streamOnA.status, streamOnB.status]).toEqual([200, 200]);
    await streamOnB.waitFor((e) => e.event === 'connected');
    await streamOnA.waitFor((e) => e.event === 'connected');
    const heard = (e: { event: string; data: unknown }) =>
      e.event === 'message' && (e.data as { topics: string[] }).topics.includes('craftRecords');

    const started = Date.now();
    await adminOnA.rpc.craftRecords.updateCraftDetails({
      refPath: craftRecordRefPath(site.siteKey, id),
      description: 'changed on instance A',
    });
    await streamOnB.waitFor(heard, 2000);
    const delay = Date.now() - started;
    // The live target for a change seen elsewhere is 150 ms at p95 (docs/quality.md); one
    // sample on a busy test machine is only held to the 2 s the benchmark counts as missed.
    expect(delay).toBeLessThan(2000);
    console.log(`[instances] write on A -> live notice on B: ${delay} ms`);

    const before = streamOnA.events.filter(heard).length;
    await plantOnB.rpc.craftRecords.updateCraftDetails({
      refPath: craftRecordRefPath(site.siteKey, id),
      description: 'changed on instance B',
    });
    await streamOnA.waitFor(() => streamOnA.events.filter(heard).length > before, 2000);
    streamOnA.close();
    streamOnB.close();
  });

  it('counts failed sign-ins made on A and on B against one limit per account', async () => {
    const email = `nobody-${randomUUID()}@craftwork.test`;
    // 10 failures per account per 15 minutes: five on each instance use them all up.
    for (let i = 0; i < 10; i++) {
      const response = await signInAttempt(i % 2 === 0 ? a : b, email, 'wrong password');
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await signInAttempt(app, email, 'wrong password');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Too many attempts. Please wait 15 minutes and try again.',
      );
    }
  });

  it("holds better-auth's own backstop limit (300 a minute per address and path) across both", async () => {
    const signOut = async (app: TestApp) =>
      (
        await app.client().fetch('/api/auth/sign-out', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status;
    // Alternating instances: kept in each process's memory, 600 would pass before a refusal.
    let accepted = 0;
    while (accepted < 400 && (await signOut(accepted % 2 === 0 ? a : b)) !== 429) accepted++;
    // The first test's sign-out already counted toward the same address and path.
    expect(accepted).toBeGreaterThanOrEqual(290);
    expect(accepted).toBeLessThanOrEqual(300);
    expect([await signOut(a), await signOut(b)]).toEqual([429, 429]);
  });

  it('answers a change sent again to the other instance from its stored outcome', async () => {
    const { taskIds } = await addCraftRecord(a.db, site, {}, [
      { taskStatus: TASK_STATUS.AWAITING },
    ]);
    const taskId = taskIds[0]!;
    const plantOnA = await a.signIn(site.users.plant.email, PASSWORD);
    const plantOnB = await sessionOnB(site.users.plant.email);
    const key = randomUUID();
    const input = { taskId, status: TASK_STATUS.IN_PROGRESS };
    const first = await plantOnA.keyedRpc.tasks.setStatus(input, { context: { key } });
    // The phone lost the answer and its retry went to the other instance.
    const again = await plantOnB.keyedRpc.tasks.setStatus(input, { context: { key } });
    expect(again).toEqual(first);
    const changes = await a.db
      .select()
      .from(events)
      .where(and(eq(events.taskId, taskId), eq(events.eventType, EVENT_TYPE.TASK_STATUS_UPDATED)));
    expect(changes).toHaveLength(1);
  });
});
