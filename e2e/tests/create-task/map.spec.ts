import { DEMO, expect, signIn, test } from '../../fixtures';

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
});
