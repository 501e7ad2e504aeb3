import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@craftwork/domain/offline/idempotency';
import { craftRecords, customers, invoicePayments, tasks } from '../db/schema.ts';
import { issueToken } from '../modules/api-tokens/index.ts';
import { ApiContract, checkedFetch } from '../test/api-contract.ts';
import {
  addCraftRecord,
  addInvoice,
  createSiteFixture,
  type SiteFixture,
} from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Every REST write honours Idempotency-Key (issue 35): a retry with the same key and body gets
 * the first answer and writes nothing; the same key with another body is refused. The store's
 * own rules (concurrent sends, failed runs, per-user keys) are idempotency.integration.test.ts's.
 */
let t: TestApp;
let site: SiteFixture;
let token: string;
/** Every answer below, replays included, is checked against the API document. */
const contract = ApiContract.load();

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RESTKEYS');
  ({ token } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users.plant.id,
    createdBy: site.users.admin.id,
    name: 'ERP',
    scope: 'write',
    expiresAt: null,
  }));
}, 60_000);
afterAll(() => t.close());

const send = (method: string, path: string, body: unknown, key: string) =>
  checkedFetch(contract, `${t.url}/api/v1`)(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
    },
    body: JSON.stringify(body),
  });

/** Sends the same write twice with one key: both answers, as status and body. */
async function sendTwice(method: string, path: string, body: unknown) {
  const key = randomUUID();
  const answers = [];
  for (const _ of [1, 2]) {
    const response = await send(method, path, body, key);
    answers.push({ status: response.status, body: (await response.json()) as unknown });
  }
  const [first, second] = answers;
  expect(first?.status, JSON.stringify(first?.body)).toBe(200);
  expect(second).toEqual(first);
  return { key, answer: first?.body };
}

describe('Idempotency-Key on REST writes', () => {
  it('makes one customer of a POST sent twice, answering the retry with the first answer', async () => {
    const { answer } = await sendTwice('POST', '/customers', {
      name: 'Zakład Łódź',
      email: 'biuro@zaklad-lodz.example',
    });
    const made = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.siteKey, site.siteKey), eq(customers.name, 'Zakład Łódź')));
    expect(made.map((c) => c.id)).toEqual([(answer as { id: string }).id]);
  });

  it('answers a PATCH sent again from the first run, without applying it again', async () => {
    const { id } = await addCraftRecord(t.db, site, { description: 'old' });
    const key = randomUUID();
    const change = { description: 'Ściana północna' };
    const first = await send('PATCH', `/records/${id}`, change, key);
    expect(first.status, await first.clone().text()).toBe(200);
    // Changed by someone else in between: a retry that ran again would overwrite it.
    await t.db
      .update(craftRecords)
      .set({ description: 'changed on the web' })
      .where(eq(craftRecords.id, id));
    const retry = await send('PATCH', `/records/${id}`, change, key);
    expect({ status: retry.status, body: await retry.json() }).toEqual({
      status: 200,
      body: await first.json(),
    });
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, id));
    expect(row?.description).toBe('changed on the web');
  });

  it('records a partial payment sent twice once', async () => {
    const invoiceId = await addInvoice(t.db, site, {
      customerName: 'Zakład Łódź',
      lineName: 'Rusztowanie, wynajem',
    });
    const { answer } = await sendTwice('POST', `/invoices/${invoiceId}/payment`, {
      amountCents: 2500,
      paidDate: '2026-03-20',
      method: 'bank_transfer',
      reference: 'PRZELEW-0420',
    });
    expect(answer).toMatchObject({ paidCents: 2500, balanceCents: 10_000 });
    const payments = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId));
    expect(payments.map((p) => p.amountCents)).toEqual([2500]);
  });

  it('makes one task of a POST /tasks sent twice (the web procedure is keyed too, and not twice)', async () => {
    const { id: craftRecordId } = await addCraftRecord(t.db, site, {});
    const { answer } = await sendTwice('POST', '/tasks', {
      craftType: 10,
      taskType: TASK_TYPE.INSPECTION,
      craftRecordId,
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    const made = await t.db.select().from(tasks).where(eq(tasks.craftRecordId, craftRecordId));
    expect(made.map((task) => task.id)).toEqual([(answer as { taskId: string }).taskId]);
  });

  it('refuses the same key with another body, and writes nothing', async () => {
    const { key } = await sendTwice('POST', '/customers', { name: 'Huta Katowice' });
    const other = await send('POST', '/customers', { name: 'Huta Kraków' }, key);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      detail: IDEMPOTENCY_MESSAGES.differentContent,
      reason: ERROR_REASONS.keyReused,
    });
    const named = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.siteKey, site.siteKey), eq(customers.name, 'Huta Kraków')));
    expect(named).toEqual([]);
  });
});
