import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  choose,
  DEMO,
  DEMO_PASSWORD,
  expect,
  horizontalOverflow,
  queryDatabase,
  signOut,
  test,
  waitForMail,
  screenshot,
} from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const CONFIG_NAME = `E2E weekly scaffolds ${Date.now()}`;

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`);
}

const reportsTable = (page: Page) => page.getByRole('table', { name: 'Generated reports' });
const configsTable = (page: Page) => page.getByRole('table', { name: 'Report configurations' });

test.describe('Reports', () => {
  // The suite shares the demo database: what this spec saves goes again.
  test.afterAll(async () => {
    await queryDatabase(`delete from report_configs where name like 'E2E weekly scaffolds %'`);
  });

  test('the site admin generates a Standing Scaffolds report, sees it turn ready live, downloads, e-mails and deletes it, and saves a weekly configuration', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signInTo(page, DEMO.admin);

    // From the drawer.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Generated Reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: 'Generated Reports' })).toBeVisible();

    // Generate: the type's description and only its options (companies and locations).
    // By keyboard: the button opens the dialog with Enter.
    await page.getByRole('button', { name: 'Generate Report' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Generate report' });
    await choose(dialog, 'Report type', 'Standing Scaffolds');
    await expect(dialog.getByText(/days each has been standing/)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Companies' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Locations' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Date range' })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Statuses' })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Paper size' })).toHaveText('Letter');
    await shot(page, 'reports-generate-dialog-1280');

    // The page is not reloaded from here on: a marker on the window would be lost.
    await page.evaluate(() => {
      (globalThis as { reportsMarker?: number }).reportsMarker = 1;
    });
    const [generated] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/rpc/reports/generateReport')),
      dialog.getByRole('button', { name: 'Generate' }).click(),
    ]);
    const { json } = (await generated.json()) as { json: { id: string } };
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // Ours, by the id Generate answered (another journey's report may share its title and
    // minute): its download links come when it turns Ready, live.
    const row = reportsTable(page)
      .getByRole('row')
      .filter({ has: page.locator(`a[href*="/api/reports/${json.id}/"]`) });
    await expect(row.getByText('Ready', { exact: true }).filter({ visible: true })).toBeVisible({
      timeout: 90_000,
    });
    await expect(row).toContainText('Standing Scaffolds');
    expect(
      await page.evaluate(() => (globalThis as { reportsMarker?: number }).reportsMarker),
    ).toBe(1);
    await expect(row).toContainText(/CSV \d+(\.\d)? (B|KB|MB) · PDF \d+(\.\d)? (B|KB|MB)/);
    await shot(page, 'reports-generated-1280');

    // 390 px wide: the row's status and size under its title, nothing running out sideways.
    await page.setViewportSize(PHONE);
    await expect(row.getByText('Ready', { exact: true }).filter({ visible: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'reports-generated-390');
    await page.setViewportSize(DESKTOP);

    // Both files.
    const csvLink = row.getByRole('link', { name: /^Download CSV of Standing Scaffolds/ });
    const [csv] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(csv.suggestedFilename()).toMatch(/^Standing Scaffolds.*\.csv$/);
    const header = readFileSync(await csv.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
    expect(header).toContain('# Days Standing');

    const pdfLink = row.getByRole('link', { name: /^Download PDF of Standing Scaffolds/ });
    const [pdf] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Standing Scaffolds.*\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // E-mail link: said in a snackbar, found in the outbox.
    await row.getByRole('button', { name: /^E-mail link to Standing Scaffolds/ }).click();
    await expect(page.getByText(`Download link sent to ${DEMO.admin}`)).toBeVisible();
    const mail = await waitForMail(DEMO.admin, /Standing Scaffolds/);
    expect(mail.text).toMatch(/https?:\/\/\S+/);

    // The e-mailed CSV link, opened signed out (another browser): sign in first, then the
    // file comes and the Reports screen shows.
    const mailed = /https?:\/\/\S+\/api\/reports\/\S+\/csv\?\S+/.exec(mail.text)?.[0];
    expect(mailed).toBeTruthy();
    const elsewhere = await browser.newContext({ acceptDownloads: true });
    try {
      const reader = await elsewhere.newPage();
      await reader.goto(mailed!);
      await expect(reader).toHaveURL(/\/login\?next=/);
      await reader.getByLabel('Email').fill(DEMO.admin);
      await reader.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      const [again] = await Promise.all([
        reader.waitForEvent('download'),
        reader.getByRole('button', { name: 'Login' }).click(),
      ]);
      expect(again.suggestedFilename()).toMatch(/^Standing Scaffolds.*\.csv$/);
      await expect(reader).toHaveURL(/\/reports$/);
    } finally {
      await elsewhere.close();
    }

    // Delete, confirmed.
    await row.getByRole('button', { name: /^Delete Standing Scaffolds/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete report' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);

    // Report Configurations: a weekly Standing Scaffolds configuration, saved and listed.
    // By keyboard: the arrow moves along the tabs, Enter opens one.
    await page.getByRole('tab', { name: 'Generated Reports' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Report Configurations' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Report Configurations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/reports\?tab=configurations$/);
    await page.getByRole('button', { name: 'New configuration' }).click();
    const form = page.getByRole('dialog', { name: 'New configuration' });
    await form.getByRole('textbox', { name: 'Name' }).fill(CONFIG_NAME);
    await choose(form, 'Report type', 'Standing Scaffolds');
    await choose(form, 'Frequency', 'Weekly');
    await expect(form.getByLabel('Send time')).toHaveValue('06:00');
    await expect(form.getByRole('combobox', { name: 'Date range' })).toHaveCount(0);
    await expect(form.getByRole('switch', { name: /Subscribed/ })).toBeChecked();
    await shot(page, 'reports-config-dialog-1280');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const saved = configsTable(page).getByRole('row').filter({ hasText: CONFIG_NAME });
    await expect(saved).toContainText('Standing Scaffolds');
    await expect(saved).toContainText('Weekly at 06:00');
    await expect(page.getByRole('heading', { name: 'Sent log', level: 2 })).toBeVisible();
    await shot(page, 'reports-configurations-1280');

    // 390 px wide: both tabs fit the screen.
    await page.setViewportSize(PHONE);
    await expect(saved).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'reports-configurations-390');
    await page.getByRole('tab', { name: 'Generated Reports' }).click();
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await choose(dialog, 'Report type', 'KPI Summary');
    await expect(dialog.getByRole('combobox', { name: 'KPI template' })).toBeVisible();
    await shot(page, 'reports-generate-dialog-390');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await signOut(page);
  });
});
