import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MESSAGES } from '@craftwork/domain/integrations/webhooks';
import { webhookEndpoints } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  startWebhookReceiver,
  waitFor,
  type WebhookReceiver,
} from '../../test/webhook-receiver.ts';
import { PRIVATE_ADDRESS_ERROR } from './post.ts';

/**
 * The address rules as deployed (WEBHOOKS_ALLOW_PRIVATE off, jobs off): only https:// on
 * public hosts is accepted, with a message saying why not; and an address that reaches this
 * machine anyway (stored while the rules were lifted, or a name resolving to loopback) is
 * refused at send time, before anything is sent.
 */

let t: TestApp;
let receiver: WebhookReceiver;
let site: SiteFixture;
let admin: TestClient;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'HOOKADDR');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const M = WEBHOOK_URL_MESSAGES;

describe('endpoint addresses', () => {
  it.each([
    ['http://hooks.example.com/in', M.https],
    ['https://127.0.0.1/in', M.private],
    ['https://localhost:8443/in', M.private],
    ['https://10.1.2.3/in', M.private],
    ['https://192.168.0.10/in', M.private],
    ['https://169.254.169.254/latest/meta-data', M.private],
    ['https://[::1]/in', M.private],
    ['https://[::ffff:127.0.0.1]/in', M.private],
    // IPv6 forms that carry a private IPv4 address (issue 31): compatible, NAT64, 6to4, Teredo.
    ['https://[::127.0.0.1]/', M.private],
    ['https://[64:ff9b::127.0.0.1]/', M.private],
    ['https://[64:ff9b::a9fe:a9fe]/latest/meta-data', M.private],
    ['https://[2002:7f00:1::1]/', M.private],
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/in', M.private],
    ['https://erp.internal/in', M.private],
    ['https://intranet/in', M.private],
    // Octal: the URL parser reads it as 127.0.0.1.
    ['https://0177.0.0.1/in', M.private],
    ['https://2130706433/in', M.invalid],
    ['https://user:pw@hooks.example.com/in', M.credentials],
    ['hooks.example.com/in', M.invalid],
    ['ftp://hooks.example.com/in', M.invalid],
  ])('refuses %s', async (url, message) => {
    await expect(
      admin.rpc.webhooks.create({ url, events: ['task.created'] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('accepts https:// on a public host, and refuses to move it to a private one', async () => {
    const made = await admin.rpc.webhooks.create({
      url: 'https://hooks.example.com/craftwork?key=1',
      events: ['task.created'],
    });
    await expect(
      admin.rpc.webhooks.update({ id: made.id, url: 'http://127.0.0.1:9000/in' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: M.https });
    await expect(
      admin.rpc.webhooks.update({ id: made.id, url: 'https://192.168.1.1/in' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: M.private });
    const listed = await admin.rpc.webhooks.list();
    expect(listed.map((e) => e.url)).toEqual(['https://hooks.example.com/craftwork?key=1']);
    await admin.rpc.webhooks.delete({ id: made.id });
  });
});

describe('at send time', () => {
  /** An endpoint stored without the rules, as if made while they were lifted. */
  async function storedEndpoint(url: string) {
    const id = randomUUID();
    await t.db.insert(webhookEndpoints).values({
      id,
      siteKey: site.siteKey,
      url,
      events: ['task.created'],
      secret: `whsec_${'ab'.repeat(32)}`,
      createdBy: site.users.admin.id,
    });
    return id;
  }

  it.each([
    ['a loopback address', '127.0.0.1'],
    ['a name that resolves to loopback', 'localhost'],
    ['loopback wrapped in NAT64', '[64:ff9b::127.0.0.1]'],
  ])('sends nothing to %s and logs why', async (_case, host) => {
    const id = await storedEndpoint(`${receiver.url('/private').replace('127.0.0.1', host)}`);
    const { deliveryId } = await admin.rpc.webhooks.sendTest({ id });
    // Jobs are off: one try in this process, no retries.
    const delivery = await waitFor(async () => {
      const d = await admin.rpc.webhooks.getDelivery({ id: deliveryId });
      return d.status !== 'pending' && d;
    }, 'the try');
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null });
    expect(delivery.tries).toMatchObject([
      { attempt: 1, statusCode: null, error: PRIVATE_ADDRESS_ERROR },
    ]);
    expect(receiver.received('/private')).toEqual([]);
  });
});
