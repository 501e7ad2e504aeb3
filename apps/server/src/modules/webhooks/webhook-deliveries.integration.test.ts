import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryWindows } from '@craftwork/domain/integrations/webhooks';
import { webhookAttempts, webhookDeliveries } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  headerOf,
  payloadOf,
  receiverVerifies,
  startWebhookReceiver,
  waitFor,
  type WebhookReceiver,
} from '../../test/webhook-receiver.ts';
import { WEBHOOK_MESSAGES } from './webhooks.service.ts';

/**
 * A delivery's life over HTTP with jobs on: pg-boss retries a failing endpoint with growing
 * delays (short ones here), the log shows every try; replays and test events. The receiver on
 * 127.0.0.1 checks each signature itself.
 */

const RETRY_DELAY_SECONDS = 1;
const RETRY_LIMIT = 3;

let t: TestApp;
let receiver: WebhookReceiver;
let site: SiteFixture;
let admin: TestClient;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp({
    JOBS: 'on',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAY_SECONDS: String(RETRY_DELAY_SECONDS),
    WEBHOOK_RETRY_LIMIT: String(RETRY_LIMIT),
  });
  site = await createSiteFixture(t.db, 'HOOKTRIES');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** An endpoint of the site on a receiver path of its own, whose secret the receiver holds. */
async function addEndpoint(path: string) {
  const made = await admin.rpc.webhooks.create({
    url: receiver.url(path),
    events: ['invoice.paid'],
  });
  receiver.setSecret(path, made.secret);
  return made;
}

describe('retries, replay and test events', () => {
  const delivery = (id: string) => admin.rpc.webhooks.getDelivery({ id });
  const settled = (id: string) =>
    waitFor(
      async () => {
        const d = await delivery(id);
        return d.status !== 'pending' && d;
      },
      `delivery ${id} to settle`,
      60_000,
    );
  let down: { id: string };
  let downDeliveryId: string;
  let pingSecret: string;

  it('retries a failing endpoint with growing delays and logs every try with its answer', async () => {
    const flaky = await addEndpoint('/flaky');
    receiver.answer('/flaky', [500, 500, 503, 200]);
    down = await addEndpoint('/down');
    receiver.answer('/down', [500]);
    const { deliveryId } = await admin.rpc.webhooks.sendTest({ id: flaky.id });
    ({ deliveryId: downDeliveryId } = await admin.rpc.webhooks.sendTest({ id: down.id }));

    const done = await settled(deliveryId);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 4, lastStatusCode: 200 });
    expect(done.tries.map((x) => [x.attempt, x.statusCode, x.error])).toEqual([
      [1, 500, 'The receiver answered 500.'],
      [2, 500, 'The receiver answered 500.'],
      [3, 503, 'The receiver answered 503.'],
      [4, 200, null],
    ]);
    // pg-boss waits delay × 2^(n-1) × (1 + random) before retry n: each wait is at least the
    // window's start, and the third (4-8 s) is longer than the first (1-2 s).
    const at = done.tries.map((x) => new Date(x.at).getTime() / 1000);
    const gaps = at.slice(1).map((s, i) => s - at[i]!);
    const windows = retryWindows(RETRY_DELAY_SECONDS, RETRY_LIMIT);
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(windows[i]!.minSeconds);
      expect(gap).toBeLessThan(windows[i]!.maxSeconds + 10);
    });
    expect(gaps[2]).toBeGreaterThan(gaps[0]!);

    const got = receiver.received('/flaky');
    expect(got.map((r) => r.answered)).toEqual([500, 500, 503, 200]);
    expect(got.every((r) => r.verified)).toBe(true);
    expect(new Set(got.map((r) => headerOf(r, 'Craftwork-Delivery')))).toEqual(
      new Set([deliveryId]),
    );
    expect(new Set(got.map((r) => payloadOf(r).id))).toEqual(new Set([done.eventId]));

    const log = await admin.rpc.webhooks.listDeliveries({ endpointId: flaky.id });
    expect(log).toMatchObject({
      total: 1,
      items: [{ id: deliveryId, status: 'succeeded', attempts: 4 }],
    });
  });

  it('gives up after the last retry and says so', async () => {
    const failed = await settled(downDeliveryId);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: RETRY_LIMIT + 1,
      lastStatusCode: 500,
      completedAt: expect.any(Date),
    });
    expect(failed.tries.map((x) => x.statusCode)).toEqual(Array(RETRY_LIMIT + 1).fill(500));
    expect(receiver.received('/down')).toHaveLength(RETRY_LIMIT + 1);
    const listed = (await admin.rpc.webhooks.list()).find((e) => e.id === down.id);
    expect(listed?.lastDelivery).toMatchObject({ status: 'failed', statusCode: 500 });
  });

  it.each([
    ['switched off', (id: string) => admin.rpc.webhooks.update({ id, active: false })],
    ['deleted', (id: string) => admin.rpc.webhooks.delete({ id })],
  ])('stops retrying once the endpoint is %s', async (how, stop) => {
    const path = `/stopped-${how.replace(' ', '-')}`;
    const stopped = await addEndpoint(path);
    receiver.answer(path, [500]);
    const { deliveryId } = await admin.rpc.webhooks.sendTest({ id: stopped.id });
    await waitFor(() => receiver.received(path).length === 1, 'the first try');
    await stop(stopped.id);
    // The retry comes (1-2 s later) and ends the delivery without sending it.
    await waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, deliveryId));
      return row?.status === 'failed' && row;
    }, 'the delivery to end');
    const tries = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId));
    expect(tries).toHaveLength(1);
    expect(receiver.received(path)).toHaveLength(1);
  });

  it('replays a delivery: a new delivery of the same event, logged as a replay', async () => {
    receiver.answer('/down', [200]);
    const original = await delivery(downDeliveryId);
    const { deliveryId } = await admin.rpc.webhooks.replay({ id: downDeliveryId });
    expect(deliveryId).not.toBe(downDeliveryId);
    const replayed = await settled(deliveryId);
    expect(replayed).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      replayOf: downDeliveryId,
      eventId: original.eventId,
      payload: original.payload,
    });
    const last = receiver.received('/down').at(-1)!;
    expect(last.verified).toBe(true);
    expect(headerOf(last, 'Craftwork-Delivery')).toBe(deliveryId);
    expect(payloadOf(last)).toEqual(original.payload);

    const log = await admin.rpc.webhooks.listDeliveries({ endpointId: down.id });
    expect(log.items.map((d) => [d.id, d.status, d.replayOf])).toEqual([
      [deliveryId, 'succeeded', downDeliveryId],
      [downDeliveryId, 'failed', null],
    ]);
    expect((await delivery(downDeliveryId)).status).toBe('failed');
  });

  it('sends a test event: a signed ping to that endpoint only, logged', async () => {
    const ping = await addEndpoint('/ping');
    pingSecret = ping.secret;
    const { deliveryId } = await admin.rpc.webhooks.sendTest({ id: ping.id });
    const got = await waitFor(() => receiver.received('/ping')[0], 'the ping');
    expect(got.verified).toBe(true);
    expect(headerOf(got, 'Craftwork-Event')).toBe('ping');
    expect(payloadOf(got)).toMatchObject({
      type: 'ping',
      siteKey: site.siteKey,
      data: { endpointId: ping.id },
    });
    expect(await settled(deliveryId)).toMatchObject({ event: 'ping', status: 'succeeded' });
    expect(receiver.received('/flaky')).toHaveLength(4);
  });

  it('refuses to replay or test an endpoint switched off', async () => {
    await admin.rpc.webhooks.update({ id: down.id, active: false });
    const inactive = { code: 'CONFLICT', message: WEBHOOK_MESSAGES.inactive };
    await expect(admin.rpc.webhooks.replay({ id: downDeliveryId })).rejects.toMatchObject(inactive);
    await expect(admin.rpc.webhooks.sendTest({ id: down.id })).rejects.toMatchObject(inactive);
  });

  it('lets a receiver refuse a body, secret or timestamp that does not match', () => {
    const [got] = receiver.received('/ping');
    const raw = Buffer.from(got!.body);
    const signature = headerOf(got!, 'Craftwork-Signature');
    const sentAt = Number(/^t=(\d+),/.exec(String(signature))?.[1]);
    expect(receiverVerifies(pingSecret, signature, raw, sentAt)).toBe(true);
    const tampered = Buffer.from(got!.body.replace('test event', 'TEST event'));
    expect(receiverVerifies(pingSecret, signature, tampered, sentAt)).toBe(false);
    expect(receiverVerifies(`${pingSecret.slice(0, -1)}0`, signature, raw, sentAt)).toBe(
      pingSecret.endsWith('0'),
    );
    expect(receiverVerifies(pingSecret, signature, raw, sentAt + 301)).toBe(false);
  });
});
