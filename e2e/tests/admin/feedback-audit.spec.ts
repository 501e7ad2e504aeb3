import type { Page } from '@playwright/test';
import {
  applyToSite,
  approveAsSiteAdmin,
  choose,
  createAccount,
  DEMO,
  expect,
  newAccount,
  signIn,
  test,
  screenshot,
  SCREENS_DIR,
} from '../../fixtures';

const SHOTS = SCREENS_DIR;

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('feedback and the audit list', () => {
  test('a foreman sends feedback; the admin sees it and marks it handled', async ({
    page,
    browser,
  }) => {
    const message = `The map stays blank on the dock ${Date.now()}`;
    await signInAs(page, DEMO.foreman);
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
    // A foreman has the form, not the site's list.
    await expect(page.getByRole('heading', { name: 'Site feedback' })).toHaveCount(0);
    await choose(page, 'Category', 'Bug');
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await shoot(page, 'feedback-form');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your feedback has been sent' }),
    ).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInAs(admin, DEMO.admin);
      await admin.goto('/feedback');
      const item = admin
        .getByRole('list', { name: 'Site feedback' })
        .getByRole('listitem')
        .filter({ hasText: message });
      await expect(item).toBeVisible();
      await expect(item.getByText('Bug')).toBeVisible();
      const handled = item.getByRole('switch', { name: 'Handled' });
      await expect(handled).not.toBeChecked();
      await shoot(admin, 'feedback-admin');
      await handled.click();
      await expect(handled).toBeChecked();
      // Saved: still handled after a reload.
      await admin.reload();
      await expect(
        admin
          .getByRole('list', { name: 'Site feedback' })
          .getByRole('listitem')
          .filter({ hasText: message })
          .getByRole('switch', { name: 'Handled' }),
      ).toBeChecked();
    } finally {
      await adminContext.close();
    }
  });

  test('the admin finds an approval in the audit list and exports it', async ({
    page,
    browser,
  }) => {
    const account = newAccount('Audra Audit');
    await createAccount(page, account);
    await applyToSite(page, 'DEMO');
    await approveAsSiteAdmin(browser, account.displayName, { role: 'Plant User' });

    const adminContext = await browser.newContext({ acceptDownloads: true });
    const admin = await adminContext.newPage();
    try {
      await signInAs(admin, DEMO.admin);
      await admin.goto('/admin/audit-log');
      await expect(admin.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
      await choose(admin, 'Area', 'Users');
      await admin.getByRole('searchbox', { name: /Search/ }).fill(account.displayName);
      const grid = admin.getByRole('grid', { name: 'Audit Log' });
      const row = grid.getByRole('row').filter({ hasText: account.displayName });
      await expect(row).toBeVisible();
      await expect(row.getByText('Approved', { exact: true })).toBeVisible();
      await expect(row.getByText(/Approved: No → Yes/)).toBeVisible();
      await shoot(admin, 'audit-log');

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Audit Log - \d{2}-\d{2}-\d{4}\.csv$/);
      const { readFileSync } = await import('node:fs');
      const csv = readFileSync(await download.path(), 'utf8');
      // The download starts with a byte-order mark, so spreadsheets read it as UTF-8.
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'When,Who,Area,Action,Target,Changes',
      );
      expect(csv).toContain(account.displayName);
    } finally {
      await adminContext.close();
    }
  });

  test('a foreman cannot read the audit list', async ({ page }) => {
    await signInAs(page, DEMO.foreman);
    await page.goto('/admin/audit-log');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
  });
});
