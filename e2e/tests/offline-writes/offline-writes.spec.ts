import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, queryDatabase, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, png, setStatusViaApi, taskCard } from '../records/record-helpers';

// The suite blocks service workers (playwright.config.ts); an offline reload needs one.
test.use({ serviceWorkers: 'allow' });

/** The records planted here: closed afterwards so the lists' counts add up for other specs. */
const planted: string[] = [];

test.afterAll(async () => {
  await queryDatabase(
    `update craft_records set open = false, timestamp_record_closed = now() where id = any($1)`,
    [planted],
  );
});

type TWorkerWindow = {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: object | null } };
};

/** Waits until the service worker controls the page (the offline reload is served by it). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(async () => {
    const { serviceWorker } = (globalThis as unknown as TWorkerWindow).navigator;
    await serviceWorker.ready;
    return serviceWorker.controller !== null;
  });
}

/** A new record with an Awaiting task, opened by the signed-in admin and saved for offline. */
async function openPlantedTask(page: Page) {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  await controlledByWorker(page);
  const created = await createRecordWithTask(page);
  planted.push(created.craftRecordId);
  const title = `Task - ${created.title}`;
  const url = `/craft-record/${created.craftRecordId}/${created.taskId}`;
  await page.goto(url);
  const card = taskCard(page, 'Open Tasks', title);
  await expect(card.getByRole('definition').filter({ hasText: 'Awaiting (Urgent)' })).toBeVisible();
  // The cache is written at most once a second.
  await page.waitForTimeout(1_500);
  return { created, title, url };
}

/** A second user, in a browser of their own, on the record. */
async function secondUser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.plant);
  await expect(page).toHaveURL(/\/home$/);
  return { context, page };
}

/** The second user, online, sets the task In Progress before the queued change arrives. */
async function moveOnAsSecondUser(browser: Browser, taskId: string) {
  const other = await secondUser(browser);
  try {
    await setStatusViaApi(other.page, taskId, 40);
  } finally {
    await other.context.close();
  }
}

/** Where screenshots for looking at go, when asked for. */

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

test.describe('offline writes', () => {
  test('a status change and a photo made offline wait, survive a closed tab and reach another user', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { created, title, url } = await openPlantedTask(page);

    await context.setOffline(true);
    let current = page;
    try {
      await current.reload();
      await expect(offlineBanner(current)).toBeVisible();
      const card = taskCard(current, 'Open Tasks', title);
      await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();

      await card.getByRole('button', { name: 'Set In Progress' }).click();
      await expect(card.getByText(/^Pending: .* — will be sent when online$/)).toBeVisible();

      const photos = current.getByRole('region', { name: 'Photos' });
      await photos
        .getByLabel('Add Photos')
        .setInputFiles([{ name: 'offline.png', mimeType: 'image/png', buffer: png(30, 160, 60) }]);
      await expect(
        current.getByRole('img', { name: /^Pending photo — will be sent when online/ }),
      ).toBeVisible();
      await expect(current.getByRole('button', { name: 'Pending changes (2)' })).toBeVisible();

      // The tab is closed and another opened, still offline: the changes are still waiting.
      await current.close();
      current = await context.newPage();
      await current.goto(url);
      await expect(offlineBanner(current)).toBeVisible();
      const reopened = taskCard(current, 'Open Tasks', title);
      await expect(reopened.getByText(/^Pending: .* — will be sent when online$/)).toBeVisible();
      await expect(
        current.getByRole('img', { name: /^Pending photo — will be sent when online/ }),
      ).toBeVisible();
      await expect(current.getByRole('button', { name: 'Pending changes (2)' })).toBeVisible();
      await screenshot(current, `offline-pending`);
    } finally {
      await context.setOffline(false);
    }

    // Online: they are sent and the pending lines go.
    await expect(offlineBanner(current)).toHaveCount(0, { timeout: 20_000 });
    await expect(current.getByText(/^Pending: /)).toHaveCount(0, { timeout: 20_000 });
    await expect(
      current.getByRole('img', { name: /^Pending photo — will be sent when online/ }),
    ).toHaveCount(0);
    await expect(current.getByRole('button', { name: /^Pending changes/ })).toHaveCount(0);

    // A second user sees the new status and the photo.
    const other = await secondUser(browser);
    try {
      await other.page.goto(url);
      const card = taskCard(other.page, 'Open Tasks', title);
      await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible();
      await expect(
        other.page
          .getByRole('region', { name: 'Photos' })
          .getByRole('img', { name: 'Photo 1 of 1' }),
      ).toBeVisible();
    } finally {
      await other.context.close();
    }
    // Sent once: the retries on reconnect did not save it twice.
    const [photoRows] = await queryDatabase<{ count: string }>(
      `select count(*)::text as count from photos where craft_record_id = $1`,
      [created.craftRecordId],
    );
    expect(photoRows?.count).toBe('1');
  });

  test('an edit refused because someone else changed the task keeps what was typed, and Re-apply applies it', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { created, title } = await openPlantedTask(page);
    const card = taskCard(page, 'Open Tasks', title);
    const notes = `Scaffold tag checked at ${Date.now().toString(36)}`;

    await context.setOffline(true);
    try {
      await expect(offlineBanner(page)).toBeVisible();
      await card.getByRole('button', { name: 'Edit Task' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit Task' });
      await drawer.getByLabel('Additional notes').fill(notes);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(drawer).toBeHidden();
      await expect(card.getByText(/^Pending: .* — will be sent when online$/)).toBeVisible();

      // Meanwhile another user, online, moves the same task on.
      await moveOnAsSecondUser(browser, created.taskId);
    } finally {
      await context.setOffline(false);
    }

    const refused = card.getByRole('alert').filter({ hasText: /^Not saved: / });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    // The edit was made on the task as it was: the server names the other change.
    await expect(refused).toContainText('This task was changed by someone else');
    await expect(refused).toContainText(notes);
    await screenshot(page, `offline-refused`);
    await expect(refused.getByRole('button', { name: /^Discard: / })).toBeVisible();
    await refused.getByRole('button', { name: /^Re-apply: / }).click();
    await expect(refused).toHaveCount(0, { timeout: 20_000 });
    await expect(card.getByText(/^Pending: /)).toHaveCount(0);

    const [row] = await queryDatabase<{ description: string }>(
      `select description from tasks where id = $1`,
      [created.taskId],
    );
    expect(row?.description).toBe(notes);
    await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible();
  });

  test('a status change refused because the task moved on says what it is now, and Discard removes it after asking', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { created, title } = await openPlantedTask(page);
    const card = taskCard(page, 'Open Tasks', title);

    await context.setOffline(true);
    try {
      await expect(offlineBanner(page)).toBeVisible();
      await card.getByRole('button', { name: 'Set In Progress' }).click();
      await expect(card.getByText(/^Pending: .* — will be sent when online$/)).toBeVisible();

      await moveOnAsSecondUser(browser, created.taskId);
    } finally {
      await context.setOffline(false);
    }

    const refused = card.getByRole('alert').filter({ hasText: /^Not saved: / });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText('This task was changed by someone else: it is now');
    await expect(refused.getByRole('button', { name: /^Re-apply: / })).toBeVisible();
    await refused.getByRole('button', { name: /^Discard: / }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard' });
    await expect(confirm).toContainText('Discard this change? What was typed in it is lost.');
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(refused).toHaveCount(0);
    await expect(page.getByText('Change discarded.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pending changes/ })).toHaveCount(0);
    await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible();
  });
});
