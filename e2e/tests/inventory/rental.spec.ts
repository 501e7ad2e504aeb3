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

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', as the screen shows days. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

type Planted = {
  objectId: string;
  objectTitle: string;
  recordTitle: string;
  companyName: string;
  monthStart: string;
  today: string;
};

/**
 * Rental history of an object made for this run (the demo's own history may differ): 6 put
 * up on the first of this month for a demo company on a demo record, 2 taken down today.
 */
async function plantRental(): Promise<Planted> {
  const [site] = await queryDatabase<{ today: string }>(
    `select to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as today
       from sites where site_key = 'DEMO'`,
  );
  const [record] = await queryDatabase<{ id: string; title: string }>(
    `select id, title from craft_records where site_key = 'DEMO' and deleted_at is null
      order by title limit 1`,
  );
  const [company] = await queryDatabase<{ id: string; name: string }>(
    `select id, name from companies where site_key = 'DEMO' and deleted_at is null
      order by name limit 1`,
  );
  if (!site || !record || !company) throw new Error('the demo site is not there');
  const today = site.today;
  const monthStart = `${today.slice(0, 8)}01`;
  const objectId = randomUUID();
  const objectTitle = `Rental tubes ${Date.now().toString(36)}`;
  await queryDatabase(
    `insert into inventory_objects (id, site_key, title, quantity_in_use)
     values ($1, 'DEMO', $2, 4)`,
    [objectId, objectTitle],
  );
  const line = `insert into inventory_transactions
      (id, site_key, object_id, type, value, company_id, parent_record_id, site_day, initiating_event)
    values ($1, 'DEMO', $2, $3, $4, $5, $6, $7, $8)`;
  await queryDatabase(line, [randomUUID(), objectId, 21, 6, company.id, record.id, monthStart, 10]);
  await queryDatabase(line, [randomUUID(), objectId, 22, 2, company.id, record.id, today, 20]);
  return {
    objectId,
    objectTitle,
    recordTitle: record.title,
    companyName: company.name,
    monthStart,
    today,
  };
}

let planted: Planted;
test.beforeAll(async () => {
  planted = await plantRental();
});
test.afterAll(async () => {
  // The object's lines go with it.
  await queryDatabase('delete from inventory_objects where id = $1', [planted.objectId]);
});

const dateField = (page: Page, name: 'From' | 'To') =>
  page.getByRole('textbox', { name, exact: true });

const rowOf = (page: Page) =>
  page.getByRole('table', { name: 'Rental' }).getByRole('row', { name: planted.objectTitle });

test.describe('rental', () => {
  test('a site admin reads rental days, changes the range, exports and moves a rent stop', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    // Inventory > Rental in the drawer.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('button', { name: 'Inventory' }).click();
    await navigation
      .getByRole('group', { name: 'Inventory' })
      .getByRole('link', { name: 'Rental' })
      .click();
    await expect(page).toHaveURL(/\/inventory\/rental$/);
    await expect(page.getByRole('heading', { name: 'Rental', level: 1 })).toBeVisible();

    // The default range is this month so far.
    await expect(dateField(page, 'From')).toHaveValue(planted.monthStart);
    await expect(dateField(page, 'To')).toHaveValue(planted.today);
    const row = rowOf(page);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: planted.recordTitle })).toHaveAttribute(
      'href',
      /^\/craft-record\//,
    );
    const days = Number(planted.today.slice(8, 10));
    // 2 billed until today (not today), 4 still up through today; up and down today bills today.
    const twoDays = Math.max(days - 1, 1);
    const cells = [
      planted.companyName,
      planted.objectTitle,
      '4',
      shown(planted.monthStart),
      '',
      String(days),
      String(2 * twoDays + 4 * days),
    ];
    await expect(row.getByRole('cell')).toHaveText([
      cells[0]!,
      new RegExp(planted.recordTitle),
      ...cells.slice(1),
      // A site admin sees money: the row offers an invoice for its record's rental days.
      'Create invoice',
    ]);
    await expect(
      page.getByRole('table', { name: 'Rental' }).getByRole('row', { name: /Total/ }),
    ).toBeVisible();
    await screenshot(page, `rental-1280`);

    // Export: Rental - {MM-DD-YYYY}.csv holding the row.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Rental - \d{2}-\d{2}-\d{4}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('Company,Craft Record,Object,Qty On Rent,Rent Start,Rent Stop');
    expect(csv).toContain(planted.objectTitle);

    // The Off Rent line: a date after the line's day is refused with the server's reason;
    // the first of the month is taken and shown.
    const offRent = page.getByRole('table', { name: 'Off Rent lines' });
    await offRent
      .getByRole('button', { name: new RegExp(`Change rent stop of ${planted.objectTitle}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change rent-stop date' });
    const date = dialog.getByLabel('Rent-stop date');
    await expect(date).toHaveValue(planted.today);
    const [next] = await queryDatabase<{ day: string }>(
      `select to_char($1::date + 1, 'YYYY-MM-DD') as day`,
      [planted.today],
    );
    await date.fill(next?.day ?? '');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "The rent-stop date can't be after the line's date.",
    );
    await screenshot(page, `rental-dialog`, { fullPage: false });
    await date.fill(planted.monthStart);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Rent-stop date changed.')).toBeVisible();
    const offRow = offRent.getByRole('row', { name: new RegExp(planted.recordTitle) }).filter({
      hasText: planted.objectTitle,
    });
    await expect(offRow).toContainText(shown(planted.monthStart));
    // Taken down on the first: 2 × 1 day (up and down the same day) + 4 × the month so far.
    // Unit-Days is the eighth cell (the last is the invoice action).
    await expect(row.getByRole('cell').nth(7)).toHaveText(String(2 + 4 * days));

    // A range before the history: nothing to bill, nothing to export.
    await dateField(page, 'From').fill('2020-01-01');
    await dateField(page, 'To').fill('2020-01-31');
    await expect(page.getByText('No material on rent in this range.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    // A range that ends before it starts is said, not silently empty.
    await dateField(page, 'To').fill('2019-12-01');
    await expect(page.getByText('The "to" date is before the "from" date.')).toBeVisible();

    // Phones: no sideways scroll, the row still read.
    await dateField(page, 'From').fill(planted.monthStart);
    await dateField(page, 'To').fill(planted.today);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `rental-390`);
  });

  test("a company user sees only their company's rental", async ({ page }) => {
    await signIn(page, DEMO.contractorB);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/inventory/rental');
    await expect(page.getByRole('heading', { name: 'Rental', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
    const [company] = await queryDatabase<{ name: string }>(
      `select c.name from site_users su join companies c on c.id = su.company_id
        join users u on u.id = su.user_id where u.email = $1 and su.site_key = 'DEMO'`,
      [DEMO.contractorB],
    );
    if (company?.name !== planted.companyName) await expect(rowOf(page)).toHaveCount(0);
  });
});
