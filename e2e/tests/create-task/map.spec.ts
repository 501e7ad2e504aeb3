import type { Page } from '@playwright/test';
import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { createRecordWithTask, setStatusViaApi } from '../records/record-helpers';

const CATEGORIES = [
  'Installed Scaffolds',
  "Today's Schedule",
  'Awaiting Schedule',
  'Backlog',
  'In Progress',
];

test.describe('map view', () => {
  test('shows the legend with counts, pins, and a pop-up linking to a record', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/map-view');

    const legend = page.getByRole('region', { name: 'Legend' });
    await expect(legend.getByRole('heading', { name: 'Legend' })).toBeVisible();
    for (const label of CATEGORIES) {
      // Each entry is named '{category}: {count}' once the tasks have loaded.
      await expect(
        legend.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) }),
      ).toBeVisible();
    }

    const pins = page.locator('.leaflet-marker-icon');
    await expect(pins.first()).toBeVisible();
    expect(await pins.count()).toBeGreaterThan(0);
    const pinTitle = (await pins.first().getAttribute('title')) ?? '';
    expect(pinTitle).toMatch(
      /\((Installed Scaffolds|Today's Schedule|Awaiting Schedule|Backlog|In Progress)\)$/,
    );

    // Pins overlap (nearby records), so the pin is opened from the keyboard, as it allows.
    await pins.first().focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    const taskTitle = pinTitle.replace(/ \([^()]+\)$/, '');
    await expect(popup.getByText(taskTitle, { exact: true })).toBeVisible();
    await popup.getByRole('link', { name: 'Open record' }).click();
    await expect(page).toHaveURL(/\/craft-record\/[^/]+/);
    await expect(page.getByRole('heading', { level: 3, name: taskTitle }).first()).toBeVisible();
  });

  test('counts a new task of each category in its own legend entry and pin', async ({ page }) => {
    // The map shows the tasks of a list: open ones on All; a completed installation (an
    // installed scaffold) only on a list of completed tasks.
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/map-view?taskParam=All');
    const openBefore = await legendCounts(page);
    await page.goto('/map-view?taskParam=Completed');
    const completedBefore = await legendCounts(page);

    const stamp = Date.now().toString(36);
    const make = (kind: string, choice: string, taskType = 11) =>
      createRecordWithTask(page, {
        title: `E2E map ${kind} ${stamp}`,
        taskType,
        schedule: { choice, scheduledAt: null },
      });
    // Installed: an installation completed and scheduled before today (set in the database,
    // as no screen schedules into the past on the demo site).
    const installed = await make('installed', 'urgent', 10);
    await setStatusViaApi(page, installed.taskId, 40);
    await setStatusViaApi(page, installed.taskId, 90);
    await queryDatabase(
      "update tasks set timestamp_scheduled = now() - interval '3 days' where id = $1",
      [installed.taskId],
    );
    await make('today', 'urgent'); // Awaiting, scheduled now
    await make('awaiting', 'awaitingSchedule');
    await make('backlog', 'nextOpportunity'); // Awaiting at the next opportunity
    const working = await make('working', 'nextOpportunity');
    await setStatusViaApi(page, working.taskId, 40); // In Progress, no time today

    const plus = (before: Record<string, number>, added: string[]) =>
      Object.fromEntries(
        CATEGORIES.map((c) => [c, (before[c] ?? 0) + (added.includes(c) ? 1 : 0)]),
      );
    await page.goto('/map-view?taskParam=All');
    await expect
      .poll(() => legendCounts(page))
      .toEqual(
        plus(openBefore, ["Today's Schedule", 'Awaiting Schedule', 'Backlog', 'In Progress']),
      );
    const pins = page.locator('.leaflet-marker-icon');
    for (const [kind, category] of [
      ['today', "Today's Schedule"],
      ['awaiting', 'Awaiting Schedule'],
      ['backlog', 'Backlog'],
      ['working', 'In Progress'],
    ] as const) {
      await expect(
        pins.and(page.locator(`[title="Task - E2E map ${kind} ${stamp} (${category})"]`)),
      ).toHaveCount(1);
    }

    await page.goto('/map-view?taskParam=Completed');
    await expect
      .poll(() => legendCounts(page))
      .toEqual(plus(completedBefore, ['Installed Scaffolds']));
    await expect(
      pins.and(page.locator(`[title="Task - E2E map installed ${stamp} (Installed Scaffolds)"]`)),
    ).toHaveCount(1);
  });
});

/** The legend's count per category, once the tasks have loaded. */
async function legendCounts(page: Page): Promise<Record<string, number>> {
  const legend = page.getByRole('region', { name: 'Legend' });
  const counts: Record<string, number> = {};
  for (const label of CATEGORIES) {
    const item = legend.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) });
    await expect(item).toBeVisible();
    const name = (await item.getAttribute('aria-label')) ?? '';
    counts[label] = Number(name.slice(name.lastIndexOf(':') + 1));
  }
  return counts;
}
