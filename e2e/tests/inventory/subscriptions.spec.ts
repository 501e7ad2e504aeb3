import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signIn,
  test,
  screenshot,
} from '../../fixtures';

async function signInTo(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

async function storedSubscriptions(email: string) {
  const [row] = await queryDatabase<{ m: Record<string, unknown> }>(
    `select su.management_subscriptions as m from site_users su join users u on u.id = su.user_id
      where su.site_key = 'DEMO' and u.email = $1`,
    [email],
  );
  return row?.m ?? {};
}

async function storedCutoff() {
  const [row] = await queryDatabase<{ cutoff: string | null }>(
    `select customizations->>'rentalBillingCutoff' as cutoff from sites where site_key = 'DEMO'`,
  );
  return row?.cutoff ?? null;
}

test.describe('inventory subscriptions and settings', () => {
  test('the site admin switches the low-stock e-mails on the profile, and back', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    await page.goto('/user-info');
    const section = page.getByRole('region', { name: 'E-mail subscriptions' });
    await expect(section.getByRole('heading', { name: 'E-mail subscriptions' })).toBeVisible();
    const toggle = section.getByRole('switch', { name: 'Low-stock e-mails' });
    await expect(toggle).toBeVisible();
    const wasOn = await toggle.isChecked();

    // The switch moves once the optimistic update has run (after the query is cancelled), a
    // moment after the click: click, then wait for the state, rather than setChecked, which
    // reads the state at once.
    await toggle.click();
    await expect(page.getByText('Subscription saved.').last()).toBeVisible();
    await expect(toggle).toBeChecked({ checked: !wasOn });
    await expect
      .poll(async () => (await storedSubscriptions(DEMO.admin)).inventoryLowStock === true)
      .toBe(!wasOn);

    // It stays as saved after a reload.
    await page.reload();
    await expect(section.getByRole('switch', { name: 'Low-stock e-mails' })).toBeChecked({
      checked: !wasOn,
    });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `profile-subscriptions-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `profile-subscriptions-390`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await section.getByRole('switch', { name: 'Low-stock e-mails' }).click();
    await expect(section.getByRole('switch', { name: 'Low-stock e-mails' })).toBeChecked({
      checked: wasOn,
    });
    await expect
      .poll(async () => (await storedSubscriptions(DEMO.admin)).inventoryLowStock === true)
      .toBe(wasOn);
  });

  test('a company user has no e-mail subscriptions to switch', async ({ page }) => {
    await signInTo(page, DEMO.foreman);
    await page.goto('/user-info');
    await expect(page.getByRole('heading', { name: 'User Info' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-mail subscriptions' })).toHaveCount(0);
  });

  test('the site admin sets the rental billing cut-off in site settings, and clears it', async ({
    page,
  }) => {
    const before = await storedCutoff();
    await signInTo(page, DEMO.admin);
    await page.goto('/admin/site-settings');
    await page.getByRole('tab', { name: 'Switches' }).click();
    const form = page.getByRole('form', { name: 'Switches' });
    await expect(form.getByRole('switch', { name: 'Inventory', exact: true })).toBeChecked();
    const cutoff = form.getByLabel('Rental billing cut-off');
    await expect(cutoff).toBeVisible();

    await cutoff.fill('2026-10-31');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site settings saved.').last()).toBeVisible();
    await expect.poll(storedCutoff).toBe('2026-10-31');
    await screenshot(page, `site-settings-cutoff-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cutoff).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await cutoff.scrollIntoViewIfNeeded();
    await screenshot(page, `site-settings-cutoff-390`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    // With Inventory off the cut-off is not asked for.
    await form.getByRole('switch', { name: 'Inventory', exact: true }).uncheck();
    await expect(form.getByLabel('Rental billing cut-off')).toHaveCount(0);
    await form.getByRole('switch', { name: 'Inventory', exact: true }).check();

    // Leave the demo as it was.
    await form.getByLabel('Rental billing cut-off').fill(before ?? '');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(storedCutoff).toBe(before);
  });
});
