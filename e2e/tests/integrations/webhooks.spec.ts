import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  signIn,
  test,
  screenshot,
  SCREENS_DIR,
} from '../../fixtures';
import { createRecordWithTask, rpc, taskCard } from '../records/record-helpers';

const SHOTS = SCREENS_DIR;
const DEMO_ERP = 'https://erp.example.invalid/craftwork/webhooks';
const DEMO_BOOKS = 'https://books.example.invalid/hooks/craftwork';

type TReceived = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on 127.0.0.1 that keeps every request and answers 200. */
async function startReceiver(): Promise<{ url: string; received: TReceived[]; server: Server }> {
  const received: TReceived[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, server };
}

/** What a receiver does: HMAC-SHA256 of `<t>.<raw body>` with the secret, against v1. */
function isSignedBy(secret: string, request: TReceived): boolean {
  const header = String(request.headers['craftwork-signature'] ?? '');
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!t || !v1) return false;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${request.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

async function openWebhooks(page: Page) {
  await page.goto('/admin/integrations');
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/tab=webhooks/);
  await expect(page.getByRole('tab', { name: 'Webhooks', selected: true })).toBeVisible();
}

test.describe('Webhooks', () => {
  test('a site admin adds an endpoint, sees its secret once, and its signed deliveries show in the log and replay', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/home$/);
      await openWebhooks(page);

      // The demo's endpoints: one on, one paused, with the ERP's log below.
      const endpoints = page.getByRole('list', { name: 'Webhooks' });
      await expect(endpoints.getByRole('listitem', { name: `${DEMO_ERP}, Active` })).toBeVisible();
      await expect(
        endpoints.getByRole('listitem', { name: `${DEMO_BOOKS}, Paused` }),
      ).toBeVisible();
      const log = page.getByRole('list', { name: 'Deliveries' });
      await expect(log.getByRole('listitem', { name: /Failed/ }).first()).toBeVisible();
      await screenshot(page, `webhooks-1280`);

      // Add: the receiver's address, for task status changes.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
      await form.getByRole('textbox', { name: 'Description' }).fill('E2E receiver');
      await form.getByRole('checkbox', { name: 'Task status changed' }).check();
      await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
      await screenshot(page, `webhooks-add`, { fullPage: false });
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: 'Your signing secret' });
      await expect(shown.getByText('It will not be shown again')).toBeVisible();
      await expect(shown.getByText('Craftwork-Signature').first()).toBeVisible();
      const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      await screenshot(page, `webhooks-secret`, { fullPage: false });
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();
      expect(await page.content()).not.toContain(secret);
      const mine = endpoints.getByRole('listitem', { name: `${receiver.url}, Active` });
      await expect(mine).toContainText('None yet');

      // Send test event: a signed ping arrives, and shows in the log as delivered with 200.
      await mine.getByRole('button', { name: `Send test event to ${receiver.url}` }).click();
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
      const ping = receiver.received[0] as TReceived;
      expect(ping.headers['craftwork-event']).toBe('ping');
      expect(isSignedBy(secret, ping)).toBe(true);
      expect(isSignedBy(`${secret}x`, ping)).toBe(false);
      await expect(page.getByRole('combobox', { name: 'Endpoint' })).toHaveText(receiver.url);
      const delivered = log.getByRole('listitem', { name: /^Test event, Delivered/ });
      await expect(delivered).toBeVisible({ timeout: 20_000 });
      await expect(delivered).toContainText('200');
      await expect(delivered).toContainText(/\d+ ms/);
      await expect(mine).toContainText('Delivered (200)');

      // A task's status changed on its page reaches the receiver, signed.
      const created = await createRecordWithTask(page);
      await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
      await taskCard(page, 'Open Tasks', `Task - ${created.title}`)
        .getByRole('button', { name: 'Set In Progress' })
        .click();
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
      const change = receiver.received[1] as TReceived;
      expect(change.headers['craftwork-event']).toBe('task.status_changed');
      expect(isSignedBy(secret, change)).toBe(true);
      expect(JSON.parse(change.body)).toMatchObject({
        type: 'task.status_changed',
        data: { taskId: created.taskId, statusName: 'In Progress' },
      });

      // Back on the tab: the change is logged; the test event's details replay it.
      await page.goBack();
      await expect(page).toHaveURL(/tab=webhooks/);
      await page.getByRole('combobox', { name: 'Endpoint' }).click();
      await page.getByRole('option', { name: receiver.url }).click();
      await expect(
        log.getByRole('listitem', { name: /^Task status changed, Delivered/ }),
      ).toBeVisible();
      await log
        .getByRole('listitem', { name: /^Test event, Delivered/ })
        .getByRole('button', { name: /^Details of Test event/ })
        .click();
      const details = page.getByRole('dialog', { name: 'Delivery details' });
      await expect(details.getByRole('list', { name: 'Tries' })).toContainText(
        /answered 200 in \d+ ms/,
      );
      await expect(details.getByText(/"type": "ping"/)).toBeVisible();
      await screenshot(page, `webhooks-details`, { fullPage: false });
      await details.getByRole('button', { name: 'Replay' }).click();
      await expect(details).toBeHidden();
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
      const replayed = receiver.received[2] as TReceived;
      expect(replayed.headers['craftwork-event-id']).toBe(ping.headers['craftwork-event-id']);
      expect(replayed.headers['craftwork-delivery']).not.toBe(ping.headers['craftwork-delivery']);
      expect(isSignedBy(secret, replayed)).toBe(true);
      await expect(log.getByRole('listitem', { name: /^Test event, Delivered/ })).toHaveCount(2, {
        timeout: 20_000,
      });
      await expect(log.getByText('(replay)')).toBeVisible();
      await screenshot(page, `webhooks-log-1280`);

      // Delete, after confirming: the endpoint leaves the list.
      await mine.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete endpoint' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(mine).toHaveCount(0);
    } finally {
      receiver.server.close();
    }
  });

  test('fits a phone: endpoints and deliveries as cards, nothing runs out sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/integrations?tab=webhooks');
    await expect(
      page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `webhooks-390`);
    await page
      .getByRole('list', { name: 'Deliveries' })
      .getByRole('button', { name: /^Details of/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Delivery details' });
    await expect(details.getByRole('list', { name: 'Tries' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `webhooks-details-390`, { fullPage: false });
    await details.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('dialog', { name: 'Add endpoint' })).toBeVisible();
    if (SHOTS) {
      // Past the dialog's fade-in, so the picture shows it as a person sees it.
      await page.waitForTimeout(400);
      await screenshot(page, `webhooks-add-390`, { fullPage: false });
    }
  });

  test('a user who is not a site admin is refused the tab and the procedures', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/integrations?tab=webhooks');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Webhooks' })).toHaveCount(0);
    const list = await rpc(page, 'webhooks/list', undefined);
    expect(list.status).toBe(403);
    const create = await rpc(page, 'webhooks/create', {
      url: 'https://erp.example.com/hooks',
      events: ['task.created'],
    });
    expect(create.status).toBe(403);
  });
});
