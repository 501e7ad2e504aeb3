import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

/** The KPI dashboard, its cards loaded. */
async function openKpis(page: Page) {
  await page.goto('/kpis/dashboard');
  await expect(page.getByRole('heading', { name: 'KPIs', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Average Days Standing:/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** A date picker's shown date ("MM/DD/YYYY") as YYYY-MM-DD. */
async function pickerDay(page: Page, name: string): Promise<string> {
  const text = (await page.getByRole('group', { name }).textContent()) ?? '';
  const [, month, day, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text.replace(/[^\d/]/g, '')) ?? [];
  return `${year}-${month}-${day}`;
}

test.describe('one definition of Average Days Standing and of Last 30 Days', () => {
  test('the standing summary and the Average Days Standing card show the same whole days', async ({
    page,
  }) => {
    await signInTo(page, DEMO.plant);
    await openKpis(page);
    const summary = page
      .getByRole('region', { name: 'Standing scaffolds' })
      .getByRole('heading', { name: 'Average Days Standing' })
      .locator('xpath=..')
      .getByRole('paragraph');
    const card = page
      .getByRole('button', { name: /^Average Days Standing:/ })
      .getByTestId('kpi-value');
    // The demo site has scaffolds standing for months: a whole number of days, no decimals.
    await expect(summary).toHaveText(/^[1-9][\d,]*$/);
    const shown = (await summary.textContent()) ?? '';
    await expect(card).toHaveText(shown);
  });

  test('the Completed list starts on the first day of the KPIs’ Last 30 Days', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await openKpis(page);
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Last 30 Days');
    const from = await pickerDay(page, 'From');
    const to = await pickerDay(page, 'To');
    expect(from < to).toBe(true);

    await page.goto('/task-list/Completed');
    await expect(page.getByRole('textbox', { name: 'Completed from' })).toHaveValue(from);
    await expect(page.getByRole('textbox', { name: 'Completed to' })).toHaveValue(to);
  });
});
