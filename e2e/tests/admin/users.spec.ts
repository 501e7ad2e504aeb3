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
const LAST_ADMIN = 'A site needs at least one approved site admin.';

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

test.describe('user management', () => {
  test('the admin approves an applicant as Foreman of a company, then changes a permission', async ({
    page,
    browser,
  }) => {
    const account = newAccount('Fran Foreman');
    await createAccount(page, account);
    await applyToSite(page, 'DEMO');
    await expect(page.getByRole('heading', { name: 'Waiting for admin approval' })).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInAs(admin, DEMO.admin);
      await admin.goto('/admin/user-management');
      await expect(admin.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Invite', exact: true })).toBeVisible();

      // Search narrows the list to the applicant; Pending shows only applicants.
      await admin.getByLabel('Search users').fill(account.displayName);
      await admin.getByRole('button', { name: /^Pending/ }).click();
      const card = admin
        .getByRole('list', { name: 'Users waiting for approval' })
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: account.displayName }) });
      await expect(card).toBeVisible();
      await shoot(admin, 'user-management-pending');

      await choose(card, 'Role', 'Foreman');
      // A foreman needs a company: Approve waits for one.
      await expect(
        card.getByRole('button', { name: `Approve ${account.displayName}` }),
      ).toBeDisabled();
      await choose(card, 'Company', 'Apex Scaffold Services');
      await card.getByRole('button', { name: `Approve ${account.displayName}` }).click();
      const confirm = admin.getByRole('dialog', { name: 'Approve user' });
      await expect(confirm).toContainText(`as Foreman of Apex Scaffold Services`);
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByText(`${account.displayName} approved.`)).toBeVisible();

      // The applicant's page follows without a reload.
      await expect(
        page.getByRole('heading', { name: account.displayName, level: 2 }),
      ).toBeVisible();

      await admin.getByRole('button', { name: 'Approved' }).click();
      const row = admin
        .getByRole('list', { name: 'Site users' })
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: account.displayName }) });
      await expect(row).toContainText('Foreman');
      await expect(row).toContainText('Apex Scaffold Services');
      await expect(row).toContainText('Approved');
      await admin.getByLabel('Search users').fill('');
      await admin.getByRole('button', { name: 'All' }).click();
      await shoot(admin, 'user-management');

      // The roles page: presets set the switches; a switch off makes the role Custom.
      await row
        .getByRole('link', { name: `Roles & permissions of ${account.displayName}` })
        .click();
      await expect(admin).toHaveURL(/\/user-permissions\?uid=/);
      await expect(
        admin.getByRole('heading', { name: 'User Roles & Permissions', level: 1 }),
      ).toBeVisible();
      await expect(admin.getByRole('switch', { name: 'Site Key Approval' })).toBeChecked();
      await expect(admin.getByRole('combobox', { name: 'Role' })).toHaveText('Foreman');
      const route = admin.getByRole('switch', { name: 'Route Awaiting' });
      await expect(route).toBeChecked();
      await expect(admin.getByRole('switch', { name: 'Plant Employee' })).not.toBeChecked();
      await shoot(admin, 'user-permissions');
      await route.click();
      await expect(route).not.toBeChecked();
      await expect(admin.getByRole('combobox', { name: 'Role' })).toHaveText('Custom');
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Permissions saved.')).toBeVisible();

      await admin.getByRole('link', { name: 'User Management' }).click();
      await expect(
        admin
          .getByRole('list', { name: 'Site users' })
          .getByRole('listitem')
          .filter({ has: admin.getByRole('heading', { name: account.displayName }) }),
      ).toContainText('Custom');
    } finally {
      await adminContext.close();
    }
  });

  test('demoting the last site admin is refused with the reason', async ({ page }) => {
    // Noor North is the only site admin of the North site.
    await signInAs(page, DEMO.northAdmin);
    await page.goto('/admin/user-management');
    const me = page
      .getByRole('list', { name: 'Site users' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Noor North/ }) });
    await me.getByRole('link', { name: /^Roles & permissions of Noor North/ }).click();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Site Admin');
    await choose(page, 'Role', 'Plant User');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LAST_ADMIN })).toBeVisible();
    await shoot(page, 'user-permissions-last-admin');

    // Removing oneself, the last admin, is refused too.
    await page.goto('/admin/user-management');
    await me.getByRole('button', { name: /^Remove Noor North/ }).click();
    await page
      .getByRole('dialog', { name: 'Remove from site' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText(LAST_ADMIN)).toBeVisible();
    await expect(me).toBeVisible();
  });

  test('an applicant appears live; a removed user is sent away from the site at once', async ({
    page,
    browser,
  }) => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInAs(admin, DEMO.admin);
      await admin.goto('/admin/user-management');
      await expect(admin.getByRole('list', { name: 'Site users' })).toBeVisible();

      // The admin's open page shows the new applicant without a reload.
      const account = newAccount('Rita Removed');
      await createAccount(page, account);
      await applyToSite(page, 'DEMO');
      const pending = admin
        .getByRole('list', { name: 'Users waiting for approval' })
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: account.displayName }) });
      await expect(pending).toBeVisible();

      await approveAsSiteAdmin(browser, account.displayName, { role: 'Plant User' });
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(navigation).toBeVisible();
      await page.goto('/home');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

      const row = admin
        .getByRole('list', { name: 'Site users' })
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: account.displayName }) });
      await row.getByRole('button', { name: `Remove ${account.displayName} from site` }).click();
      const confirm = admin.getByRole('dialog', { name: 'Remove from site' });
      await expect(confirm).toContainText('They lose access at once.');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(
        admin.getByText(`${account.displayName} was removed from the site.`),
      ).toBeVisible();
      await expect(row).toHaveCount(0);

      // The removed user's open page loses the site without a reload.
      await expect(navigation).toHaveCount(0);
    } finally {
      await adminContext.close();
    }
  });

  test('a contractor opening /admin/user-management sees the permission message', async ({
    page,
  }) => {
    await signInAs(page, DEMO.contractorA);
    await page.goto('/admin/user-management');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Site users' })).toHaveCount(0);
    await page.goto('/user-permissions?uid=anyone');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
  });
});
