import { DEMO, expect, horizontalOverflow, signIn, test, screenshot } from '../../fixtures';
import {
  addDemoTask,
  demoDay,
  dragCardByColumns,
  rescheduleButton,
  showApexOnly,
} from './scheduling-helpers';

test.describe('Scheduling', () => {
  test('drag a task from one day to another and see its status and date change for a second user live', async ({
    page,
    browser,
  }) => {
    const day = await demoDay();
    test.skip(day.dow === 6, 'the week view ends on Saturday: no later day to drop on');
    const title = `Calendar move ${Date.now().toString(36)}`;
    await addDemoTask(title, 30, 0);

    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/scheduling');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeVisible();
    await showApexOnly(page);
    await expect(rescheduleButton(page, title, 'Awaiting')).toBeVisible();

    const context = await browser.newContext();
    try {
      const watcher = await context.newPage();
      await signIn(watcher, DEMO.admin);
      await expect(watcher).toHaveURL(/\/home$/);
      await watcher.goto('/scheduling');
      await showApexOnly(watcher);
      const before = await rescheduleButton(watcher, title, 'Awaiting').boundingBox();
      if (!before) throw new Error('card not shown to the second user');
      await screenshot(page, `scheduling-week-1280`, { fullPage: false });

      // A day back is refused (past days are not allowed on the demo site) and snaps back.
      if (day.dow !== 0) {
        await dragCardByColumns(page, title, 'Awaiting', -1);
        await expect(
          page.getByText('This site does not allow scheduling tasks in the past.'),
        ).toBeVisible();
        await expect(rescheduleButton(page, title, 'Awaiting')).toBeVisible();
      }

      // A day later: Awaiting becomes Scheduled, for the mover and, live, for the second user.
      await dragCardByColumns(page, title, 'Awaiting', 1);
      await expect(page.getByText('Task rescheduled.')).toBeVisible();
      await expect(rescheduleButton(page, title, 'Scheduled')).toBeVisible();
      await expect(rescheduleButton(watcher, title, 'Scheduled')).toBeVisible();
      const after = await rescheduleButton(watcher, title, 'Scheduled').boundingBox();
      expect(after?.x ?? 0).toBeGreaterThan(before.x + 20);
      await rescheduleButton(watcher, title, 'Scheduled').click();
      const dialog = watcher.getByRole('dialog', { name: 'Reschedule' });
      await expect(dialog.getByLabel('Date')).toHaveValue(day.tomorrow);
      await expect(dialog.getByLabel('Time')).toHaveValue('09:00');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
  });

  test('reschedules by keyboard from the card and from the unscheduled list', async ({ page }) => {
    const day = await demoDay();
    const title = `Calendar keys ${Date.now().toString(36)}`;
    const waiting = `Calendar waiting ${Date.now().toString(36)}`;
    await addDemoTask(title, 20, 1, 10);
    await addDemoTask(waiting, 10, null);
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/scheduling');
    await showApexOnly(page);

    // Today, by keyboard: Scheduled becomes Awaiting.
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await rescheduleButton(page, title, 'Scheduled').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reschedule' });
    await dialog.getByLabel('Date').fill(day.today);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Task rescheduled.')).toBeVisible();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(rescheduleButton(page, title, 'Awaiting')).toBeVisible();

    // The side list's Awaiting Schedule task, put on tomorrow: it leaves the list as Scheduled.
    const list = page.getByRole('region', { name: 'Unscheduled' });
    await list
      .getByRole('button', { name: `Reschedule ${waiting} · Awaiting Schedule`, exact: true })
      .click();
    await dialog.getByLabel('Date').fill(day.tomorrow);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText(waiting)).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(rescheduleButton(page, waiting, 'Scheduled')).toBeVisible();
  });

  test('shows the day and agenda views on a phone, without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/scheduling');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Unscheduled' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `scheduling-390`);
    await page.getByRole('button', { name: 'Agenda', exact: true }).click();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `scheduling-agenda-390`);
  });
});
