import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, horizontalOverflow, signOut, test, screenshot } from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The demo company of DEMO.contractorA. */
const APEX = 'Apex Scaffold Services';

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`);
}

async function openDashboard(page: Page) {
  await page.goto('/kpis/dashboard');
  await expect(page.getByRole('heading', { name: 'KPIs', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Schedule Compliance:/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** A card's shown value ("1,234", "87.5%"). */
async function cardValue(page: Page, title: string): Promise<string> {
  const card = page.getByRole('button', { name: new RegExp(`^${title}:`) });
  return (await card.getByTestId('kpi-value').textContent())?.trim() ?? '';
}

/** The chart's data table rows as [label, value, tasks]. */
async function tableRows(table: Locator): Promise<[string, string, string][]> {
  const rows = table.locator('tbody tr');
  const out: [string, string, string][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator('td').allTextContents();
    out.push([cells[0] ?? '', cells[1] ?? '', cells[2] ?? '']);
  }
  return out;
}

const tasksText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'task' : 'tasks'}`;

test.describe('KPI dashboard', () => {
  test('shows the standing summary, cards and a chart; a bar lists as many tasks as it counts', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signInTo(page, DEMO.plant);

    // From the drawer.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'KPIs', exact: true }).click();
    await expect(page).toHaveURL(/\/kpis\/dashboard$/);
    await openDashboard(page);

    const standing = page.getByRole('region', { name: 'Standing scaffolds' });
    await expect(standing.getByText('Total Scaffolds Standing')).toBeVisible();
    await expect(standing.getByText('Average Days Standing')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historical Data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/kpis/analytics',
    );

    // The default selected card and its chart.
    await expect(page.getByRole('button', { name: /^Schedule Compliance:/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('figure', { name: /Schedule Compliance chart/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'About Schedule Compliance' })).toBeVisible();
    await shot(page, 'kpi-dashboard-1280');

    // Historical Update needs two dates.
    const update = page.getByRole('button', { name: 'Historical Update' });
    await expect(update).toBeEnabled();
    const to = page.getByRole('group', { name: 'To' });
    await to.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect(update).toBeDisabled();
    // Back to the default range through its preset.
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Last 30 Days' }).click();
    await expect(update).toBeEnabled();
    // A year of history, weekly.
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'YTD' }).click();
    await update.click();

    // Tasks Completed, by week: a bar opens as many tasks as its value.
    await page.getByRole('button', { name: /^Tasks Completed:/ }).click();
    const figure = page.getByRole('figure', { name: /Tasks Completed chart/ });
    await expect(figure).toBeVisible();
    await page.getByRole('button', { name: 'Weekly' }).click();
    await page.getByRole('button', { name: 'Show data table' }).click();
    const table = page.getByRole('table', { name: 'Tasks Completed data' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const rows = await tableRows(table);
    const index = rows.findIndex(([, value]) => Number(value.replace(/,/g, '')) > 0);
    expect(index, 'a week with completed tasks in the demo history').toBeGreaterThanOrEqual(0);
    const [label, value] = rows[index] ?? ['', '0'];
    const count = Number(value.replace(/,/g, ''));
    await figure.locator('.MuiBarElement-root').nth(index).click();
    const dialog = page.getByRole('dialog', { name: `Tasks Completed · ${label}` });
    await expect(dialog.getByRole('status')).toHaveText(tasksText(count));
    await shot(page, 'kpi-dashboard-dialog-1280');

    // Each task opens its craft record page in a new tab.
    const first = dialog.getByRole('list', { name: 'Tasks' }).getByRole('link').first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener');
    await expect(first).toHaveAttribute('href', /^\/craft-record\/[^/]+\/[^/]+$/);
    const opened = context.waitForEvent('page');
    await first.click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
    await tab.close();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The same dialog from the keyboard, through the table's row.
    await table.getByRole('button', { name: `${count} tasks of ${label}` }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(tasksText(count));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A pie: Schedule Classes; a slice lists the tasks of its class.
    await page.getByRole('button', { name: /^Schedule Classes:/ }).click();
    const pie = page.getByRole('figure', { name: /Schedule Classes chart/ });
    await expect(pie).toBeVisible();
    const classes = page.getByRole('table', { name: 'Schedule Classes data' });
    await expect(classes.locator('tbody tr').first()).toBeVisible();
    const slices = await tableRows(classes);
    const sliceIndex = slices.findIndex(([, , tasks]) => Number(tasks) > 0);
    expect(sliceIndex, 'a completed task in the range').toBeGreaterThanOrEqual(0);
    await pie.locator('.MuiPieArc-root').nth(sliceIndex).click({ force: true });
    const sliceDialog = page.getByRole('dialog', { name: /^Schedule Classes · / });
    await expect(sliceDialog).toBeVisible();
    const sliceLabel = ((await sliceDialog.getByRole('heading').textContent()) ?? '').replace(
      'Schedule Classes · ',
      '',
    );
    const sliceTasks = Number(slices.find(([l]) => l === sliceLabel)?.[2] ?? -1);
    await expect(sliceDialog.getByRole('status')).toHaveText(tasksText(sliceTasks));
    await shot(page, 'kpi-dashboard-pie-1280');
    await sliceDialog.getByRole('button', { name: 'Close' }).click();

    // Open Work by Age: its four buckets on the card, and its pie.
    const openWork = page.getByRole('button', { name: /^Open Work by Age:/ });
    for (const bucket of ['0-7 days', '8-30 days', '31-90 days', 'Over 90 days']) {
      await expect(openWork.getByText(bucket)).toBeVisible();
    }
    await openWork.click();
    await expect(openWork).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: /Open Work by Age chart/ })).toBeVisible();

    // A phone: cards wrap, the chart scrolls inside its box, the page never sideways.
    await page.setViewportSize(PHONE);
    await page.mouse.move(0, 0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'kpi-dashboard-390');
  });

  test('a contractor sees only their company in the filter and in the figures', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);

    // The plant user's figures for Apex alone.
    await signInTo(page, DEMO.plant);
    await openDashboard(page);
    const figures = async () =>
      Promise.all(
        ['Tasks Completed', 'Backlog', 'Open Work by Age'].map((t) => cardValue(page, t)),
      );
    await expect.poll(async () => (await figures()).includes('')).toBe(false);
    const plantAll = await figures();
    // Plant personnel are offered every company (All and the demo's four).
    await page.getByRole('combobox', { name: 'Companies' }).click();
    const options = page.getByRole('listbox');
    await expect.poll(() => options.getByRole('option').count()).toBeGreaterThan(2);
    await options.getByRole('option', { name: APEX }).click();
    await page.keyboard.press('Escape');
    const update = page.getByRole('button', { name: 'Historical Update' });
    await update.click();
    await expect(update).toBeEnabled();
    // Apex's open work is a part of the site's.
    await expect
      .poll(async () => Number((await cardValue(page, 'Open Work by Age')).replace(/,/g, '')))
      .toBeLessThan(Number((plantAll[2] ?? '0').replace(/,/g, '')));
    const plantApex = await figures();
    await signOut(page);

    // The contractor: their company only, fixed, and the same figures.
    await signInTo(page, DEMO.contractorA);
    await openDashboard(page);
    const companies = page.getByRole('combobox', { name: 'Companies' });
    await expect(companies).toHaveText(APEX);
    await expect(companies).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(figures).toEqual(plantApex);
    await shot(page, 'kpi-dashboard-contractor-1280');
  });
});
