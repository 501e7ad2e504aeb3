import type { Browser, Page } from '@playwright/test';
import { expect, waitForMail, screenshot, SCREENS_DIR } from '../../fixtures';

/** Calls an RPC procedure from the signed-in page, as the app does. */
export async function rpc<T>(page: Page, path: string, json: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ path, json }) => {
      const response = await fetch(`/rpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
        body: JSON.stringify({ json }),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, json },
  );
  expect(result.status, result.text).toBe(200);
  return (JSON.parse(result.text) as { json: T }).json;
}

/** The approval link of the latest estimate e-mail to an address. */
export async function approvalLinkTo(to: string, number: string): Promise<string> {
  const mail = await waitForMail(to, new RegExp(`Estimate ${number}`));
  const match = /https?:\/\/\S+\/estimate-approval\/[A-Za-z0-9_.-]+/.exec(mail.text);
  if (!match) throw new Error(`no approval link in: ${mail.text}`);
  return match[0];
}

/** Draws a signature across the pad with the mouse, as a person would. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + 20 + i * 15, y + (i % 2 === 0 ? -20 : 20), { steps: 3 });
  }
  await page.mouse.up();
}

/**
 * Opens the approval link in a new browser context (no session, as the customer would) and
 * approves with a typed name, a drawn signature and the terms accepted.
 */
export async function approveInFreshContext(
  browser: Browser,
  link: string,
  name: string,
  shoot?: (page: Page, name: string) => Promise<void>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: /^Estimate EST-\d+/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await shoot?.(page, 'estimate-approval');
    // Approve refuses without a name, signature and the terms.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Type your full name to approve.')).toBeVisible();
    await expect(page.getByText('Sign in the box to approve.')).toBeVisible();
    await page.getByLabel('Full name').fill(name);
    await drawSignature(page);
    await page.getByLabel('I have read and accept the terms').check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Approved by ${name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await shoot?.(page, 'estimate-approval-approved');
    // The link answers once: opened again it shows the outcome, still without buttons.
    await page.reload();
    await expect(page.getByText(`Approved by ${name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  } finally {
    await context.close();
  }
}

const SHOTS = SCREENS_DIR;

/** Screenshots at 1280 and 390 px wide when E2E_SCREENS=1. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}
