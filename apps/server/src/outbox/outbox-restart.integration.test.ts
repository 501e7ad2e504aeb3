import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { createDatabase, type Database } from '../db/client.ts';
import { mailOutbox, outbox, taskSubscribers, webhookDeliveries } from '../db/schema.ts';
import { webhookEndpoints } from '../db/schema.ts';
import { createAppOutbox } from '../jobs/outbox-jobs.ts';
import { LIVE_CHANNEL, type LiveChange } from '../live/notify.ts';
import { createMailer } from '../mail/mailer.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { cloneTestDatabase, startTestApp } from '../test/harness.ts';
import {
  payloadOf,
  startWebhookReceiver,
  waitFor,
  type WebhookReceiver,
} from '../test/webhook-receiver.ts';

const child = fileURLToPath(new URL('../test/status-change-child.ts', import.meta.url));

let databaseUrl: string;
let db: Database;
let pool: pg.Pool;
let site: SiteFixture;
let receiver: WebhookReceiver;
let listener: pg.Client;
const notices: LiveChange[] = [];

beforeAll(async () => {
  databaseUrl = await cloneTestDatabase();
  ({ db, pool } = createDatabase(databaseUrl));
  site = await createSiteFixture(db, 'KILL');
  receiver = await startWebhookReceiver();
  listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => notices.push(JSON.parse(n.payload ?? '{}') as LiveChange));
  await listener.query(`LISTEN ${LIVE_CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await receiver.close();
  await pool.end();
});

/** Runs the status change in a child process and SIGKILLs it once it says it committed. */
async function changeStatusAndDie(userId: string, taskId: string, status: number) {
  const writer = spawn(
    process.execPath,
    ['--import', 'tsx', child, databaseUrl, userId, taskId, String(status)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  writer.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    writer.once('exit', (_code, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    writer.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('committed')) resolve();
    });
    writer.once('exit', (code) => reject(new Error(`the writer exited (${code}): ${stderr}`)));
  });
  writer.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

const taskNotices = () => notices.filter((n) => n.topics.includes('tasks'));

describe('a writer killed between its commit and the delivery', () => {
  it('leaves every side effect to the next start, which delivers each once', async () => {
    const { id: recordId, taskIds } = await addCraftRecord(db, site, {}, [
      { taskStatus: TASK_STATUS.AWAITING, title: 'Fence the yard' },
    ]);
    const taskId = taskIds[0]!;
    await db.insert(taskSubscribers).values({
      siteKey: site.siteKey,
      taskId,
      userId: site.users.admin.id,
      displayName: 'admin KILL',
    });
    const endpointId = randomUUID();
    await db.insert(webhookEndpoints).values({
      id: endpointId,
      siteKey: site.siteKey,
      url: receiver.url('/kill'),
      events: ['task.status_changed'],
      secret: 'whsec_kill',
    });
    receiver.setSecret('/kill', 'whsec_kill');

    await changeStatusAndDie(site.users.plant.id, taskId, TASK_STATUS.IN_PROGRESS);

    // Committed: the rows wait, and nothing has left.
    const waiting = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(waiting.map((r) => [r.kind, r.siteKey, r.deliveredAt])).toEqual([
      ['webhook', 'KILL', null],
      ['live', 'KILL', null],
      ['mail', 'KILL', null],
    ]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(await db.select().from(webhookDeliveries)).toEqual([]);
    expect(taskNotices()).toEqual([]);

    // The restart: the app's pass at boot delivers what the dead writer left.
    const app = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, { databaseUrl });
    try {
      await waitFor(
        async () =>
          (await db.select().from(outbox)).every((r) => r.deliveredAt !== null) &&
          receiver.received('/kill').length > 0,
        'the outbox delivered after the restart',
      );
    } finally {
      await app.close();
    }
    // A further pass (another start) finds nothing left to deliver.
    const again = createAppOutbox(db, { mailer: createMailer(db, { from: 'x@y' }), log() {} });
    expect(await again.deliverPending()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => [m.to, m.kind, m.subject, m.text])).toEqual([
      [
        site.users.admin.email,
        'task-status',
        'Fence the yard: In Progress',
        'Hello admin KILL,\n\nThe task "Fence the yard" moved from Awaiting to In Progress.',
      ],
    ]);
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(deliveries.map((d) => d.event)).toEqual(['task.status_changed']);
    const received = receiver.received('/kill');
    expect(received.map((r) => [r.verified, payloadOf(r).type, payloadOf(r).data])).toEqual([
      [
        true,
        'task.status_changed',
        {
          taskId,
          craftRecordId: recordId,
          title: 'Fence the yard',
          status: TASK_STATUS.IN_PROGRESS,
          statusName: 'In Progress',
          previousStatus: TASK_STATUS.AWAITING,
          previousStatusName: 'Awaiting',
          assignedCompanyId: site.companyA,
        },
      ],
    ]);
    expect(taskNotices()).toEqual([
      { site: 'KILL', topics: ['tasks', 'craftRecords'], ids: [taskId, recordId] },
    ]);
    expect((await db.select().from(outbox)).map((r) => [r.kind, r.attempts, r.lastError])).toEqual([
      ['webhook', 1, null],
      ['live', 1, null],
      ['mail', 1, null],
    ]);
  }, 120_000);
});
