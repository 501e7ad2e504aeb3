import { DEMO, expect, signIn, test } from '../../fixtures';
import { createRecordWithTask, setStatusViaApi, taskCard } from '../records/record-helpers';

test.describe('open means neither Complete nor Canceled', () => {
  test('a canceled task is closed on the record page, in its pop-up and in the lists', async ({
    page,
  }) => {
    // Removing an Awaiting task (Route Awaiting) cancels it: status 99.
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page, { craftType: 10, taskType: 11 });
    await setStatusViaApi(page, created.taskId, 99);
    const title = `Task - ${created.title}`;

    await page.goto(`/craft-record/${created.craftRecordId}`);
    await expect(page.getByRole('heading', { name: 'Open Tasks (0)' })).toBeVisible();
    await expect(taskCard(page, 'Closed Tasks', title)).toBeVisible();
    await expect(taskCard(page, 'Open Tasks', title)).toHaveCount(0);

    // The record's pin says the same count as the page.
    const map = page.getByRole('region', { name: 'Map of the craft record' });
    await map.getByRole('button', { name: created.title }).focus();
    await page.keyboard.press('Enter');
    await expect(map.locator('.leaflet-popup').getByText('0 open task(s)')).toBeVisible();

    // Not among the open tasks of the All list either.
    await page.goto('/task-list/All');
    await page.getByRole('searchbox', { name: 'Search Tasks' }).fill(created.title);
    await expect(page.getByRole('grid', { name: 'All Tasks' }).getByText('No rows')).toBeVisible();
  });
});
