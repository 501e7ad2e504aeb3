import { NO_LOCATIONS_SELECTED_HINT } from '@craftwork/domain/access/location-scope';
import { createAccount, createApprovedAccount, expect, newAccount, test } from '../../fixtures';

/** A new site key of 3 to 12 letters or digits. */
const freshKey = () => `N${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

/** Issue 32, item 13: a task made on a site with no locations must not vanish. */
test.describe('a new site with no locations', () => {
  test('its first task stays on its record page and shows in the lists', async ({ page }) => {
    await createAccount(page, newAccount('Nia Founder'));
    await page.goto('/admin/my-sites');
    await page.getByRole('button', { name: 'Create Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Site' });
    await dialog.getByLabel('Site Key').fill(freshKey());
    await dialog.getByLabel('Site Name').fill('Bare Plant');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // A company to assign the work to; the site still has no location.
    await page.goto('/company-list');
    await page.getByRole('button', { name: 'New Company' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'New Company' });
    await companyDialog.getByLabel('Name').fill('Bare Scaffolding');
    await companyDialog.getByRole('checkbox', { name: 'Scaffolding' }).check();
    await companyDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company added.')).toBeVisible();
    await page.goto('/home');

    const title = `First rack ${Date.now().toString(36)}`;
    const heading = (name: string) => page.getByRole('heading', { level: 2, name });
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Create Task' }).first().click();
    await page.getByRole('radio', { name: 'Scaffolding' }).check();
    await next();
    await page.getByRole('radio', { name: 'Installation' }).check();
    await next();
    await expect(heading('Location')).toBeVisible();
    await expect(page.getByText('This site has no locations yet.')).toBeVisible();
    await next();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await next();
    await expect(heading('Schedule Date')).toBeVisible();
    await page.getByRole('radio', { name: 'Awaiting Schedule' }).check();
    await next();
    await expect(heading('Task Info')).toBeVisible();
    await page.getByRole('button', { name: 'Create Task' }).click();

    await expect(page).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const recordUrl = page.url();
    // The page used to redirect to an empty list within a second: it stays.
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(recordUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/craft-list/all');
    await expect(page.getByRole('grid').getByText(title, { exact: true })).toBeVisible();
    await page.goto('/task-list/All');
    await expect(
      page.getByRole('grid').getByText(`Installation - ${title}`, { exact: true }),
    ).toBeVisible();
    // Its site admin sees everything: no hint about locations.
    await expect(page.getByText(NO_LOCATIONS_SELECTED_HINT)).toHaveCount(0);
  });

  test('a member who selected no location is told why the lists are short, and how to fix it', async ({
    page,
    browser,
  }) => {
    await createApprovedAccount(page, browser, 'Lou Narrow');
    await page.getByRole('button', { name: /^Locations/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Locations' });
    await dialog.getByRole('checkbox', { name: 'Select all' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/task-list/All');
    const hint = page.getByRole('alert').filter({ hasText: NO_LOCATIONS_SELECTED_HINT });
    await expect(hint).toBeVisible();
    await page.goto('/craft-list/all');
    await expect(hint).toBeVisible();
    await hint.getByRole('link', { name: 'User Info' }).click();
    await expect(page).toHaveURL(/\/user-info$/);
  });
});
