import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, taskCard } from './record-helpers';

test.describe('craft record page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the open tasks before the photos, with buttons a finger can hit', async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
    const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);
    await expect(card.getByRole('button', { name: 'Set In Progress' })).toBeVisible();

    const openTasks = await page.getByRole('region', { name: 'Open Tasks' }).boundingBox();
    const photos = await page.getByRole('region', { name: 'Photos' }).boundingBox();
    expect(openTasks && photos && openTasks.y < photos.y).toBe(true);

    const buttons = [
      page.getByRole('button', { name: 'Edit', exact: true }),
      page.getByRole('button', { name: 'Generate QR Code Tag' }),
      page.getByRole('link', { name: 'New Task' }),
      card.getByRole('button', { name: 'Set In Progress' }),
      card.getByRole('button', { name: 'Edit Task' }),
      // Edit Date and Subscribe are in the action bar's More menu on a phone.
      card.getByRole('button', { name: 'More' }),
    ];
    for (const button of buttons) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'record-390');
  });
});
