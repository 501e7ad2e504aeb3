import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signIn,
  test,
  screenshot,
} from '../../fixtures';

type Planted = {
  objectId: string;
  objectTitle: string;
  recordId: string;
  recordTitle: string;
  taskId: string;
  taskTitle: string;
  companyName: string;
  adminName: string;
};

/**
 * Two lines of an object made for this run (the demo's own transactions may differ): a
 * Reserve for a demo company on a demo record's task by the site admin, and a count
 * correction of the server's with no location.
 */
async function plantTransactions(): Promise<Planted> {
  const [task] = await queryDatabase<{
    recordId: string;
    recordTitle: string;
    taskId: string;
    taskTitle: string;
  }>(
    `select r.id as "recordId", r.title as "recordTitle", t.id as "taskId", t.title as "taskTitle"
       from tasks t join craft_records r on r.id = t.craft_record_id
      where t.site_key = 'DEMO' and t.deleted_at is null and r.deleted_at is null
      order by r.title, t.title limit 1`,
  );
  const [company] = await queryDatabase<{ id: string; name: string }>(
    `select id, name from companies where site_key = 'DEMO' and deleted_at is null
      order by name limit 1`,
  );
  const [admin] = await queryDatabase<{ id: string; name: string }>(
    'select id, name from users where email = $1',
    [DEMO.admin],
  );
  if (!task || !company || !admin) throw new Error('the demo site is not there');
  const objectId = randomUUID();
  const objectTitle = `Ledger planks ${Date.now().toString(36)}`;
  await queryDatabase(
    `insert into inventory_objects (id, site_key, title, quantity_available, quantity_reserved)
     values ($1, 'DEMO', $2, 8, 2)`,
    [objectId, objectTitle],
  );
  const line = `insert into inventory_transactions
      (id, site_key, object_id, type, value, company_id, user_id, parent_record_id, task_id,
       reason, site_day, timestamp_created)
    values ($1, 'DEMO', $2, $3, $4, $5, $6, $7, $8, $9, current_date, now() - $10::interval)`;
  await queryDatabase(line, [
    randomUUID(),
    objectId,
    90,
    10,
    null,
    null,
    null,
    null,
    'count',
    '2 hours',
  ]);
  await queryDatabase(line, [
    randomUUID(),
    objectId,
    5,
    2,
    company.id,
    admin.id,
    task.recordId,
    task.taskId,
    null,
    '1 hour',
  ]);
  return { objectId, objectTitle, ...task, companyName: company.name, adminName: admin.name };
}

let planted: Planted;
test.beforeAll(async () => {
  planted = await plantTransactions();
});
test.afterAll(async () => {
  // The object's lines go with it.
  await queryDatabase('delete from inventory_objects where id = $1', [planted.objectId]);
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Inventory Transactions' });
const plantedRows = (page: Page) =>
  grid(page).getByRole('row').filter({ hasText: planted.objectTitle });

async function openFromDrawer(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Inventory' }).click();
  await navigation
    .getByRole('group', { name: 'Inventory' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveURL(/\/inventory\/transactions$/);
  await expect(
    page.getByRole('heading', { name: 'Inventory Transactions', level: 1 }),
  ).toBeVisible();
}

test.describe('inventory transactions', () => {
  test('a site admin searches, filters by type, exports and opens a record', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await openFromDrawer(page);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/home',
    );

    // Newest first: the planted Reserve line is on the first page, with its names.
    const rows = plantedRows(page);
    await expect(rows).toHaveCount(2);
    const headers = grid(page).getByRole('columnheader');
    await expect(headers).toHaveText([
      'Object',
      'User',
      'Company',
      'Created',
      'Type',
      'Qty',
      'Location',
    ]);
    await expect(rows.first().getByRole('gridcell')).toHaveText([
      planted.objectTitle,
      planted.adminName,
      planted.companyName,
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
      'Reserve',
      '2',
      '[No location]',
    ]);
    await expect(rows.nth(1).getByRole('gridcell').nth(1)).toHaveText('server');
    await screenshot(page, `transactions-1280`);

    // Search: the object's title.
    await page
      .getByRole('searchbox', { name: 'Search Inventory Transactions' })
      .fill(planted.objectTitle);
    await expect(grid(page).getByRole('row')).toHaveCount(3); // the header and two rows

    // Type: Reserve only.
    await page.getByRole('combobox', { name: /^Type / }).click();
    await page.getByRole('option', { name: 'Reserve', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(grid(page).getByRole('row')).toHaveCount(2);
    await expect(plantedRows(page).getByRole('gridcell').nth(4)).toHaveText('Reserve');

    // Export: the filtered row, every column.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Inventory Transactions - \d{2}-\d{2}-\d{4}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('Object,User,Company,Created,Type,Qty,Location,Craft Record,Task,Reason');
    expect(csv.filter((l) => l.startsWith(planted.objectTitle))).toHaveLength(1);
    expect(csv[1]).toContain('Reserve');

    // Remembered: the search and the type come back after a reload.
    await page.reload();
    await expect(
      page.getByRole('searchbox', { name: 'Search Inventory Transactions' }),
    ).toHaveValue(planted.objectTitle);
    await expect(grid(page).getByRole('row')).toHaveCount(2);

    // The Craft Record and Task columns from the chooser (wide enough for all nine columns to
    // render); the task link opens the task.
    await page.setViewportSize({ width: 1800, height: 900 });
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Craft Record' }).check();
    await page.getByRole('checkbox', { name: 'Task' }).check();
    await page.keyboard.press('Escape');
    const row = plantedRows(page);
    await expect(row.getByRole('link', { name: planted.taskTitle })).toHaveAttribute(
      'href',
      `/craft-record/${planted.recordId}/${planted.taskId}`,
    );
    // By keyboard: focus the Location cell, move right to the record's link, Enter.
    await row.getByRole('gridcell', { name: '[No location]' }).click();
    await page.keyboard.press('ArrowRight');
    const recordLink = row.getByRole('link', { name: planted.recordTitle, exact: true });
    await expect(recordLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/craft-record/${planted.recordId}$`));

    // Clear filters brings every row back.
    await page.goBack();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(plantedRows(page)).toHaveCount(2);
  });

  test('a reversed date range is said instead of an empty list', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/inventory/transactions');
    await page.getByLabel('Created from').fill('2026-03-15');
    await page.getByLabel('Created to').fill('2026-03-14');
    await expect(page.getByText('The "to" date is before the "from" date.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(plantedRows(page)).toHaveCount(2);
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/inventory/transactions');
    await expect(
      page.getByRole('heading', { name: 'Inventory Transactions', level: 1 }),
    ).toBeVisible();
    // The rows are cards on a phone (decision 178).
    await expect(
      page
        .getByRole('list', { name: 'Inventory Transactions' })
        .getByRole('listitem')
        .filter({ hasText: planted.objectTitle }),
    ).toHaveCount(2);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `transactions-390`);
  });
});
