import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../../fixtures';
import { createRecordWithTask, png } from '../records/record-helpers';

/**
 * From home, through the wizard's steps for a new Scaffolding Installation titled `title`, up
 * to the Task Info step, scheduled by `schedule` (the Schedule Date step's choice).
 */
async function installationUpToTaskInfo(page: Page, title: string, schedule: () => Promise<void>) {
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Create Task' }).first().click();
  await page.getByRole('radio', { name: 'Scaffolding' }).check();
  await next();
  await page.getByRole('radio', { name: 'Installation' }).check();
  await next();
  await expect(heading('Location')).toBeVisible();
  await next();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await next();
  await expect(heading('Schedule Date')).toBeVisible();
  await schedule();
  await next();
  await expect(heading('Task Info')).toBeVisible();
}

/** The new task's card on the record page the wizard lands on. */
async function landedTaskCard(page: Page, title: string) {
  await expect(page).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
  return page
    .getByRole('region', { name: 'Open Tasks' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Installation - ${title}` }) });
}

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

test.describe('create task wizard', () => {
  test('creates a Scaffolding Installation with a new record and two photos', async ({ page }) => {
    const title = `E2E rack ${Date.now().toString(36)}`;
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Create Task' }).first().click();
    await expect(page).toHaveURL(/\/create-task$/);

    const heading = (name: string) => page.getByRole('heading', { level: 2, name });
    const next = () => page.getByRole('button', { name: 'Next' }).click();

    await expect(heading('Craft Type')).toBeVisible();
    await page.getByRole('radio', { name: 'Scaffolding' }).check();
    await next();
    await expect(heading('Task Type')).toBeVisible();
    await page.getByRole('radio', { name: 'Installation' }).check();
    await next();
    await expect(heading('Location')).toBeVisible();
    await next();
    await expect(heading('Craft Record Info')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: /^Tag Number/ }).fill('TG-E2E-1');
    await page.getByLabel('Add images').setInputFiles([
      { name: 'north.png', mimeType: 'image/png', buffer: png(200, 30, 30) },
      { name: 'south.png', mimeType: 'image/png', buffer: png(30, 30, 200) },
    ]);
    await expect(page.getByRole('img', { name: 'north.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'south.png' })).toBeVisible();
    await next();

    await expect(heading('Schedule Date')).toBeVisible();
    await page.getByLabel('Date').fill(tomorrow());
    await expect(page.getByLabel('Time')).toHaveValue('07:00');
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible();
    await next();

    await expect(heading('Task Info')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Task Title' })).toHaveValue(
      `Installation - ${title}`,
    );
    const company = page.getByRole('combobox', { name: 'Assigned Company' });
    await company.click();
    await page.getByRole('option', { name: /Apex/ }).click();
    await expect(company).toContainText('Apex');
    await page.getByRole('button', { name: 'Create Task' }).click();

    await expect(page).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
    await expect(page.getByText('Task added successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const openTasks = page.getByRole('region', { name: 'Open Tasks' });
    const card = openTasks.getByRole('article').filter({
      has: page.getByRole('heading', { name: `Installation - ${title}` }),
    });
    await expect(card.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();
    await expect(card.getByText(/^Scheduled · Apex Scaffold Services · /)).toBeVisible();

    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
    const thumbnails = photos.getByRole('list', { name: 'Photo thumbnails' }).getByRole('listitem');
    await expect(thumbnails).toHaveCount(2);
    for (const img of await thumbnails.locator('img').all()) {
      await expect(img).toBeVisible();
      // The thumbnail really loaded an image from the server.
      await expect
        .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('an urgent scaffold installation requests its estimate automatically and starts Awaiting', async ({
    page,
  }) => {
    // The demo site enables Awaiting Estimate for scaffold installations and modifications: a
    // plant user's urgent one requests the estimate by itself and goes straight to Awaiting.
    const title = `E2E urgent ${Date.now().toString(36)}`;
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await installationUpToTaskInfo(page, title, async () => {
      await page.getByRole('radio', { name: 'Urgent' }).check();
      await expect(page.getByRole('status').filter({ hasText: 'Marked as Urgent' })).toBeVisible();
    });
    const estimate = page.getByRole('checkbox', { name: 'Request estimate' });
    await expect(estimate).toBeChecked();
    await expect(estimate).toBeDisabled();
    await expect(
      page.getByText(
        'An estimate is requested automatically for an urgent scaffold installation or modification.',
      ),
    ).toBeVisible();
    const company = page.getByRole('combobox', { name: 'Assigned Company' });
    await company.click();
    await page.getByRole('option', { name: /Apex/ }).click();
    await page.getByRole('button', { name: 'Create Task' }).click();

    const card = await landedTaskCard(page, title);
    await expect(
      card.getByRole('definition').filter({ hasText: /^Awaiting \(Urgent\)$/ }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Set In Progress' })).toBeVisible();
  });

  test("a contractor's request waits for an estimate, then for approval it cannot give", async ({
    page,
  }) => {
    const title = `E2E request ${Date.now().toString(36)}`;
    await signIn(page, DEMO.contractorA);
    await expect(page).toHaveURL(/\/home$/);
    await installationUpToTaskInfo(page, title, () => page.getByLabel('Date').fill(tomorrow()));
    // The contractor's own company is the only one, so it is chosen already.
    await expect(page.getByRole('combobox', { name: 'Assigned Company' })).toContainText('Apex');
    const estimate = page.getByRole('checkbox', { name: 'Request estimate' });
    await expect(estimate).toBeEnabled();
    await estimate.check();
    await page.getByRole('button', { name: 'Create Task' }).click();

    const card = await landedTaskCard(page, title);
    await expect(
      card.getByRole('definition').filter({ hasText: /^Awaiting Estimate$/ }),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Set Awaiting Approval' }).click();
    await expect(
      card.getByRole('definition').filter({ hasText: /^Awaiting Approval$/ }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /^Set / })).toHaveCount(0);
  });

  test('a new task on an existing record starts at the task type and offers no Installation', async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const { craftRecordId: recordId } = await createRecordWithTask(page);

    await page.goto(`/create-task/10/${recordId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Task Type' })).toBeVisible();
    const group = page.getByRole('radiogroup', { name: 'Task type' });
    await expect(group.getByRole('radio', { name: 'Modification' })).toBeVisible();
    await expect(group.getByRole('radio', { name: 'Removal' })).toBeVisible();
    await expect(group.getByRole('radio', { name: 'Installation' })).toHaveCount(0);
  });
});
