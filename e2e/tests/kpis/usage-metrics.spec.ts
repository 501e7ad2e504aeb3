import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, horizontalOverflow, queryDatabase, test, screenshot } from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const APEX = 'Apex Scaffold Services';
const BRIGHTLINE = 'Brightline Coatings';

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Usage Metrics' });
const rowOf = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
/** Under 600 px the list's rows are cards (decision 178). */
const cardOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Usage Metrics' }).getByRole('listitem').filter({ hasText: name });

/** The Sign-ins cells of the shown rows, as numbers. */
async function signInCounts(page: Page): Promise<number[]> {
  const cells = grid(page).locator('[role="gridcell"][data-field="signIns"]');
  return (await cells.allTextContents()).map((text) => Number(text.trim()));
}

/**
 * The demo's own history may differ (the seed's sign-in history is optional): Brightline's
 * contractor last signed in 120 days ago, Apex's contractor three times this month.
 */
test.beforeAll(async () => {
  const ago = (days: number) => `now() - interval '${days} days'`;
  await queryDatabase(
    `delete from sign_ins where user_id = (select id from users where email = $1)`,
    [DEMO.contractorB],
  );
  await queryDatabase(
    `insert into sign_ins (user_id, at) select id, ${ago(120)} from users where email = $1`,
    [DEMO.contractorB],
  );
  for (const days of [2, 5, 9]) {
    await queryDatabase(
      `insert into sign_ins (user_id, at) select id, ${ago(days)} from users where email = $1`,
      [DEMO.contractorA],
    );
  }
});

test.describe('usage metrics', () => {
  test('plant personnel see every company, filter, sort and export', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInTo(page, DEMO.plant);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Usage Metrics' }).click();
    await expect(page).toHaveURL(/\/usage-metrics$/);
    await expect(page.getByRole('heading', { name: 'Usage Metrics', level: 1 })).toBeVisible();

    // The last 30 days, users of several companies, and the plant user's own sign-in.
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Last 30 Days');
    await expect(rowOf(page, 'Casey Apex')).toBeVisible();
    await expect(rowOf(page, 'Bailey Bright')).toBeVisible();
    await expect(rowOf(page, 'Casey Apex').getByRole('gridcell').nth(2)).toHaveText(APEX);
    await expect(rowOf(page, 'Bailey Bright').getByRole('gridcell').nth(2)).toHaveText(BRIGHTLINE);
    await expect(rowOf(page, 'Pat Plant').getByRole('gridcell').nth(3)).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
    );
    const byCompany = page.getByRole('table', { name: 'By company' });
    await expect(byCompany.getByRole('row', { name: new RegExp(APEX) })).toBeVisible();
    await expect(byCompany.getByRole('row', { name: new RegExp(BRIGHTLINE) })).toBeVisible();
    await shot(page, 'usage-metrics-plant-1280');

    // No sign-in in 90 days: Brightline's contractor, not the plant user who just signed in.
    await page.getByRole('combobox', { name: 'No sign-in in' }).click();
    await page.getByRole('option', { name: '90 days' }).click();
    await expect(rowOf(page, 'Bailey Bright')).toBeVisible();
    await expect(rowOf(page, 'Pat Plant')).toHaveCount(0);
    await expect(rowOf(page, 'Casey Apex')).toHaveCount(0);
    await shot(page, 'usage-metrics-no-sign-in-1280');

    // Back to any; sort by Sign-ins, ascending then descending.
    await page.getByRole('combobox', { name: 'No sign-in in' }).click();
    await page.getByRole('option', { name: 'Any' }).click();
    await expect(rowOf(page, 'Pat Plant')).toBeVisible();
    const signInsHeader = grid(page).getByRole('columnheader', { name: 'Sign-ins' });
    await grid(page).getByRole('columnheader', { name: 'User' }).click();
    await signInsHeader.click();
    await expect(signInsHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const counts = await signInCounts(page);
        return counts.length > 1 && counts.every((n, i) => i === 0 || counts[i - 1]! <= n);
      })
      .toBe(true);
    await signInsHeader.click();
    await expect(signInsHeader).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const counts = await signInCounts(page);
        return counts.length > 1 && counts.every((n, i) => i === 0 || counts[i - 1]! >= n);
      })
      .toBe(true);

    // Export: the file of the list.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Usage Metrics - \d{2}-\d{2}-\d{4}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe(
      'User,E-mail,Company,Last App Opened,Sign-ins,Last Sign-in,Records Created,Tasks Created',
    );
    expect(csv.some((line) => line.startsWith(`Casey Apex,${DEMO.contractorA},${APEX},`))).toBe(
      true,
    );

    // Company: Brightline only.
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: BRIGHTLINE }).click();
    await expect(rowOf(page, 'Casey Apex')).toHaveCount(0);
    await expect(rowOf(page, 'Bailey Bright')).toBeVisible();
    await expect(byCompany.getByRole('row', { name: new RegExp(APEX) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rowOf(page, 'Casey Apex')).toBeVisible();

    await page.setViewportSize(PHONE);
    await expect(cardOf(page, 'Casey Apex')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'usage-metrics-plant-390');
  });

  test("a contractor sees their company's users only", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInTo(page, DEMO.contractorA);
    await page.goto('/usage-metrics');
    await expect(page.getByRole('heading', { name: 'Usage Metrics', level: 1 })).toBeVisible();
    await expect(cardOf(page, 'Casey Apex')).toBeVisible();
    await expect(cardOf(page, 'Frankie Foreman')).toBeVisible();
    await expect(cardOf(page, 'Bailey Bright')).toHaveCount(0);
    await expect(cardOf(page, 'Pat Plant')).toHaveCount(0);
    // No company choice for a company user; the counts are their company's.
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
    const byCompany = page.getByRole('table', { name: 'By company' });
    await expect(byCompany.getByRole('row')).toHaveCount(2); // the header and Apex
    await expect(byCompany.getByRole('row', { name: new RegExp(APEX) })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'usage-metrics-contractor-390');

    await page.setViewportSize(DESKTOP);
    await expect(rowOf(page, 'Casey Apex')).toBeVisible();
    await shot(page, 'usage-metrics-contractor-1280');
  });
});
