import { createApprovedAccount, DEMO, expect, signIn, test } from '../../fixtures';

test.describe('profile and settings', () => {
  test('edits the phone number in its popup', async ({ page, browser }) => {
    const account = await createApprovedAccount(page, browser, 'Phoebe Phone');
    const userInfo = page.getByRole('list', { name: 'User Info' });
    await userInfo.getByRole('button', { name: `Phone: ${account.phone}. Edit` }).click();

    const dialog = page.getByRole('dialog', { name: 'Phone' });
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue(account.phone);
    await phone.fill('');
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await phone.fill('555-0177');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Phone number changed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userInfo.getByRole('button', { name: 'Phone: 555-0177. Edit' })).toBeVisible();
    await page.reload();
    await expect(userInfo.getByRole('button', { name: 'Phone: 555-0177. Edit' })).toBeVisible();
  });

  test('turns notifications off with the switch', async ({ page, browser }) => {
    await createApprovedAccount(page, browser, 'Nico Notify');
    const toggle = page.getByRole('switch', { name: /Notifications/ });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Notification status changed.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(
      page.getByRole('list', { name: 'User Info' }).getByText('Off', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Notifications/ })).not.toBeChecked();
  });

  test('selects locations in the locations popup', async ({ page, browser }) => {
    await createApprovedAccount(page, browser, 'Lou Locations');
    const userInfo = page.getByRole('list', { name: 'User Info' });
    const locations = userInfo.getByRole('button', { name: /^Locations/ });
    // Approval selected every location of the site; the user keeps two of them.
    await expect(locations).toContainText('8 of 8 selected');
    await locations.click();

    const dialog = page.getByRole('dialog', { name: 'Locations' });
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
    await dialog.getByRole('checkbox', { name: 'Crude Unit 1 (Operations)' }).check();
    await dialog.getByRole('checkbox', { name: 'Dock 3 (Logistics)' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Locations updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(locations).toContainText('2 of 8 selected');

    await page.reload();
    await expect(locations).toContainText('2 of 8 selected');
    await locations.click();
    await expect(dialog.getByRole('checkbox', { name: 'Crude Unit 1 (Operations)' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Dock 3 (Logistics)' })).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: 'Boiler House (Utilities)' }),
    ).not.toBeChecked();
  });

  test('shows Admin Options to the site admin, leading to the admin lists', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user-info');
    await expect(page.getByRole('heading', { name: 'Alex Admin', level: 2 })).toBeVisible();
    const options = page.getByRole('list', { name: 'Admin Options' });
    await expect(page.getByRole('heading', { name: 'Admin Options' })).toBeVisible();
    for (const [label, href] of [
      ['Assets', '/asset-list'],
      ['Locations', '/location-list'],
      ['Companies', '/company-list'],
      ['Users', '/admin/user-management'],
    ] as const) {
      await expect(options.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await options.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/user-management$/);
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  });

  test('hides Admin Options from the plant user', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user-info');
    await expect(page.getByRole('heading', { name: 'Pat Plant', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'User Info' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Options' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  });
});
