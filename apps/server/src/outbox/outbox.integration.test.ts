import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { mailOutbox, outbox } from '../db/schema.ts';
import { createAppOutbox } from '../jobs/outbox-jobs.ts';
import { LIVE_CHANNEL, queueLiveChange } from '../live/notify.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { outboxMailer } from '../mail/outbox-mail.ts';
import { cloneTestDatabase } from '../test/harness.ts';
import {
  countDue,
  createOutboxDispatcher,
  OUTBOX_MAX_ATTEMPTS,
  purgeOutbox,
} from './dispatcher.ts';
import { enqueue } from './outbox.ts';

let databaseUrl: string;
let db: Database;
let pool: pg.Pool;
let listener: pg.Client;
const notices: string[] = [];

beforeAll(async () => {
  databaseUrl = await cloneTestDatabase();
  ({ db, pool } = createDatabase(databaseUrl));
  listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => notices.push(n.payload ?? ''));
  await listener.query(`LISTEN ${LIVE_CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await pool.end();
});
afterEach(async () => {
  await db.delete(outbox);
  await db.delete(mailOutbox);
  notices.length = 0;
});

const message = {
  to: 'pat@example.test',
  kind: 'task-status',
  subject: 'Fence: Done',
  text: 'Hello Pat,\n\nThe task "Fence" moved from In Progress to Done.',
};
const change = { site: 'OUTBOX', topics: ['tasks' as const], ids: ['task-1'] };
/** Lets a LISTEN notice that would have come arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** A mail and a live notice written in one transaction, as a task write does. */
async function write(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  await outboxMailer(tx, 'OUTBOX').send(message);
  await queueLiveChange(tx, change);
}

describe('the outbox', () => {
  it('keeps nothing and delivers nothing for a write that rolled back', async () => {
    const rollback = new Error('the write failed');
    await expect(
      db.transaction(async (tx) => {
        await write(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const dispatcher = createAppOutbox(db, { mailer: createMailer(db, { from: 'x@y' }), log() {} });
    expect(await dispatcher.deliverPending()).toBe(0);
    await settle();
    expect(await db.select().from(outbox)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('delivers each side effect of a committed write once, in order', async () => {
    await db.transaction(write);
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((r) => [r.kind, r.siteKey, r.deliveredAt])).toEqual([
      ['mail', 'OUTBOX', null],
      ['live', 'OUTBOX', null],
    ]);
    const dispatcher = createAppOutbox(db, { mailer: createMailer(db, { from: 'x@y' }), log() {} });
    expect(await dispatcher.deliverPending()).toBe(2);
    expect(await dispatcher.deliverPending()).toBe(0);
    await settle();
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => [m.id, m.to, m.kind, m.subject, m.text])).toEqual([
      [`outbox-${rows[0]!.id}`, message.to, message.kind, message.subject, message.text],
    ]);
    expect(notices.map((n) => JSON.parse(n) as unknown)).toEqual([change]);
    const delivered = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(delivered.map((r) => [r.attempts, r.lastError, r.deliveredAt instanceof Date])).toEqual([
      [1, null, true],
      [1, null, true],
    ]);
  });

  it('retries a failed delivery once it is due, and then delivers it once', async () => {
    const real = createMailer(db, { from: 'x@y' });
    let sends = 0;
    const flaky: Mailer = {
      async send(m, options) {
        sends += 1;
        if (sends === 1) throw new Error('SMTP is down');
        await real.send(m, options);
      },
    };
    const logged: string[] = [];
    const dispatcher = createAppOutbox(db, {
      mailer: flaky,
      log: (line) => logged.push(line),
      retryDelayMs: 300,
    });
    await db.transaction((tx) => outboxMailer(tx, 'OUTBOX').send(message));
    const [row] = await db.select().from(outbox);

    expect(await dispatcher.deliverPending()).toBe(0);
    const [failed] = await db.select().from(outbox);
    expect([failed?.attempts, failed?.lastError, failed?.deliveredAt]).toEqual([
      1,
      'SMTP is down',
      null,
    ]);
    expect(logged).toEqual([`Outbox: mail ${row!.id} failed (try 1): SMTP is down`]);
    // Not due yet: the retry waits for its delay.
    expect(await dispatcher.deliverPending()).toBe(0);
    expect(sends).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await dispatcher.deliverPending()).toBe(1);
    expect(await dispatcher.deliverPending()).toBe(0);
    expect(sends).toBe(2);
    const [done] = await db.select().from(outbox);
    expect([done?.attempts, done?.lastError, done?.deliveredAt instanceof Date]).toEqual([
      2,
      null,
      true,
    ]);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => [m.id, m.to, m.subject, m.text])).toEqual([
      [`outbox-${row!.id}`, message.to, message.subject, message.text],
    ]);
  });

  it('gives up after the last try and leaves the row with its error', async () => {
    const logged: string[] = [];
    const dispatcher = createOutboxDispatcher(db, {
      log: (line) => logged.push(line),
      maxAttempts: 2,
      retryDelayMs: 0,
    });
    let calls = 0;
    dispatcher.registerOutboxHandler('broken', async () => {
      calls += 1;
      throw new Error(`refused ${calls}`);
    });
    await db.transaction((tx) => enqueue(tx, { siteKey: null, kind: 'broken', payload: {} }));
    const [row] = await db.select().from(outbox);
    expect(await dispatcher.deliverPending()).toBe(0);
    expect(await dispatcher.deliverPending()).toBe(0);
    expect(calls).toBe(2);
    const [left] = await db.select().from(outbox);
    expect([left?.attempts, left?.lastError, left?.deliveredAt]).toEqual([2, 'refused 2', null]);
    expect(logged).toEqual([
      `Outbox: broken ${row!.id} failed (try 1): refused 1`,
      `Outbox: broken ${row!.id} failed 2 times, giving up: refused 2`,
    ]);
  });

  it('rolls back what a failing handler wrote', async () => {
    const dispatcher = createOutboxDispatcher(db, { log() {}, retryDelayMs: 60_000 });
    dispatcher.registerOutboxHandler('half', async (tx) => {
      await enqueue(tx, { siteKey: null, kind: 'written-by-handler', payload: {} });
      throw new Error('half done');
    });
    await db.transaction((tx) => enqueue(tx, { siteKey: null, kind: 'half', payload: {} }));
    expect(await dispatcher.deliverPending()).toBe(0);
    expect((await db.select().from(outbox)).map((r) => [r.kind, r.lastError])).toEqual([
      ['half', 'half done'],
    ]);
  });

  it('counts only due rows, and purges delivered rows after a week and given-up rows after a month', async () => {
    const day = 24 * 3600_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    const row = (kind: string, fields: Partial<typeof outbox.$inferInsert>) => ({
      siteKey: null,
      kind,
      payload: {},
      ...fields,
    });
    await db
      .insert(outbox)
      .values([
        row('delivered 8 days ago', { createdAt: ago(8), deliveredAt: ago(8), attempts: 1 }),
        row('delivered 6 days ago', { createdAt: ago(6), deliveredAt: ago(6), attempts: 1 }),
        row('given up 31 days ago', { createdAt: ago(31), attempts: OUTBOX_MAX_ATTEMPTS }),
        row('given up 29 days ago', { createdAt: ago(29), attempts: OUTBOX_MAX_ATTEMPTS }),
        row('waiting 40 days', { createdAt: ago(40), attempts: 3 }),
        row('retried later', { nextAttemptAt: new Date(Date.now() + day), attempts: 1 }),
      ]);
    expect(await countDue(db)).toBe(1);
    expect(await purgeOutbox(db)).toBe(2);
    expect((await db.select().from(outbox).orderBy(asc(outbox.id))).map((r) => r.kind)).toEqual([
      'delivered 6 days ago',
      'given up 29 days ago',
      'waiting 40 days',
      'retried later',
    ]);
  });
});
