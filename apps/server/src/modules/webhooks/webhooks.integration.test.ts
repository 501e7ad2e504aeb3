import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { WEBHOOK_EVENTS, WEBHOOK_SECRET_PREFIX } from '@craftwork/domain/integrations/webhooks';
import { customers, webhookEndpoints } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  headerOf,
  payloadOf,
  receiverVerifies,
  startWebhookReceiver,
  waitFor,
  type TReceived,
  type WebhookReceiver,
} from '../../test/webhook-receiver.ts';
import { MAX_ENDPOINTS_PER_SITE, WEBHOOK_MESSAGES } from './webhooks.service.ts';

/**
 * Webhook endpoints and the events they get, over HTTP on the real database with jobs on, and
 * a receiver on 127.0.0.1 that checks every signature itself. Retries, replays and test events
 * are in webhook-deliveries.integration.test.ts; the address rules (private addresses refused)
 * in webhook-addresses.integration.test.ts.
 */

let t: TestApp;
let receiver: WebhookReceiver;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // A short retry delay makes the delivery worker look for jobs every half second.
  t = await startTestApp({
    JOBS: 'on',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  });
  site = await createSiteFixture(t.db, 'HOOKS');
  other = await createSiteFixture(t.db, 'HOOKSOTHER');
  c = await signInAll();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const signInAll = () =>
  signInEach(
    t,
    {
      admin: site.users.admin,
      plant: site.users.plant,
      foreman: site.users.foreman,
      applicant: site.users.applicant,
      otherAdmin: other.users.admin,
    },
    PASSWORD,
  );

/** An endpoint of the site on a receiver path of its own, whose secret the receiver holds. */
async function addEndpoint(
  path: string,
  events: (typeof WEBHOOK_EVENTS)[number][] = [...WEBHOOK_EVENTS],
  admin = c.admin,
) {
  const made = await admin.rpc.webhooks.create({ url: receiver.url(path), events });
  receiver.setSecret(path, made.secret);
  return made;
}

describe('endpoints', () => {
  it('answers a new secret once; the list shows the endpoint but never a secret', async () => {
    const made = await c.admin.rpc.webhooks.create({
      url: receiver.url('/crud'),
      description: '  ERP  ',
      events: ['task.created', 'task.created', 'invoice.paid'],
    });
    expect(made.secret).toMatch(new RegExp(`^${WEBHOOK_SECRET_PREFIX}[0-9a-f]{64}$`));
    const list = await c.admin.rpc.webhooks.list();
    expect(list.find((e) => e.id === made.id)).toMatchObject({
      url: receiver.url('/crud'),
      description: 'ERP',
      events: ['task.created', 'invoice.paid'],
      active: true,
      lastDelivery: null,
    });
    expect(JSON.stringify(list)).not.toContain(made.secret);
    expect(JSON.stringify(list)).not.toContain(WEBHOOK_SECRET_PREFIX);
    const deliveries = await c.admin.rpc.webhooks.listDeliveries({ endpointId: made.id });
    expect(deliveries).toMatchObject({ items: [], total: 0 });
  });

  it('updates the address, description, events and switch', async () => {
    const made = await addEndpoint('/update', ['task.created']);
    await c.admin.rpc.webhooks.update({
      id: made.id,
      url: receiver.url('/updated'),
      description: 'Moved',
      events: ['record.closed', 'invoice.paid'],
      active: false,
    });
    const listed = (await c.admin.rpc.webhooks.list()).find((e) => e.id === made.id);
    expect(listed).toMatchObject({
      url: receiver.url('/updated'),
      description: 'Moved',
      events: ['record.closed', 'invoice.paid'],
      active: false,
    });
  });

  it('adds an endpoint paused when asked, in one step', async () => {
    const made = await c.admin.rpc.webhooks.create({
      url: receiver.url('/paused'),
      events: ['task.created'],
      active: false,
    });
    const listed = (await c.admin.rpc.webhooks.list()).find((e) => e.id === made.id);
    expect(listed).toMatchObject({ active: false });
    await expect(c.admin.rpc.webhooks.sendTest({ id: made.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: WEBHOOK_MESSAGES.inactive,
    });
  });

  it('rotates the secret: the old one no longer verifies, the new one does', async () => {
    const made = await addEndpoint('/rotate');
    const { secret } = await c.admin.rpc.webhooks.rotateSecret({ id: made.id });
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(secret).not.toBe(made.secret);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(row?.secret).toBe(secret);
    await c.admin.rpc.webhooks.sendTest({ id: made.id });
    const [got] = await waitFor(
      () => receiver.received('/rotate').length && receiver.received('/rotate'),
      'the test event',
    );
    const raw = Buffer.from(got!.body);
    expect(got!.verified).toBe(false); // the receiver still holds the old secret
    expect(receiverVerifies(secret, headerOf(got!, 'Craftwork-Signature'), raw)).toBe(true);
  });

  it('deletes an endpoint: it leaves the list and gets nothing more', async () => {
    const made = await addEndpoint('/deleted', ['task.created']);
    await c.admin.rpc.webhooks.delete({ id: made.id });
    expect((await c.admin.rpc.webhooks.list()).map((e) => e.id)).not.toContain(made.id);
    await expect(c.admin.rpc.webhooks.sendTest({ id: made.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      c.admin.rpc.webhooks.listDeliveries({ endpointId: made.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(c.admin.rpc.webhooks.delete({ id: made.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('writes each change to the audit list, never the secret', async () => {
    const url = receiver.url('/audited');
    const made = await addEndpoint('/audited', ['task.created']);
    await c.admin.rpc.webhooks.update({ id: made.id, events: ['invoice.paid'], active: false });
    const { secret } = await c.admin.rpc.webhooks.rotateSecret({ id: made.id });
    await c.admin.rpc.webhooks.delete({ id: made.id });
    const { rows } = await c.admin.rpc.audit.list({ area: 'webhooks', search: '/audited' });
    const mine = rows.filter((r) => r.targetLabel === url);
    expect(mine.map((r) => r.action).sort()).toEqual(
      ['created', 'deleted', 'secretRotated', 'updated'].sort(),
    );
    expect(mine.find((r) => r.action === 'updated')?.changes).toEqual([
      'active: Yes → No',
      'events: task.created → invoice.paid',
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(made.secret);
  });

  it(`holds at most ${MAX_ENDPOINTS_PER_SITE} endpoints per site, even when added at once`, async () => {
    const full = await createSiteFixture(t.db, 'HOOKSFULL');
    const admin = await t.signIn(full.users.admin.email, PASSWORD);
    const results = await Promise.allSettled(
      Array.from({ length: MAX_ENDPOINTS_PER_SITE + 5 }, (_, i) =>
        admin.rpc.webhooks.create({ url: receiver.url(`/full/${i}`), events: ['invoice.paid'] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_ENDPOINTS_PER_SITE);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: 'CONFLICT', message: WEBHOOK_MESSAGES.tooMany });
    expect(await admin.rpc.webhooks.list()).toHaveLength(MAX_ENDPOINTS_PER_SITE);
  });

  it.each(['plant', 'foreman', 'applicant'] as const)('refuses %s', async (role) => {
    await expect(c[role].rpc.webhooks.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      c[role].rpc.webhooks.create({ url: receiver.url('/nope'), events: ['task.created'] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('another site', () => {
  it("never shows or changes this site's endpoints and deliveries", async () => {
    const made = await addEndpoint('/mine', ['invoice.paid']);
    const { deliveryId } = await c.admin.rpc.webhooks.sendTest({ id: made.id });
    await waitFor(() => receiver.received('/mine').length > 0, 'the test event');
    const [before] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));

    const theirs = c.otherAdmin.rpc.webhooks;
    expect((await theirs.list()).map((e) => e.id)).not.toContain(made.id);
    const hidden = { code: 'NOT_FOUND' };
    await expect(theirs.update({ id: made.id, description: 'Taken' })).rejects.toMatchObject(
      hidden,
    );
    await expect(theirs.update({ id: made.id, active: false })).rejects.toMatchObject(hidden);
    await expect(theirs.rotateSecret({ id: made.id })).rejects.toMatchObject(hidden);
    await expect(theirs.sendTest({ id: made.id })).rejects.toMatchObject(hidden);
    await expect(theirs.listDeliveries({ endpointId: made.id })).rejects.toMatchObject(hidden);
    await expect(theirs.getDelivery({ id: deliveryId })).rejects.toMatchObject(hidden);
    await expect(theirs.replay({ id: deliveryId })).rejects.toMatchObject(hidden);
    await expect(theirs.delete({ id: made.id })).rejects.toMatchObject(hidden);

    const [after] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(after).toEqual(before);
    expect(receiver.received('/mine')).toHaveLength(1);
  });
});

describe('events', () => {
  let events: { id: string; secret: string };
  let recordId: string;
  let taskId: string;
  beforeAll(async () => {
    events = await addEndpoint('/events');
    secrets.set('/events', events.secret);
    await addEndpoint('/invoices', ['invoice.paid']);
    const off = await addEndpoint('/off');
    await c.admin.rpc.webhooks.update({ id: off.id, active: false });
    await addEndpoint('/other-site', [...WEBHOOK_EVENTS], c.otherAdmin);
  });

  /** The delivery of `type` about `matches` at `path`, once the receiver has it. */
  const delivered = (
    path: string,
    type: string,
    matches: (data: Record<string, unknown>) => boolean,
  ) =>
    waitFor(
      () =>
        receiver
          .received(path)
          .find((r) => payloadOf(r).type === type && matches(payloadOf(r).data)),
      `${type} at ${path}`,
    );

  /** The secret of each endpoint path, as the page showed it. */
  const secrets = new Map<string, string>();

  /** The delivery's headers as the standardwebhooks library takes them. */
  const headersOf = (got: TReceived) =>
    Object.fromEntries(
      Object.entries(got.headers).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );

  /**
   * What every delivery shows: signed both ways (our header, checked by the receiver, and
   * Standard Webhooks, checked by its library with the secret as shown), with headers that
   * match the body and the log.
   */
  async function expectWellFormed(got: TReceived, endpointId: string) {
    const body = payloadOf(got);
    expect(got.verified).toBe(true);
    const standard = new Webhook(secrets.get(got.path)!);
    expect(standard.verify(got.body, headersOf(got))).toEqual(body);
    expect(headerOf(got, 'webhook-id')).toBe(body.id);
    expect(() => standard.verify(got.body.replace(body.id, `${body.id}x`), headersOf(got))).toThrow(
      WebhookVerificationError,
    );
    expect(got.headers['content-type']).toBe('application/json');
    expect(headerOf(got, 'Craftwork-Event')).toBe(body.type);
    expect(headerOf(got, 'Craftwork-Event-Id')).toBe(body.id);
    expect(body).toMatchObject({ siteKey: site.siteKey, id: expect.stringMatching(/^evt_/) });
    const deliveryId = headerOf(got, 'Craftwork-Delivery') as string;
    await waitFor(
      async () =>
        (await c.admin.rpc.webhooks.getDelivery({ id: deliveryId })).status === 'succeeded',
      'the delivery to be logged',
    );
    const logged = await c.admin.rpc.webhooks.getDelivery({ id: deliveryId });
    expect(logged).toMatchObject({
      endpointId,
      event: body.type,
      eventId: body.id,
      attempts: 1,
      lastStatusCode: 200,
      payload: body,
    });
    expect(logged.tries).toMatchObject([{ attempt: 1, statusCode: 200, error: null }]);
    expect(JSON.stringify(logged)).not.toContain(WEBHOOK_SECRET_PREFIX);
  }

  it('sends task created and task status changed, signed so the receiver can check them', async () => {
    const created = await c.plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.REMOVAL,
      newRecord: { title: 'Hooked rack' },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    ({ taskId, craftRecordId: recordId } = created);
    const made = await delivered('/events', 'task.created', (d) => d.taskId === taskId);
    expect(payloadOf(made).data).toMatchObject({
      taskId,
      craftRecordId: recordId,
      title: 'Removal - Hooked rack',
      status: TASK_STATUS.AWAITING,
      assignedCompanyId: site.companyA,
    });
    await expectWellFormed(made, events.id);

    await c.plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS });
    const changed = await delivered(
      '/events',
      'task.status_changed',
      (d) => d.taskId === taskId && d.status === TASK_STATUS.IN_PROGRESS,
    );
    expect(payloadOf(changed).data).toMatchObject({
      statusName: 'In Progress',
      previousStatus: TASK_STATUS.AWAITING,
      previousStatusName: 'Awaiting',
    });
    expect(payloadOf(changed).sequence).toBeGreaterThan(payloadOf(made).sequence);
    await expectWellFormed(changed, events.id);
  });

  it('sends record closed when the last task completes', async () => {
    await c.plant.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      materialPickup: 'returned',
    });
    const closed = await delivered('/events', 'record.closed', (d) => d.craftRecordId === recordId);
    expect(payloadOf(closed).data).toMatchObject({ title: 'Hooked rack', closedByTaskId: taskId });
    await expectWellFormed(closed, events.id);
    const completed = await delivered(
      '/events',
      'task.status_changed',
      (d) => d.taskId === taskId && d.status === TASK_STATUS.COMPLETE,
    );
    expect(payloadOf(completed).data).toMatchObject({ previousStatus: TASK_STATUS.IN_PROGRESS });
    // Whatever order they arrive in, the sequence puts the close after the change that made it.
    expect(payloadOf(closed).sequence).toBe(payloadOf(completed).sequence + 1);
  });

  it('sends invoice paid once, when a second payment brings the balance to zero', async () => {
    const customerId = randomUUID();
    await t.db
      .insert(customers)
      .values({ id: customerId, siteKey: site.siteKey, name: 'Hook Co', email: 'ap@hook.test' });
    const { id } = await c.admin.rpc.invoices.create({ kind: 'blank', customerId });
    await c.admin.rpc.invoices.save({
      id,
      issueDate: new Date().toISOString().slice(0, 10),
      netDays: 30,
      lines: [{ name: 'Rental', quantityMilli: 1000, unitPriceCents: 10_000, taxable: false }],
    });
    await c.admin.rpc.invoices.send({ id });
    const paidDate = siteDateKey(new Date(), 'America/Chicago');
    const pay = (amountCents: number, reference: string) =>
      c.admin.rpc.invoices.recordPayment({ id, amountCents, paidDate, reference });
    expect(await pay(4000, 'Wire 6')).toMatchObject({ status: 'partially_paid' });
    expect(await pay(6000, 'Wire 7')).toMatchObject({ status: 'paid', balanceCents: 0 });
    const paid = await delivered('/events', 'invoice.paid', (d) => d.invoiceId === id);
    expect(payloadOf(paid).data).toMatchObject({
      paidCents: 10_000,
      balanceCents: 0,
      paidDate,
      method: 'other',
      reference: 'Wire 7',
    });
    await expectWellFormed(paid, events.id);
    await delivered('/invoices', 'invoice.paid', (d) => d.invoiceId === id);
  });

  it('sends nothing unsubscribed, to an endpoint switched off, or to another site', () => {
    expect(receiver.received('/invoices').map((r) => payloadOf(r).type)).toEqual(['invoice.paid']);
    expect(receiver.received('/off')).toEqual([]);
    expect(receiver.received('/other-site')).toEqual([]);
  });

  it("numbers each site's events on its own, in the order they were written", async () => {
    const sequences = receiver.received('/events').map((r) => payloadOf(r).sequence);
    expect(new Set(sequences).size).toBe(sequences.length);
    expect(Math.min(...sequences)).toBeGreaterThan(0);
    const [theirs] = await c.otherAdmin.rpc.webhooks.list();
    await c.otherAdmin.rpc.webhooks.sendTest({ id: theirs!.id });
    const [ping] = await waitFor(
      () => receiver.received('/other-site').length && receiver.received('/other-site'),
      "the other site's test event",
    );
    // The other site's first event, while this site is well past its first.
    expect(payloadOf(ping!)).toMatchObject({ siteKey: other.siteKey, type: 'ping', sequence: 1 });
    expect(Math.max(...sequences)).toBeGreaterThan(1);
  });
});
