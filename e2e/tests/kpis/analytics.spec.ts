import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signOut,
  test,
  screenshot,
  SCREENS_DIR,
} from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const SHOTS = SCREENS_DIR;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const EXPORT_DATE = /\d{2}-\d{2}-\d{4}/.source;

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`);
}

type Planted = { recordId: string; taskId: string; location: string; plantName: string };

/**
 * A craft record with one urgent task created by the plant user in the middle of last month, for
 * contractor A's company at a demo location: the charts of last month have at least that bar,
 * whatever history the demo site holds.
 */
async function plantLastMonthTask(): Promise<Planted> {
  const [row] = await queryDatabase<{
    locationId: string;
    location: string;
    companyId: string;
    plantId: string;
    plantName: string;
  }>(
    `select l.id as "locationId", l.title as location, su.company_id as "companyId",
            p.id as "plantId", p.name as "plantName"
       from locations l
       join user_locations ul on ul.location_id = l.id and ul.value
       join users a on a.id = ul.user_id and a.email = $1
       join site_users su on su.user_id = a.id and su.site_key = 'DEMO'
       join users p on p.email = $2
      where l.site_key = 'DEMO' and l.deleted_at is null
        and exists (select 1 from user_locations pl join users pu on pu.id = pl.user_id
                     where pu.email = $2 and pl.location_id = l.id and pl.value)
      order by l.title limit 1`,
    [DEMO.contractorA, DEMO.plant],
  );
  if (!row) throw new Error('the demo site is not there');
  const recordId = randomUUID();
  const taskId = randomUUID();
  const created = `date_trunc('month', now() at time zone 'America/Chicago') - interval '15 days'`;
  await queryDatabase(
    `insert into craft_records (id, site_key, title, craft_type, location_id,
        authorized_companies, created_by, timestamp_record_created)
     values ($1, 'DEMO', 'Analytics check scaffold', 10, $2, array[$3], $4,
        (${created}) at time zone 'America/Chicago')`,
    [recordId, row.locationId, row.companyId, row.plantId],
  );
  await queryDatabase(
    `insert into tasks (id, site_key, craft_record_id, title, task_status, task_type, craft_type,
        location_id, assigned_company_id, created_by, urgent, timestamp_created)
     values ($1, 'DEMO', $2, 'Analytics check task', 30, 10, 10, $3, $4, $5, true,
        (${created}) at time zone 'America/Chicago')`,
    [taskId, recordId, row.locationId, row.companyId, row.plantId],
  );
  return { recordId, taskId, location: row.location, plantName: row.plantName };
}

let planted: Planted;
test.beforeAll(async () => {
  planted = await plantLastMonthTask();
});
test.afterAll(async () => {
  await queryDatabase('delete from tasks where id = $1', [planted.taskId]);
  await queryDatabase('delete from craft_records where id = $1', [planted.recordId]);
});

async function openAnalytics(page: Page) {
  await page.goto('/kpis/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
}

/** The chart's screen-reader table. */
const chartTable = (page: Page, title: string) => page.getByRole('table', { name: title });

test('a plant user charts last month’s tasks by location, switches chart and exports CSV and PNG', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInTo(page, DEMO.plant);
  await openAnalytics(page);
  await expect(page.getByRole('link', { name: 'Back to KPIs' })).toHaveAttribute(
    'href',
    '/kpis/dashboard',
  );
  // Default: Tasks Created by Location over the whole previous month.
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Last Month');
  await expect(page.getByRole('combobox', { name: 'Chart' })).toHaveText(
    'Tasks Created by Location',
  );
  await expect(
    page.getByRole('heading', { name: 'Tasks Created by Location', level: 2 }),
  ).toBeVisible();
  const byLocation = chartTable(page, 'Tasks Created by Location');
  await expect(
    byLocation.getByRole('row', { name: new RegExp(`^${literal(planted.location)} \\d+`) }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('analytics-chart').locator('svg').first()).toBeVisible();
  await shot(page, 'analytics-1280');

  // Another chart: per creator.
  await page.getByRole('combobox', { name: 'Chart' }).click();
  await page.getByRole('option', { name: /^Tasks Created by User/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Tasks Created by User', level: 2 }),
  ).toBeVisible();
  const byUser = chartTable(page, 'Tasks Created by User');
  await expect(
    byUser.getByRole('row', { name: new RegExp(`^${literal(planted.plantName)} \\d+`) }),
  ).toBeVisible({
    timeout: 30_000,
  });

  // A share chart offers the percentage, on a 0 to 100 axis.
  await page.getByRole('combobox', { name: 'Chart' }).click();
  await page.getByRole('option', { name: /^Urgent Tasks Created by Location/ }).click();
  await expect(
    page.getByRole('heading', { name: /^Urgent Tasks Created by Location/ }),
  ).toBeVisible();
  const percentage = page.getByRole('checkbox', { name: 'Show as percentage' });
  await percentage.check();
  await expect(
    page.getByRole('heading', { name: 'Urgent Tasks Created by Location (% of Tasks Created)' }),
  ).toBeVisible();
  // The planted task is urgent: the chart has a bar, on an axis to 100%.
  const chart = page.getByTestId('analytics-chart');
  await expect(chart.locator('text', { hasText: /^100%$/ })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'analytics-percentage-1280');
  await page.getByRole('combobox', { name: 'Chart' }).click();
  await page.getByRole('option', { name: /^Tasks Created by User/ }).click();
  await expect(percentage).toBeHidden();
  await expect(byUser.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  // Export CSV (the server's file) and PNG (the chart drawn on a canvas).
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(
    new RegExp(`^Analytics - Tasks Created by User - ${EXPORT_DATE}\\.csv$`),
  );
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text).toContain('User,Tasks Created by User');
  expect(text).toContain(planted.plantName);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toMatch(
    new RegExp(`^Analytics - Tasks Created by User - ${EXPORT_DATE}\\.png$`),
  );
  const bytes = readFileSync(await png.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(2000);
  if (SHOTS) await png.saveAs(`${SHOTS}/analytics-export.png`);

  // 390 px wide: nothing runs out sideways.
  await page.setViewportSize(PHONE);
  await expect(byUser.getByRole('row').nth(1)).toBeAttached();
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, 'analytics-390');
  await signOut(page);
});

test('a contractor sees the per-user, on-behalf-of and without-work-order charts disabled, saying why', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInTo(page, DEMO.contractorA);
  await openAnalytics(page);
  const byLocation = chartTable(page, 'Tasks Created by Location');
  await expect(
    byLocation.getByRole('row', { name: new RegExp(`^${literal(planted.location)} \\d+`) }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Chart' }).click();
  const reason = 'Only plant personnel can see this chart.';
  for (const title of [
    'Tasks Created by User',
    'Tasks Created by On-Behalf-Of User',
    'Urgent Tasks Created by User On Behalf Of',
    'Same-Day Tasks Created by User',
    'Craft Records Created Without Work Order by User',
  ]) {
    const option = page.getByRole('option', { name: new RegExp(`^${title}`) });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toContainText(reason);
  }
  for (const title of ['Urgent Tasks Created by Location', 'Same-Day Tasks Created by Location']) {
    await expect(page.getByRole('option', { name: new RegExp(`^${title}`) })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await shot(page, 'analytics-contractor-390');
  await page.getByRole('option', { name: /^Same-Day Tasks Created by Location/ }).click();
  await expect(
    page.getByRole('heading', { name: /^Same-Day Tasks Created by Location/ }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await signOut(page);
});
