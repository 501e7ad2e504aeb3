import { DEMO, expect, imageLoaded, signIn, test, screenshot, SCREENS_DIR } from '../../fixtures';
import { exportList, siteDate } from '../lists/list-helpers';
import { createRecordWithTask, png, taskCard } from '../records/record-helpers';

/** Issue 13 items 7 and 8: assigning a task, /assigned-tasks, and the profile photo. */
const SHOTS = SCREENS_DIR;

test.describe('assigned tasks', () => {
  test('a task assigned from its card shows on the assignee’s Assigned Tasks and in its export', async ({
    page,
    browser,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page, {
      title: `Assign ${Date.now().toString(36)}`,
    });
    const title = `Task - ${created.title}`;
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
    const card = taskCard(page, 'Open Tasks', title);
    await expect(card.getByText('Assigned To')).toBeVisible();
    await expect(card.getByText('Nobody')).toBeVisible();

    await card.getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Select User' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search User...' }).fill('Casey');
    await dialog.getByRole('checkbox', { name: /Casey Apex/ }).check();
    await screenshot(page, `select-user-desktop`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Assignees saved.')).toBeVisible();
    await expect(card.getByText('Casey Apex')).toBeVisible();

    // The assignee sees it on /assigned-tasks, searches it and exports it.
    const context = await browser.newContext();
    const assignee = await context.newPage();
    await signIn(assignee, DEMO.contractorA);
    await expect(assignee).toHaveURL(/\/home$/);
    await assignee.goto('/assigned-tasks');
    await expect(assignee.getByRole('heading', { level: 1, name: 'Assigned Tasks' })).toBeVisible();
    const grid = assignee.getByRole('grid', { name: 'Assigned Tasks' });
    await expect(grid.getByText(title)).toBeVisible();
    await screenshot(assignee, `assigned-tasks-desktop`, { fullPage: false });
    await assignee.getByRole('searchbox', { name: 'Search Tasks' }).fill(created.title);
    await expect(grid.getByRole('row')).toHaveCount(2);
    const csv = await exportList(assignee);
    expect(csv.filename).toBe(`Assigned Tasks - ${siteDate(new Date())}.csv`);
    expect(csv.rows.map((r) => r.title)).toEqual([title]);

    await assignee.setViewportSize({ width: 375, height: 740 });
    await assignee.getByRole('searchbox', { name: 'Search Tasks' }).fill('');
    // On a phone the rows are cards (decision 178).
    const cards = assignee.getByRole('list', { name: 'Assigned Tasks' });
    await expect(cards.getByRole('button', { name: title })).toBeVisible();
    await screenshot(assignee, `assigned-tasks-375`, { fullPage: false });

    // Opening the card leads to the task.
    await cards.getByRole('button', { name: title }).click();
    await expect(assignee).toHaveURL(
      new RegExp(`/craft-record/${created.craftRecordId}/${created.taskId}$`),
    );
    await context.close();

    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 740 });
      await card.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(dialog.getByRole('checkbox', { name: /Casey Apex/ })).toBeChecked();
      await screenshot(page, `select-user-375`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });
});

test.describe('profile photo', () => {
  test('uploaded on /user-info, it shows in the profile card; removed, the initials return', async ({
    page,
  }) => {
    await signIn(page, DEMO.foreman);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user-info');
    const photo = page.getByRole('img', { name: 'Photo of Frankie Foreman' });
    // A file that is no photo is refused before it is sent.
    await page.getByLabel(/^(Upload|Change) photo$/).setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    await expect(
      page.getByText('drawing.png is an SVG drawing; only photos can be added.'),
    ).toBeVisible();

    await page.getByLabel(/^(Upload|Change) photo$/).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png(40, 110, 200),
    });
    await expect(page.getByText('Profile photo saved.')).toBeVisible();
    await expect(photo).toBeVisible();
    await expect.poll(() => imageLoaded(photo)).toBe(true);
    await screenshot(page, `profile-photo-desktop`, { fullPage: false });
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, `profile-photo-375`, { fullPage: false });

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Profile photo removed.')).toBeVisible();
    await expect(photo).toHaveCount(0);
  });
});
