import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../../fixtures';
import {
  bodyRows,
  columnHeader,
  columnTexts,
  expectExportName,
  expectTotal,
  exportList,
  openDrawerGroup,
  openList,
  rpc,
  searchList,
  setColumnShown,
  signInTo,
  siteDateKey,
  siteDayOf,
  sortableDateTime,
  totalAfter,
  uniqueWord,
  WIDE_SCREEN,
} from './list-helpers';

test.use({ viewport: WIDE_SCREEN });

const LIST = 'tasks/list';
const SEARCH = 'Search Tasks';
const CLOSED = ['Complete', 'Canceled'];

/** The day of an exported date-time, as YYYY-MM-DD ('' when empty). */
function dayOf(dateTime: string | undefined): string {
  return dateTime ? sortableDateTime(dateTime).slice(0, 10) : '';
}

/**
 * What every exported row of each list must be (DECISIONS.md, "Task lists"); the Completed
 * list is checked against its default range of the last 30 days.
 */
const LIST_RULES: Record<string, (row: Record<string, string>) => void> = {
  All: (row) => expect(CLOSED).not.toContain(row.status),
  'Estimate Approval': (row) =>
    expect(['Awaiting Estimate', 'Awaiting Approval']).toContain(row.status),
  'Awaiting Review': (row) => expect(['Awaiting Review', 'Awaiting Parts']).toContain(row.status),
  Scheduled: (row) => expect(row.status).toBe('Scheduled'),
  'In Progress': (row) => expect(['In Progress', 'On Hold']).toContain(row.status),
  Urgent: (row) => {
    expect(CLOSED).not.toContain(row.status);
    expect(row.urgent).toBe('TRUE');
  },
  Inspection: (row) => {
    expect(CLOSED).not.toContain(row.status);
    expect([
      'Inspection',
      'Safety Inspection',
      'Housekeeping Inspection',
      'Equipment Inspection',
    ]).toContain(row['task type']);
  },
  Backlog: (row) => {
    expect(row.status).toBe('Awaiting');
    // Scheduled before today (site time), or at the next opportunity (no date in the demo).
    if (row.scheduled) expect(dayOf(row.scheduled) < siteDateKey()).toBe(true);
  },
  Completed: (row) => {
    expect(row.status).toBe('Complete');
    expect(dayOf(row.completed) >= siteDateKey(-29)).toBe(true);
    expect(dayOf(row.completed) <= siteDateKey()).toBe(true);
  },
};

function searchedText(row: Record<string, string>): string {
  return [row.title, row.description, row['work order']].join(' ').toLowerCase();
}

async function openAllTasks(page: Page) {
  const total = await openList(page, '/task-list/All', LIST);
  await expect(page.getByRole('heading', { name: 'All Tasks', level: 1 })).toBeVisible();
  return total;
}

test.describe('task lists', () => {
  test('each list is titled "<param> Tasks" and holds and exports the tasks it names', async ({
    page,
  }) => {
    test.slow();
    await signInTo(page, DEMO.admin);
    const tasks = await openDrawerGroup(page, 'Tasks');
    for (const [param, rule] of Object.entries(LIST_RULES)) {
      const total = await totalAfter(
        page,
        LIST,
        () => tasks.getByRole('link', { name: param, exact: true }).click(),
        (input) => input.taskParam === param,
      );
      await expect(page).toHaveURL(new RegExp(`/task-list/${encodeURIComponent(param)}$`));
      await expect(page.getByRole('heading', { name: `${param} Tasks`, level: 1 })).toBeVisible();
      expect(total, `${param} has tasks in the demo`).toBeGreaterThan(0);
      const before = new Date();
      const csv = await exportList(page);
      expectExportName(csv, 'Tasks', before);
      expect(csv.rows, `the ${param} export`).toHaveLength(total);
      for (const row of csv.rows) rule(row);
    }
  });

  test('search keeps the tasks matching every word', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const all = await openAllTasks(page);
    const inspection = await searchList(page, SEARCH, 'inspection', LIST);
    const deck = await searchList(page, SEARCH, 'DECK', LIST);
    const both = await searchList(page, SEARCH, 'deck Inspection', LIST);
    expect(inspection).toBeLessThan(all);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(Math.min(inspection, deck));

    const grid = page.getByRole('grid', { name: 'All Tasks' });
    for (const title of await columnTexts(grid, 'Title')) expect(title).toMatch(/inspection/i);

    const csv = await exportList(page);
    expect(csv.rows).toHaveLength(both);
    for (const row of csv.rows) {
      expect(searchedText(row)).toContain('deck');
      expect(searchedText(row)).toContain('inspection');
    }
  });

  test('sorts by a clicked column header, unscheduled tasks as if on 01/01/2050', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    await openAllTasks(page);
    const grid = page.getByRole('grid', { name: 'All Tasks' });
    const header = columnHeader(grid, 'Scheduled');

    await totalAfter(
      page,
      LIST,
      () => header.click(),
      (input) => JSON.stringify(input.sort) === '{"field":"timestampScheduled","direction":"asc"}',
    );
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await columnTexts(grid, 'Scheduled')).map(sortableDateTime);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort());

    await totalAfter(
      page,
      LIST,
      () => header.click(),
      (input) => JSON.stringify(input.sort) === '{"field":"timestampScheduled","direction":"desc"}',
    );
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    // Tasks without a date sort as the latest, so they lead the descending order.
    const descending = await columnTexts(grid, 'Scheduled');
    expect(descending[0]).toBe('');
    const dated = descending.filter(Boolean).map(sortableDateTime);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(descending.slice(0, descending.length - dated.length).every((t) => t === '')).toBe(true);
  });

  test('the column chooser shows a hidden column, kept after a reload', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openAllTasks(page);
    const grid = page.getByRole('grid', { name: 'All Tasks' });
    // The spec's default columns.
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Craft',
      'Title',
      'Status',
      'Task Type',
      'Scheduled',
      'Location',
    ]);
    await setColumnShown(page, 'Assigned Company', true);
    await expect(columnHeader(grid, 'Assigned Company')).toBeVisible();
    const companies = await columnTexts(grid, 'Assigned Company');
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) expect(company).not.toBe('');

    await page.reload();
    await expect(columnHeader(grid, 'Assigned Company')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(columnHeader(grid, 'Assigned Company')).toHaveCount(0);
  });

  test('the Completed list filters by a completion date range, the last 30 site days by default', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    const lastMonth = await openList(page, '/task-list/Completed', LIST);
    const from = page.getByRole('textbox', { name: 'Completed from' });
    const to = page.getByRole('textbox', { name: 'Completed to' });
    await expect(from).toHaveValue(siteDateKey(-29));
    await expect(to).toHaveValue(siteDateKey());
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await expect(clear).toHaveCount(0);

    const lastWeek = await totalAfter(
      page,
      LIST,
      () => from.fill(siteDateKey(-7)),
      (input) =>
        typeof input.completedFrom === 'string' &&
        siteDayOf(input.completedFrom) === siteDateKey(-7),
    );
    expect(lastWeek).toBeLessThan(lastMonth);
    await expect(clear).toBeVisible();
    const week = await exportList(page);
    expect(week.rows).toHaveLength(lastWeek);
    for (const row of week.rows) {
      expect(dayOf(row.completed) >= siteDateKey(-7)).toBe(true);
      expect(dayOf(row.completed) <= siteDateKey()).toBe(true);
    }

    const quarter = await totalAfter(
      page,
      LIST,
      () => from.fill(siteDateKey(-90)),
      (input) =>
        typeof input.completedFrom === 'string' &&
        siteDayOf(input.completedFrom) === siteDateKey(-90),
    );
    expect(quarter).toBeGreaterThan(lastMonth);

    // Kept for the next visit, until Clear filters.
    await page.reload();
    await expect(from).toHaveValue(siteDateKey(-90));
    await expectTotal(page, quarter);
    await clear.click();
    await expect(from).toHaveValue(siteDateKey(-29));
    await expect(to).toHaveValue(siteDateKey());
    await expectTotal(page, lastMonth);
    await expect(clear).toHaveCount(0);
  });

  test('an open-ended completion range keeps every task completed since "from"', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    await openList(page, '/task-list/Completed', LIST);
    const from = page.getByRole('textbox', { name: 'Completed from' });
    const quarter = await totalAfter(
      page,
      LIST,
      () => from.fill(siteDateKey(-90)),
      (input) =>
        typeof input.completedFrom === 'string' &&
        siteDayOf(input.completedFrom) === siteDateKey(-90),
    );
    // Nothing is completed after today: no end date means the same rows.
    const openEnded = await totalAfter(
      page,
      LIST,
      () => page.getByRole('textbox', { name: 'Completed to' }).fill(''),
      (input) => input.completedTo === null,
    );
    expect(openEnded).toBe(quarter);
  });

  test('Clear filters shows once searched and empties the search', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const all = await openAllTasks(page);
    const clear = page.getByRole('button', { name: 'Clear filters' });
    const search = page.getByRole('searchbox', { name: SEARCH });
    await expect(clear).toHaveCount(0);
    const repairs = await searchList(page, SEARCH, 'repair', LIST);
    expect(repairs).toBeLessThan(all);
    await expect(clear).toBeVisible();

    await page.reload();
    await expect(search).toHaveValue('repair');
    await expectTotal(page, repairs);
    await clear.click();
    await expect(search).toHaveValue('');
    await expectTotal(page, all);
    await expect(clear).toHaveCount(0);
  });

  test('exports the filtered tasks to Tasks - MM-DD-YYYY.csv', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openList(page, '/task-list/Urgent', LIST);
    const found = await searchList(page, SEARCH, 'installation', LIST);
    expect(found).toBeGreaterThan(0);
    const before = new Date();
    const csv = await exportList(page);
    expectExportName(csv, 'Tasks', before);
    expect(csv.header.slice(0, 3)).toEqual(['id', 'title', 'description']);
    expect(csv.rows).toHaveLength(found);
    expect(new Set(csv.rows.map((row) => row.id)).size).toBe(found);
    for (const row of csv.rows) {
      expect(searchedText(row)).toContain('installation');
      expect(row.urgent).toBe('TRUE');
    }
    // The list's order: newest first.
    const created = csv.rows.map((row) => sortableDateTime(row.created));
    expect(created).toEqual([...created].sort().reverse());
    const grid = page.getByRole('grid', { name: 'Urgent Tasks' });
    expect((await columnTexts(grid, 'Title'))[0]).toBe(csv.rows[0]?.title);

    expect(await searchList(page, SEARCH, 'installation no-such-word', LIST)).toBe(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  test('a row opens its task on its craft record', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openList(page, '/task-list/In%20Progress', LIST);
    const csv = await exportList(page);
    const first = csv.rows[0];
    if (!first) throw new Error('no tasks to open');
    const grid = page.getByRole('grid', { name: 'In Progress Tasks' });
    const row = bodyRows(grid).first();
    await expect(row.getByRole('gridcell', { name: first.title, exact: true })).toBeVisible();
    await row.getByRole('gridcell', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/craft-record/${first['craft record id']}/${first.id}$`),
    );
  });

  test('a task created elsewhere appears in the open list without a reload', async ({
    page,
    browser,
  }) => {
    const title = uniqueWord('Live row ');
    await signInTo(page, DEMO.admin);
    await openAllTasks(page);
    expect(await searchList(page, SEARCH, title, LIST)).toBe(0);
    await expect(page.getByRole('grid', { name: 'All Tasks' }).getByText('No rows')).toBeVisible();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (globalThis as unknown as { liveMark: boolean }).liveMark = true;
    });

    const plantContext = await browser.newContext();
    try {
      const plant = await plantContext.newPage();
      await signInTo(plant, DEMO.plant);
      const companies = await rpc<{ id: string; name: string; craftTypes: number[] }[]>(
        plant,
        'sites/listCompanies',
      );
      const scaffolder = companies.find((c) => c.craftTypes.includes(10));
      if (!scaffolder) throw new Error('no Scaffolding company on DEMO');
      const records = await rpc<{ rows: { id: string }[] }>(plant, 'craftRecords/list', {
        status: 'open',
        craftType: 10,
        pageSize: 25,
      });
      const record = records.rows[0];
      if (!record) throw new Error('no open Scaffolding record on DEMO');
      await rpc(plant, 'tasks/create', {
        craftType: 10,
        taskType: 11,
        craftRecordId: record.id,
        schedule: { choice: 'urgent' },
        assignedCompanyId: scaffolder.id,
        title,
      });
    } finally {
      await plantContext.close();
    }

    const grid = page.getByRole('grid', { name: 'All Tasks' });
    await expect(bodyRows(grid)).toHaveCount(1, { timeout: 15_000 });
    await expect(bodyRows(grid).first().getByRole('gridcell', { name: title })).toBeVisible();
    await expectTotal(page, 1);
    expect(
      await page.evaluate(() => (globalThis as unknown as { liveMark?: boolean }).liveMark),
    ).toBe(true);
  });
});
