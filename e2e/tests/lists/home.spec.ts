import type { Page } from '@playwright/test';
import { choose, DEMO, expect, test } from '../../fixtures';
import {
  expectTotal,
  exportList,
  openDrawerGroup,
  signInTo,
  totalAfter,
  WIDE_SCREEN,
} from './list-helpers';

test.use({ viewport: WIDE_SCREEN });

/** The tiles with an open-count badge, and the task list each opens. */
const BADGE_TILES = [
  ['All open tasks', 'All'],
  ['Scheduled', 'Scheduled'],
  ['In Progress', 'In Progress'],
  ['Urgent', 'Urgent'],
  ['Inspections', 'Inspection'],
  ['Backlog', 'Backlog'],
] as const;

/** One of the two standing figures, once loaded ("--" or a whole number). */
async function standingFigure(page: Page, label: string): Promise<string> {
  const figure = page
    .getByRole('heading', { name: label, level: 2 })
    .locator('xpath=..')
    .getByRole('paragraph');
  await expect(figure).toHaveText(/^(\d+|--)$/);
  return (await figure.textContent()) ?? '';
}

/** A tile with a badge, by its label. */
function tileLink(page: Page, label: string) {
  return page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${label}\\s*, \\d+ open$`) });
}

/** A tile's badge: its link reads "{label}, {n} open" to assistive technology. */
async function badgeOf(page: Page, label: string): Promise<number> {
  const tile = tileLink(page, label);
  await expect(tile).toBeVisible();
  const name = (await tile.textContent()) ?? '';
  return Number(/(\d+) open$/.exec(name)?.[1]);
}

test.describe('home dashboard', () => {
  test('standing figures match the installed open Scaffolding records', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const total = await standingFigure(page, 'Total Scaffolds Standing');
    const average = await standingFigure(page, 'Average Days Standing');
    // The demo site has scaffolds standing: the figures are numbers, not "--".
    expect(total).toMatch(/^[1-9]\d*$/);
    expect(average).toMatch(/^\d+$/);

    const records = await openDrawerGroup(page, 'Work Records');
    await records.getByRole('link', { name: 'Scaffolding' }).click();
    await expect(
      page.getByRole('heading', { name: 'Scaffolding Records', level: 1 }),
    ).toBeVisible();
    const installed = await totalAfter(
      page,
      'craftRecords/list',
      () => choose(page, 'Installed', 'Yes'),
      (input) => input.installed === true,
    );
    expect(installed).toBe(Number(total));

    // The average of the exported "# Days Standing", rounded, is the dashboard's average.
    const csv = await exportList(page);
    expect(csv.rows).toHaveLength(installed);
    const days = csv.rows.map((row) => Number(row['# Days Standing']));
    for (const day of days) expect(Number.isInteger(day)).toBe(true);
    const sum = days.reduce((a, b) => a + b, 0);
    expect(Math.round(sum / days.length)).toBe(Number(average));
  });

  test('each badge counts the rows of the list its tile opens', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    for (const [label, param] of BADGE_TILES) {
      const count = await badgeOf(page, label);
      await tileLink(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/task-list/${encodeURIComponent(param)}$`));
      await expect(page.getByRole('heading', { name: `${param} Tasks`, level: 1 })).toBeVisible();
      await expectTotal(page, count);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard' })
        .click();
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  test('badges follow the global work type, as the lists do', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const everyType = await badgeOf(page, 'All open tasks');
    await choose(page.getByRole('banner'), 'Work Type', 'Painting');
    await expect
      .poll(() => badgeOf(page, 'All open tasks'), { message: 'the All badge for Painting' })
      .toBeLessThan(everyType);
    const painting = await badgeOf(page, 'All open tasks');
    expect(painting).toBeGreaterThan(0);
    await tileLink(page, 'All open tasks').click();
    // The heading names the filter the dropdown holds.
    await expect(page.getByRole('heading', { name: 'All Painting Tasks', level: 1 })).toBeVisible();
    await expectTotal(page, painting);
    // Every task of the list is a Painting task.
    const csv = await exportList(page);
    expect(csv.rows).toHaveLength(painting);
    for (const row of csv.rows) expect(row['craft type']).toBe('Painting');
    const grid = page.getByRole('grid', { name: 'All Painting Tasks' });
    await expect(grid.getByRole('img', { name: 'Painting', exact: true }).first()).toBeVisible();
  });

  test('Completed and Map tiles have no badge and lead to their screens', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const main = page.getByRole('main');
    const completed = main.getByRole('link', { name: 'Completed', exact: true });
    await expect(completed).toBeVisible();
    await expect(main.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute(
      'href',
      '/map-view',
    );
    await completed.click();
    await expect(page).toHaveURL(/\/task-list\/Completed$/);
    await expect(page.getByRole('heading', { name: 'Completed Tasks', level: 1 })).toBeVisible();
  });

  test('Create Task leads to /create-task', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await page.getByRole('main').getByRole('link', { name: 'Create Task' }).click();
    await expect(page).toHaveURL(/\/create-task$/);
  });
});
