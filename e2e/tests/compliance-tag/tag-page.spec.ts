import type { Browser, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signIn,
  test,
  screenshot,
  SCREENS_DIR,
} from '../../fixtures';
import { overdueGrid, scrolledToRow } from '../compliance/overdue-grid';
import { createRecordWithTask, setStatusViaApi, taskCard } from '../records/record-helpers';

/**
 * The public scaffold tag page (decision 171): the printed tag's QR code opens /tag/{token},
 * read without signing in. An overdue scaffold reads red "Do not use"; completing an
 * inspection through the task card turns it green "Safe to use".
 */

const SHOTS = SCREENS_DIR;
const DAY_MS = 86_400_000;

/** A new installed scaffold of the demo site, made overdue: installed and inspected 60 days ago. */
async function overdueScaffold(page: Page) {
  const tagNumber = `TAG-${Date.now().toString(36).toUpperCase()}`;
  const created = await createRecordWithTask(page, {
    title: `E2E tag deck ${Date.now().toString(36)}`,
    craftDetails: { tagNumber },
  });
  await setStatusViaApi(page, created.taskId, 40);
  await setStatusViaApi(page, created.taskId, 90);
  const longAgo = new Date(Date.now() - 60 * DAY_MS).toISOString();
  await queryDatabase(
    `update craft_records set timestamp_marked_installed = $2,
       craft_details = craft_details || '{"installed": true}'::jsonb
     where id = $1`,
    [created.craftRecordId, longAgo],
  );
  await queryDatabase(`update tasks set timestamp_task_completed = $2 where craft_record_id = $1`, [
    created.craftRecordId,
    longAgo,
  ]);
  return { ...created, tagNumber };
}

/** The record's public tag link, read from the QR Code Tag dialog on its page. */
async function tagLinkOf(page: Page, recordId: string) {
  await page.goto(`/craft-record/${recordId}`);
  await page.getByRole('button', { name: 'Generate QR Code Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR Code Tag' });
  const field = dialog.getByRole('textbox', { name: 'Public tag link' });
  await expect(field).toHaveValue(/\/tag\/[A-Za-z0-9_-]{43}$/);
  const url = await field.inputValue();
  return { dialog, path: new URL(url).pathname };
}

/** A browser that has never signed in, as a worker's phone scanning the tag. */
async function signedOutPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe('the public scaffold tag page', () => {
  test('an overdue scaffold reads red; completing an inspection turns the tag page green', async ({
    page,
    browser,
  }) => {
    // A long journey: two browsers, the Compliance screen and the task card's dialog.
    test.setTimeout(150_000);
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const scaffold = await overdueScaffold(page);
    const { dialog, path } = await tagLinkOf(page, scaffold.craftRecordId);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const worker = await signedOutPage(browser);
    await worker.page.goto(path);
    const status = worker.page.getByRole('status', { name: 'Scaffold status' });
    await expect(status.getByRole('heading', { level: 1, name: 'Do not use' })).toBeVisible();
    await expect(status).toContainText(/inspection overdue/i);
    await expect(worker.page.getByText(scaffold.tagNumber, { exact: true })).toBeVisible();
    await expect(worker.page.getByText(scaffold.title, { exact: true })).toBeVisible();
    // Signed out: no way into the site.
    await expect(worker.page.getByRole('link', { name: 'Open the record' })).toHaveCount(0);
    if (SHOTS) {
      await worker.page.setViewportSize({ width: 390, height: 844 });
      expect(await horizontalOverflow(worker.page)).toBe(0);
      await screenshot(worker.page, `tag-red-390`);
      await worker.page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(worker.page, `tag-red-1280`);
    }

    // The plant user orders the inspection from the Compliance screen's overdue list.
    await page.goto('/compliance');
    const row = await scrolledToRow(page, overdueGrid(page), scaffold.title);
    const label = `${scaffold.title} (tag ${scaffold.tagNumber})`;
    await row.getByRole('button', { name: `Create inspection task for ${label}` }).click();
    await expect(page.getByText('1 inspection task created.')).toBeVisible();
    await row.getByRole('link', { name: 'Open task' }).click();
    await expect(page).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
    const card = taskCard(page, 'Open Tasks', `Inspection - ${scaffold.title}`);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Set In Progress' }).click();
    await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible();
    await card.getByRole('button', { name: 'Set Complete' }).click();
    const complete = page.getByRole('dialog', { name: 'Set Complete' });
    await expect(complete).toBeVisible();
    // The inspection report, when the status dialog asks for it.
    const inspectionTab = complete.getByRole('tab', { name: 'Inspection', exact: true });
    if (await inspectionTab.count()) {
      await inspectionTab.click();
      await complete.getByRole('radio', { name: 'Safe to use', exact: true }).check();
      await complete.getByRole('textbox', { name: "Inspector's role" }).fill('Scaffold inspector');
    }
    await complete.getByRole('button', { name: 'Save' }).click();
    await expect(complete).toBeHidden();
    await expect(taskCard(page, 'Closed Tasks', `Inspection - ${scaffold.title}`)).toBeVisible();

    // The worker checks again: green.
    await worker.page.reload();
    await expect(status.getByRole('heading', { level: 1, name: 'Safe to use' })).toBeVisible();
    await expect(status).not.toContainText(/overdue/i);
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'America/Chicago',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    });
    await expect(worker.page.getByText(today, { exact: true })).toBeVisible();
    if (SHOTS) {
      await worker.page.setViewportSize({ width: 390, height: 844 });
      await screenshot(worker.page, `tag-green-390`);
    }
    await worker.context.close();

    // A signed-in member reading the same tag gets the way to the record.
    await page.goto(path);
    await page.getByRole('link', { name: 'Open the record' }).click();
    await expect(page).toHaveURL(new RegExp(`/craft-record/${scaffold.craftRecordId}$`));
    await expect(page.getByRole('heading', { level: 1, name: scaffold.title })).toBeVisible();
  });

  test('regenerating the tag link makes the printed tag not valid', async ({ page, browser }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const scaffold = await overdueScaffold(page);
    const { dialog, path: printed } = await tagLinkOf(page, scaffold.craftRecordId);
    await dialog.getByRole('button', { name: 'Regenerate tag link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate tag link?' });
    await expect(confirm).toContainText('The printed tag stops working');
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await expect(confirm).toBeHidden();
    const field = dialog.getByRole('textbox', { name: 'Public tag link' });
    await expect(field).not.toHaveValue(new RegExp(`${printed}$`));
    const fresh = new URL(await field.inputValue()).pathname;
    await screenshot(page, `tag-dialog-1280`, { fullPage: false });

    const worker = await signedOutPage(browser);
    await worker.page.goto(printed);
    await expect(
      worker.page.getByRole('heading', { name: 'This tag is not valid. Ask your supervisor.' }),
    ).toBeVisible();
    await expect(worker.page.getByText('Do not use')).toHaveCount(0);
    await worker.page.goto(fresh);
    await expect(
      worker.page.getByRole('status', { name: 'Scaffold status' }).getByRole('heading', {
        name: 'Do not use',
      }),
    ).toBeVisible();
    await worker.context.close();
  });
});
