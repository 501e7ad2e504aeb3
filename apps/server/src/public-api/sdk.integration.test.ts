import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import {
  CraftworkError,
  connect,
  listTasks,
  recordPayment,
  syncTasks,
  verifyDelivery,
  workScheduledTask,
} from '@craftwork/sdk/examples/integrator.ts';
import { SDK_FILES, staleSdkFiles } from '../cli/openapi.ts';
import { tasks } from '../db/schema.ts';
import { issueToken, type TTokenScope } from '../modules/api-tokens/index.ts';
import {
  addCraftRecord,
  addInvoice,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../test/harness.ts';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from '../test/webhook-receiver.ts';
import { READ_ONLY_MESSAGE } from '../http/public-api-route.ts';

/**
 * The SDK (packages/sdk) against a running server: its committed document and types are the
 * ones the server serves, and the integrator's program in its examples lists tasks, works a
 * Scheduled task to Complete, syncs, records payments and verifies the webhook they cause.
 * That program is type-checked with the package (`npm run typecheck`).
 */
const S = TASK_STATUS;

let t: TestApp;
let site: SiteFixture;
let base: string;
let receiver: WebhookReceiver;

async function tokenFor(user: keyof SiteFixture['users'], scope: TTokenScope) {
  const { token } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users[user].id,
    createdBy: site.users.admin.id,
    name: `${user} ${scope}`,
    scope,
    expiresAt: null,
  });
  return token;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  site = await createSiteFixture(t.db, 'SDK');
  base = `${t.url}/api/v1`;
}, 60_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('the committed SDK', () => {
  it('holds the document the server serves, and the types generated from it', async () => {
    const served: unknown = await (await fetch(`${base}/openapi.json`)).json();
    expect(JSON.parse(await readFile(SDK_FILES.document, 'utf8'))).toEqual(served);
    // When this fails: `npm run generate -w @craftwork/sdk`, then commit the two files.
    expect(await staleSdkFiles()).toEqual([]);
  });
});

describe("the integrator's program", () => {
  it('lists every task the token may see, page by page', async () => {
    for (let i = 0; i < 4; i += 1)
      await addCraftRecord(t.db, site, {}, [{ taskStatus: S.AWAITING }]);
    const listed = await listTasks(connect(base, await tokenFor('plant', 'read')), 3);
    const all = await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.siteKey, site.siteKey));
    expect(listed.map((task) => task.id).sort()).toEqual(all.map((row) => row.id).sort());
  });

  it('works a Scheduled task to Complete, and a sync then answers it', async () => {
    const client = connect(base, await tokenFor('plant', 'write'));
    const since = (await syncTasks(client, '2000-01-01T00:00:00Z')).watermark;
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const { taskIds } = await addCraftRecord(t.db, site, { title: 'Rusztowanie przy piecu №2' }, [
      { taskStatus: S.SCHEDULED, timestampScheduled: inTwoDays },
    ]);
    const id = taskIds[0]!;
    expect(await workScheduledTask(client, id)).toEqual([S.AWAITING, S.IN_PROGRESS, S.COMPLETE]);
    const sync = await syncTasks(client, since);
    expect(sync.changed.map((task) => [task.id, task.taskStatus])).toEqual([[id, S.COMPLETE]]);
    expect(sync.deleted).toEqual([]);
    expect(sync.watermark > since).toBe(true);
  });

  it("refuses a read token's write with the problem's detail", async () => {
    const client = connect(base, await tokenFor('plant', 'read'));
    const { taskIds } = await addCraftRecord(t.db, site, {}, [{ taskStatus: S.AWAITING }]);
    const refused = await workScheduledTask(client, taskIds[0]!).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CraftworkError);
    expect((refused as CraftworkError).problem).toMatchObject({
      status: 403,
      detail: READ_ONLY_MESSAGE,
    });
  });

  it('records a partial payment and the rest; the invoice.paid webhook verifies both ways', async () => {
    const { admin } = await signInEach(t, { admin: site.users.admin }, PASSWORD);
    const { secret } = await admin.rpc.webhooks.create({
      url: receiver.url('/erp'),
      events: ['invoice.paid'],
    });
    receiver.setSecret('/erp', secret);
    const invoiceId = await addInvoice(t.db, site, {
      customerName: 'Zakład Energetyczny Łódź',
      lineName: 'Izolacja rurociągu',
    });
    const client = connect(base, await tokenFor('admin', 'write'));
    expect(await recordPayment(client, invoiceId, 5_000, '2026-03-10')).toMatchObject({
      status: 'partially_paid',
      paidCents: 5_000,
      balanceCents: 7_500,
    });
    expect(await recordPayment(client, invoiceId, 7_500, '2026-03-20')).toMatchObject({
      status: 'paid',
      balanceCents: 0,
    });
    const [delivery] = await waitFor(
      () => receiver.received('/erp').length && receiver.received('/erp'),
      'invoice.paid',
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(delivery!.headers))
      if (typeof value === 'string') headers.set(name, value);
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'invoice.paid' });
    expect(verifyDelivery(secret, headers, delivery!.body)).toEqual({
      standard: true,
      craftwork: true,
    });
    expect(verifyDelivery(secret, headers, delivery!.body.replace('paid', 'void'))).toEqual({
      standard: false,
      craftwork: false,
    });
  });
});
