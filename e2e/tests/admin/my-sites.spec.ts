import type { Page } from '@playwright/test';
import {
  createAccount,
  DEMO,
  expect,
  horizontalOverflow,
  linkIn,
  newAccount,
  queryDatabase,
  signIn,
  signOut,
  test,
  waitForMail,
  screenshot,
} from '../../fixtures';

/** Signs in and waits until the app has left the login page. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A new site key of 3 to 12 letters or digits. */
const freshKey = () => `S${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

test.describe('my sites', () => {
  test('a user creates a site from /admin/my-sites and lands on it as its site admin', async ({
    page,
  }) => {
    const account = newAccount('Sam Founder');
    await createAccount(page, account);
    // The site card leads to My Sites.
    await page.getByRole('link', { name: 'My Sites' }).click();
    await expect(page).toHaveURL(/\/admin\/my-sites$/);
    await expect(page.getByRole('heading', { name: 'My Sites', level: 1 })).toBeVisible();
    await expect(page.getByText('You do not belong to any site yet.')).toBeVisible();
    await screenshot(page, `my-sites-empty`);

    await page.getByRole('button', { name: 'Create Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Site' });
    const key = freshKey();
    await dialog.getByLabel('Site Key').fill('ab');
    await dialog.getByLabel('Site Name').fill('Founders Plant');
    await expect(dialog.getByText('Site key must be 3 to 12 letters or digits.')).toBeVisible();
    await dialog.getByLabel('Site Key').fill(key);
    const zone = dialog.getByRole('combobox', { name: 'Time Zone' });
    await zone.fill('Europe/Ber');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await expect(zone).toHaveValue('Europe/Berlin');
    // The centre, picked on the map, fills latitude and longitude.
    await dialog.getByRole('region', { name: "Map for the site's centre" }).click();
    await expect(dialog.getByLabel('Latitude')).not.toHaveValue('');
    await dialog.getByLabel('Latitude').fill('52.52');
    await dialog.getByLabel('Longitude').fill('13.405');
    await screenshot(page, `my-sites-create`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Site created. It is now your default site.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/admin/my-sites');
    const list = page.getByRole('list', { name: 'Your sites' });
    const row = list.getByRole('listitem').filter({ hasText: key });
    await expect(row).toContainText('Founders Plant');
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Site admin');
    await expect(row).toContainText('Default');
    await screenshot(page, `my-sites-list`);

    // As its site admin they manage its users.
    await page.goto('/admin/user-management');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByText('Missing or insufficient permissions.')).toHaveCount(0);
    const [site] = await queryDatabase<{ timezone: string; latitude: number }>(
      'select timezone, latitude from sites where site_key = $1',
      [key],
    );
    expect(site).toEqual({ timezone: 'Europe/Berlin', latitude: 52.52 });
  });

  test('a taken key is refused with a clear message, whatever its case', async ({ page }) => {
    await signInAs(page, DEMO.plant);
    await page.goto('/admin/my-sites');
    await expect(page.getByRole('list', { name: 'Your sites' })).toContainText('DEMO');
    await page.getByRole('button', { name: 'Create Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Site' });
    await dialog.getByLabel('Site Key').fill('demo');
    await dialog.getByLabel('Site Name').fill('Copy');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This site key is already taken. Please choose another one.',
    );
  });

  test('an admin invites an e-mail; the link creates the account, approved in the site', async ({
    page,
  }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/user-management');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite', exact: true });
    const invitee = newAccount('Ivy Invited');
    await dialog.getByLabel('Email').fill(invitee.email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Plant User', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Invitation sent.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Pending invitations' })).toContainText(
      invitee.email,
    );
    await screenshot(page, `invite-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await signOut(page);

    const mail = await waitForMail(invitee.email, /invited to Demo Refinery/);
    const link = linkIn(mail.text, '/invite');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByText(/You are invited to join/)).toContainText('Demo Refinery');
    await expect(page.getByLabel('Email')).toHaveValue(invitee.email);
    await screenshot(page, `invite-accept`);
    await page.getByLabel('Display Name').fill(invitee.displayName);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(invitee.password);
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill(invitee.password);
    await page.getByRole('button', { name: 'Create Account and Join' }).click();
    await expect(page.getByText('Welcome! You have joined the site.')).toBeVisible();

    await page.goto('/admin/my-sites');
    const row = page.getByRole('list', { name: 'Your sites' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Demo Refinery');
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Default');

    // The link works once.
    await signOut(page);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('alert')).toContainText(
      'This invitation link is invalid, expired or already used.',
    );
  });
});

test.describe('my sites at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('lists the sites and opens the create dialog on a phone', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/my-sites');
    await expect(page.getByRole('list', { name: 'Your sites' })).toContainText('Demo Refinery');
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `my-sites-375`);
    await page.getByRole('button', { name: 'Create Site' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Site' })).toBeVisible();
    await screenshot(page, `my-sites-create-375`, { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/admin/user-management');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Invite', exact: true })).toBeVisible();
    await screenshot(page, `invite-dialog-375`, { fullPage: false });
  });
});
