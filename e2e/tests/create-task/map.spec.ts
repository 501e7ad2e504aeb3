import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, setStatusViaApi } from '../records/record-helpers';

const CATEGORIES = [
  'Installed Scaffolds',
  "Today's Schedule",
  'Awaiting Schedule',
  'Backlog',
  'In Progress',
];

/** Lists of hundreds of tasks load 100 a page: their legend waits longer than a click. */
const LOAD_TIMEOUT = 45_000;

test.describe('map view', () => {
  test.setTimeout(120_000);

  test('shows the legend with counts, pins, and a pop-up linking to a record', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/map-view');

    const legend = page.getByRole('region', { name: 'Legend' });
    await expect(legend.getByRole('heading', { name: 'Legend' })).toBeVisible();
    for (const label of CATEGORIES) {
      // Each entry is named '{category}: {count}' once the tasks have loaded.
      // The All list is hundreds of tasks, loaded 100 a page.
      await expect(
        legend.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) }),
      ).toBeVisible({ timeout: LOAD_TIMEOUT });
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
    // The map shows the tasks of its list, and the standing scaffolds (Installed Scaffolds)
    // on every list, whatever it holds.
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/map-view?taskParam=All');
    const openBefore = await legendCounts(page);

    const stamp = Date.now().toString(36);
    const make = (kind: string, choice: string, taskType = 11) =>
      createRecordWithTask(page, {
        title: `E2E map ${kind} ${stamp}`,
        taskType,
        schedule: { choice, scheduledAt: null },
      });
    // Installed: a completed installation makes its scaffold stand.
    const installed = await make('installed', 'urgent', 10);
    await setStatusViaApi(page, installed.taskId, 40);
    await setStatusViaApi(page, installed.taskId, 90);
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
      .poll(() => legendCounts(page), { timeout: LOAD_TIMEOUT })
      .toEqual(
        plus(openBefore, [
          'Installed Scaffolds',
          "Today's Schedule",
          'Awaiting Schedule',
          'Backlog',
          'In Progress',
        ]),
      );
    const pins = page.locator('.leaflet-marker-icon');
    for (const [kind, category] of [
      ['installed', 'Installed Scaffolds'],
      ['today', "Today's Schedule"],
      ['awaiting', 'Awaiting Schedule'],
      ['backlog', 'Backlog'],
      ['working', 'In Progress'],
    ] as const) {
      await expect(
        pins.and(page.locator(`[title="Task - E2E map ${kind} ${stamp} (${category})"]`)),
      ).toHaveCount(1);
    }
  });

  test('pins every standing scaffold on every list, as many as the dashboard counts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const figure = page
      .getByRole('heading', { name: 'Total Scaffolds Standing', level: 2 })
      .locator('xpath=..')
      .getByRole('paragraph');
    await expect(figure).toHaveText(/^[1-9]\d*$/);
    const standing = Number(await figure.textContent());

    const pins = page.locator('.leaflet-marker-icon[title$="(Installed Scaffolds)"]');
    for (const list of ['All', 'Backlog', 'Completed']) {
      await page.goto(`/map-view?taskParam=${encodeURIComponent(list)}`);
      await expect
        .poll(async () => (await legendCounts(page))['Installed Scaffolds'], {
          timeout: LOAD_TIMEOUT,
        })
        .toBe(standing);
      await expect(pins).toHaveCount(standing);
    }

    // The map is fitted to its pins: every one of them is inside the map.
    const map = await page.getByRole('region', { name: 'Map of tasks' }).boundingBox();
    if (!map) throw new Error('no map');
    for (const box of await Promise.all((await pins.all()).map((pin) => pin.boundingBox()))) {
      if (!box) throw new Error('a pin is not drawn');
      expect(box.x).toBeGreaterThanOrEqual(map.x - 1);
      expect(box.y).toBeGreaterThanOrEqual(map.y - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height + 1);
    }
    await screenshot(page, 'map-390', { fullPage: false });
  });
});

/** The legend's count per category, once the tasks have loaded. */
async function legendCounts(page: Page): Promise<Record<string, number>> {
  const legend = page.getByRole('region', { name: 'Legend' });
  const counts: Record<string, number> = {};
  for (const label of CATEGORIES) {
    const item = legend.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) });
    await expect(item).toBeVisible({ timeout: LOAD_TIMEOUT });
    const name = (await item.getAttribute('aria-label')) ?? '';
    counts[label] = Number(name.slice(name.lastIndexOf(':') + 1));
  }
  return counts;
}
