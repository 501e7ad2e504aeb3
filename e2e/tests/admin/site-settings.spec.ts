import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, screenshot, SCREENS_DIR } from '../../fixtures';

const SHOTS = SCREENS_DIR;

async function signInTo(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

function drawer(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

async function openSwitches(page: Page) {
  await page.getByRole('tab', { name: 'Switches' }).click();
  return page.getByRole('form', { name: 'Switches' });
}

async function save(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site settings saved.').last()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
}

test.describe('site settings', () => {
  test('the admin turns Inventory and Assigned tasks off and on, and every open screen follows without reloading', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    // A second screen of the same admin, left on the dashboard: it follows the live feed.
    const other = await page.context().newPage();
    await other.goto('/home');
    await expect(drawer(other).getByRole('link', { name: 'Assigned Tasks' })).toBeVisible();
    await expect(drawer(other).getByRole('button', { name: 'Inventory' })).toBeVisible();

    await page.goto('/admin/site-settings');
    await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
    let form = await openSwitches(page);
    for (const label of [
      'Inventory',
      'KPIs',
      'KPIs (v2)',
      'Assigned tasks',
      'Allow scheduling tasks in the past',
      'Allow modifying completion time',
      'Customer site',
    ]) {
      await expect(form.getByRole('switch', { name: label, exact: true })).toBeVisible();
    }

    await form.getByRole('switch', { name: 'Inventory', exact: true }).uncheck();
    await form.getByRole('switch', { name: 'Assigned tasks', exact: true }).uncheck();
    await save(page, form);
    await expect(drawer(page).getByRole('link', { name: 'Assigned Tasks' })).toHaveCount(0);
    await expect(drawer(page).getByRole('button', { name: 'Inventory' })).toHaveCount(0);
    await expect(drawer(other).getByRole('link', { name: 'Assigned Tasks' })).toHaveCount(0);
    await expect(drawer(other).getByRole('button', { name: 'Inventory' })).toHaveCount(0);

    form = await openSwitches(page);
    await form.getByRole('switch', { name: 'Inventory', exact: true }).check();
    await form.getByRole('switch', { name: 'Assigned tasks', exact: true }).check();
    await save(page, form);
    await expect(drawer(page).getByRole('link', { name: 'Assigned Tasks' })).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Inventory' })).toBeVisible();
    await expect(drawer(other).getByRole('link', { name: 'Assigned Tasks' })).toBeVisible();
    await expect(drawer(other).getByRole('button', { name: 'Inventory' })).toBeVisible();
    await other.close();
  });

  test('the admin renames the site, and the header follows', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await page.goto('/admin/site-settings');
    const form = page.getByRole('form', { name: 'General' });
    const name = form.getByRole('textbox', { name: 'Site name' });
    await expect(name).toHaveValue('Demo Refinery');
    await screenshot(page, `general-desktop`);

    await name.fill('');
    await expect(form.getByText('Site name is required.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('Demo Refinery North');
    await save(page, form);
    await expect(page.getByRole('banner').getByText('Demo Refinery North')).toBeVisible();

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Site name' })).toHaveValue(
      'Demo Refinery North',
    );
    await name.fill('Demo Refinery');
    await save(page, form);
    await expect(
      page.getByRole('banner').getByText('Demo Refinery', { exact: true }),
    ).toBeVisible();
  });

  test('the admin sets the map centre by typing and by placing the pin', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    await page.goto('/admin/site-settings');
    const form = page.getByRole('form', { name: 'General' });
    const latitude = form.getByRole('textbox', { name: 'Latitude' });
    const longitude = form.getByRole('textbox', { name: 'Longitude' });
    await expect(latitude).toHaveValue('29.7355');

    await latitude.fill('95');
    await expect(form.getByText('Latitude must be between -90 and 90.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await latitude.fill('29.74');
    await longitude.fill('-95.2');
    await save(page, form);
    await page.reload();
    await expect(latitude).toHaveValue('29.74');
    await expect(longitude).toHaveValue('-95.2');

    // Move the map from the keyboard, then place the pin at its centre.
    await form
      .getByRole('region', { name: 'Map of the site centre' })
      .locator('.leaflet-container')
      .focus();
    await page.keyboard.press('ArrowRight');
    await form.getByRole('button', { name: 'Place pin at map center' }).click();
    await expect(longitude).not.toHaveValue('-95.2');
    await form.getByRole('button', { name: 'Discard changes' }).click();
    await expect(longitude).toHaveValue('-95.2');

    await latitude.fill('29.7355');
    await longitude.fill('-95.2127');
    await save(page, form);
  });

  test('screens of each tab, on a desktop and a phone', async ({ page }) => {
    test.skip(!SHOTS, 'screenshots only when E2E_SCREENS=1');
    await signInTo(page, DEMO.admin);
    for (const [width, height, suffix] of [
      [1280, 900, 'desktop'],
      [375, 812, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const tab of ['general', 'work-types', 'switches', 'next-opportunity']) {
        await page.goto(`/admin/site-settings?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await page.waitForTimeout(300);
        await screenshot(page, `${tab}-${suffix}`);
      }
    }
  });

  test('a contractor sees the permission message', async ({ page }) => {
    await signInTo(page, DEMO.contractorA);
    await page.goto('/admin/site-settings');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'General' })).toHaveCount(0);
  });
});
