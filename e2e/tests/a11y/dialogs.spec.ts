import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../../fixtures';
import { createRecordWithTask, png, setStatusViaApi, taskCard } from '../records/record-helpers';
import { seriousViolations } from './axe';

// The field screens' dialogs, checked open (decision 179): axe on the open dialog, and focus
// back on the control that opened it once it closes.

async function expectNoViolations(page: Page, where: string, include?: string) {
  expect(await seriousViolations(page, { include }), where).toEqual([]);
}

for (const width of [1280, 390] as const) {
  test.describe(`field dialogs at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('status dialog, edit drawer and photo viewer: no violations, focus returns', async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/home$/);
      const created = await createRecordWithTask(page);
      await setStatusViaApi(page, created.taskId, 40);
      await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
      const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);

      const setComplete = card.getByRole('button', { name: 'Set Complete' });
      await setComplete.click();
      const status = page.getByRole('dialog', { name: 'Set Complete' });
      await expect(status).toBeVisible();
      await expectNoViolations(page, 'the status dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(status).toBeHidden();
      await expect(setComplete).toBeFocused();

      const edit = card.getByRole('button', { name: 'Edit Task' });
      await edit.click();
      const drawer = page.getByRole('dialog', { name: 'Edit Task' });
      await expect(drawer).toBeVisible();
      await expectNoViolations(page, 'the edit task drawer', '[role="dialog"]');
      await drawer.getByRole('button', { name: 'Cancel' }).click();
      await expect(drawer).toBeHidden();
      await expect(edit).toBeFocused();

      const photos = page.getByRole('region', { name: 'Photos' });
      await photos
        .getByLabel('Add Photos')
        .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: png(200, 30, 30) }]);
      await expect(page.getByText('Image uploaded successfully.')).toBeVisible();
      const expand = photos.getByRole('button', { name: 'Expand Photo' });
      await expand.click();
      const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
      await expect(viewer).toBeVisible();
      await expectNoViolations(page, 'the photo viewer', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(expand).toBeFocused();
    });

    test('the create task wizard: every step', async ({ page }) => {
      await signIn(page, DEMO.plant);
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/create-task');
      const heading = (name: string) => page.getByRole('heading', { level: 2, name });
      const next = () => page.getByRole('button', { name: 'Next' }).click();
      await expect(heading('Craft Type')).toBeVisible();
      await expectNoViolations(page, 'Craft Type');
      await page.getByRole('radio', { name: 'Scaffolding' }).check();
      await next();
      await expect(heading('Task Type')).toBeVisible();
      await expectNoViolations(page, 'Task Type');
      await page.getByRole('radio', { name: 'Installation' }).check();
      await next();
      await expect(heading('Location')).toBeVisible();
      await expectNoViolations(page, 'Location');
      await next();
      await expect(heading('Craft Record Info')).toBeVisible();
      await expectNoViolations(page, 'Craft Record Info');
      await page.getByRole('textbox', { name: 'Title' }).fill(`A11y ${Date.now().toString(36)}`);
      await next();
      await expect(heading('Schedule Date')).toBeVisible();
      await expectNoViolations(page, 'Schedule Date');
      const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
      await page.getByLabel('Date').fill(tomorrow);
      await next();
      await expect(heading('Task Info')).toBeVisible();
      await expectNoViolations(page, 'Task Info');
    });
  });
}
