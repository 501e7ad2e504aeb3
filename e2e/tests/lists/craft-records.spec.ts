import type { Page } from '@playwright/test';
import { choose, DEMO, expect, test } from '../../fixtures';
import {
  bodyRows,
  columnHeader,
  columnTexts,
  DEMO_WORK_TYPES,
  expectExportName,
  expectTotal,
  exportList,
  openDrawerGroup,
  openList,
  searchList,
  setColumnShown,
  signInTo,
  totalAfter,
  WIDE_SCREEN,
} from './list-helpers';

test.use({ viewport: WIDE_SCREEN });

const LIST = 'craftRecords/list';
const SEARCH = 'Search Craft Records';

/** The export's columns (spec): these, then the site's craft detail fields, then days standing. */
const EXPORT_FIRST_COLUMNS = [
  'id',
  'title',
  'description',
  'created',
  'created by',
  'location',
  'open tasks',
  'closed tasks',
  'asset name',
];
/** The DEMO site's Scaffolding detail fields, and Installed (exported as TRUE/FALSE). */
const DEMO_DETAIL_COLUMNS = [
  'Tag Number',
  'Work Order',
  'Job ID',
  'PO & Release #',
  'Leg Feet',
  'Installed',
];

/** What the search looks in, per exported row. */
function searchedText(row: Record<string, string>): string {
  return [row.title, row.description, row['Tag Number'], row['Work Order'], row['PO & Release #']]
    .join(' ')
    .toLowerCase();
}

async function openAllRecords(page: Page) {
  const total = await openList(page, '/craft-list/all', LIST);
  await expect(page.getByRole('heading', { name: 'All Open Records', level: 1 })).toBeVisible();
  return total;
}

test.describe('craft record lists', () => {
  test('are titled by craft type, Closed, or all open records of every type', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const records = await openDrawerGroup(page, 'Work Records');
    let sum = 0;
    for (const [name, code] of DEMO_WORK_TYPES) {
      sum += await totalAfter(
        page,
        LIST,
        () => records.getByRole('link', { name, exact: true }).click(),
        (input) => input.craftType === code,
      );
      await expect(page).toHaveURL(new RegExp(`/craft-list/${code}$`));
      await expect(page.getByRole('heading', { name: `${name} Records`, level: 1 })).toBeVisible();
      await expect(page.getByRole('grid', { name: `${name} Records` })).toBeVisible();
    }

    await records.getByRole('link', { name: 'Closed', exact: true }).click();
    await expect(page).toHaveURL(/\/craft-list\/closed$/);
    // The last type's list set the header's work type, which Closed follows and names.
    const [lastType] = DEMO_WORK_TYPES.at(-1) ?? [''];
    await expect(
      page.getByRole('heading', { name: `Closed ${lastType} Records`, level: 1 }),
    ).toBeVisible();

    // All Open holds the open records of every type: the sum of the per-type lists.
    const all = await totalAfter(
      page,
      LIST,
      () => records.getByRole('link', { name: 'All Open', exact: true }).click(),
      (input) => input.craftType === null && input.status === 'open',
    );
    await expect(page.getByRole('heading', { name: 'All Open Records', level: 1 })).toBeVisible();
    expect(all).toBe(sum);
  });

  test('search keeps the rows matching every word, in any order', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const all = await openAllRecords(page);
    const valve = await searchList(page, SEARCH, 'valve', LIST);
    const tag = await searchList(page, SEARCH, 'SC-11', LIST);
    const both = await searchList(page, SEARCH, 'Valve sc-11', LIST);
    expect(valve).toBeLessThan(all);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(valve);
    expect(both).toBeLessThan(tag);

    const grid = page.getByRole('grid', { name: 'All Open Records' });
    for (const title of await columnTexts(grid, 'Title')) expect(title).toMatch(/valve/i);
    for (const tagNumber of await columnTexts(grid, 'Tag Number'))
      expect(tagNumber).toMatch(/^SC-11/);

    const csv = await exportList(page);
    expect(csv.rows).toHaveLength(both);
    for (const row of csv.rows) {
      expect(searchedText(row)).toContain('valve');
      expect(searchedText(row)).toContain('sc-11');
    }

    expect(await searchList(page, SEARCH, 'sc-11   VALVE', LIST)).toBe(both);
  });

  test('filters by Installed and by Location', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const all = await openAllRecords(page);
    const grid = page.getByRole('grid', { name: 'All Open Records' });

    const yes = await totalAfter(
      page,
      LIST,
      () => choose(page, 'Installed', 'Yes'),
      (input) => input.installed === true,
    );
    const no = await totalAfter(
      page,
      LIST,
      () => choose(page, 'Installed', 'No'),
      (input) => input.installed === false,
    );
    expect(yes).toBeGreaterThan(0);
    expect(no).toBeGreaterThan(0);
    expect(yes + no).toBe(all);
    await setColumnShown(page, 'Installed', true);
    const shown = await columnTexts(grid, 'Installed');
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['No']));

    await choose(page, 'Installed', 'All');
    await expectTotal(page, all);

    // One location: only its rows, fewer than all.
    await page.getByRole('combobox', { name: 'Location' }).click();
    const dock = await totalAfter(
      page,
      LIST,
      () => page.getByRole('option', { name: 'Dock 3' }).click(),
      (input) => Array.isArray(input.locationIds) && input.locationIds.length === 1,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Dock 3');
    expect(dock).toBeGreaterThan(0);
    expect(dock).toBeLessThan(all);
    expect(new Set(await columnTexts(grid, 'Location'))).toEqual(new Set(['Dock 3']));

    // Both filters at once: the export holds just those rows.
    const dockNotInstalled = await totalAfter(
      page,
      LIST,
      () => choose(page, 'Installed', 'No'),
      (input) => input.installed === false && Array.isArray(input.locationIds),
    );
    expect(dockNotInstalled).toBeGreaterThan(0);
    expect(dockNotInstalled).toBeLessThanOrEqual(Math.min(dock, no));
    const csv = await exportList(page);
    expect(csv.rows).toHaveLength(dockNotInstalled);
    for (const row of csv.rows) {
      expect(row.location).toBe('Dock 3');
      expect(row.Installed).toBe('FALSE');
    }
  });

  test('sorts by a clicked column header, both ways', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openAllRecords(page);
    const grid = page.getByRole('grid', { name: 'All Open Records' });
    const header = columnHeader(grid, 'Open Tasks');

    await totalAfter(
      page,
      LIST,
      () => header.click(),
      (input) => JSON.stringify(input.sort) === '{"field":"numOpenTasks","direction":"asc"}',
    );
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await columnTexts(grid, 'Open Tasks')).map(Number);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await totalAfter(
      page,
      LIST,
      () => header.click(),
      (input) => JSON.stringify(input.sort) === '{"field":"numOpenTasks","direction":"desc"}',
    );
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = (await columnTexts(grid, 'Open Tasks')).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    // The pages come sorted from the server: the first row changes ends.
    expect(descending[0]).toBeGreaterThan(ascending[0] ?? Infinity);

    // The sort is kept for the next visit.
    await page.reload();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('the column chooser shows a hidden column, kept after a reload', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openAllRecords(page);
    const grid = page.getByRole('grid', { name: 'All Open Records' });
    // The spec's default columns.
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Photo',
      'Title',
      'Description',
      'Tag Number',
      'Work Order',
      'Location',
      'Open Tasks',
    ]);

    await setColumnShown(page, 'Created By', true);
    await expect(columnHeader(grid, 'Created By')).toBeVisible();
    const creators = await columnTexts(grid, 'Created By');
    expect(creators.length).toBeGreaterThan(0);
    for (const name of creators) expect(name).not.toBe('');

    await page.reload();
    await expect(columnHeader(grid, 'Created By')).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(
      page.getByRole('tooltip', { name: 'Columns' }).getByRole('checkbox', { name: 'Created By' }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    // Closed before it is opened again: a click meanwhile lands on the panel fading out.
    await expect(page.getByRole('tooltip', { name: 'Columns' })).toBeHidden();

    await setColumnShown(page, 'Created By', false);
    await expect(columnHeader(grid, 'Created By')).toHaveCount(0);
  });

  test('Clear filters shows once something is stored or searched, and resets it', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    const all = await openAllRecords(page);
    const clear = page.getByRole('button', { name: 'Clear filters' });
    const search = page.getByRole('searchbox', { name: SEARCH });
    await expect(clear).toHaveCount(0);

    // Typing is enough to offer it.
    const deck = await searchList(page, SEARCH, 'deck', LIST);
    await expect(clear).toBeVisible();
    const deckInstalled = await totalAfter(
      page,
      LIST,
      () => choose(page, 'Installed', 'No'),
      (input) => input.installed === false && input.search === 'deck',
    );
    expect(deckInstalled).toBeLessThanOrEqual(deck);
    await setColumnShown(page, 'Asset', true);

    // Stored for the next visit.
    await page.reload();
    await expect(search).toHaveValue('deck');
    await expect(page.getByRole('combobox', { name: 'Installed' })).toHaveText('No');
    await expect(columnHeader(page.getByRole('grid'), 'Asset')).toBeVisible();
    await expectTotal(page, deckInstalled);
    await expect(clear).toBeVisible();

    await clear.click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Installed' })).toHaveText('All');
    await expect(columnHeader(page.getByRole('grid'), 'Asset')).toHaveCount(0);
    await expectTotal(page, all);
    await expect(clear).toHaveCount(0);

    // Nothing stored any more.
    await page.reload();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Installed' })).toHaveText('All');
    await expectTotal(page, all);
    await expect(clear).toHaveCount(0);
  });

  test('exports the filtered rows to Craft Records - MM-DD-YYYY.csv', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openList(page, '/craft-list/10', LIST);
    const deck = await searchList(page, SEARCH, 'deck', LIST);
    expect(deck).toBeGreaterThan(0);

    const before = new Date();
    const csv = await exportList(page);
    expectExportName(csv, 'Craft Records', before);
    expect(csv.header.slice(0, EXPORT_FIRST_COLUMNS.length)).toEqual(EXPORT_FIRST_COLUMNS);
    expect(csv.header.at(-1)).toBe('# Days Standing');
    expect(csv.header.slice(EXPORT_FIRST_COLUMNS.length, -1).sort()).toEqual(
      [...DEMO_DETAIL_COLUMNS].sort(),
    );
    expect(csv.rows).toHaveLength(deck);
    expect(new Set(csv.rows.map((row) => row.id)).size).toBe(deck);
    for (const row of csv.rows) {
      expect(searchedText(row)).toContain('deck');
      expect(row.created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
      expect(['TRUE', 'FALSE']).toContain(row.Installed);
      // Days standing only for installed records.
      expect(row['# Days Standing'] === '').toBe(row.Installed === 'FALSE');
    }
    // The rows in the list's order: the first one shown is the first one exported.
    const grid = page.getByRole('grid', { name: 'Scaffolding Records' });
    expect((await columnTexts(grid, 'Title'))[0]).toBe(csv.rows[0]?.title);

    // Nothing to export: the button is disabled.
    expect(await searchList(page, SEARCH, 'deck no-such-word', LIST)).toBe(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  test('a row opens its craft record', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openAllRecords(page);
    const csv = await exportList(page);
    const first = csv.rows[0];
    if (!first) throw new Error('no craft records to open');
    const grid = page.getByRole('grid', { name: 'All Open Records' });
    const row = bodyRows(grid).first();
    await expect(row.getByRole('gridcell', { name: first.title, exact: true })).toBeVisible();
    await row.getByRole('gridcell', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/craft-record/${first.id}$`));
  });

  test('a contractor sees only records of their company', async ({ page, browser }) => {
    const adminContext = await browser.newContext({ viewport: WIDE_SCREEN });
    let adminTotal: number;
    try {
      const adminPage = await adminContext.newPage();
      await signInTo(adminPage, DEMO.admin);
      adminTotal = await openAllRecords(adminPage);
    } finally {
      await adminContext.close();
    }

    await signInTo(page, DEMO.contractorA);
    const contractorTotal = await openAllRecords(page);
    expect(contractorTotal).toBeGreaterThan(0);
    expect(contractorTotal).toBeLessThan(adminTotal);
  });
});
