import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  signIn,
  test,
  screenshot,
  SCREENS_DIR,
} from '../../fixtures';

const SHOTS = SCREENS_DIR;
const port = Number(process.env.E2E_PORT ?? 3210);

/** Site Settings' Switches tab: the customer app host the banner points to ('' for none). */
async function setCustomerAppHost(page: Page, host: string) {
  await page.goto('/admin/site-settings?tab=switches');
  const form = page.getByRole('form', { name: 'Switches' });
  await expect(form.getByRole('switch', { name: 'Customer site' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Customer app host' }).fill(host);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site settings saved.')).toBeVisible();
}

test.describe('a customer-classified site', () => {
  test('Create Job asks for a new customer and location, then lands on the Job with its customer', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const customer = `E2E Bakery ${stamp}`;
    const address = `${stamp.length} Dock St, Galveston, TX 77550`;
    const title = `E2E porch rail ${stamp}`;
    // North Terminal is the demo's customer-classified site; Noor North is its site admin.
    await signIn(page, DEMO.northAdmin);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Create Job' }).first().click();
    await expect(page).toHaveURL(/\/create-customer-task$/);
    const heading = (name: string) => page.getByRole('heading', { level: 2, name });
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await expect(heading('Customer')).toBeVisible();
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByRole('textbox', { name: 'Customer name' }).fill(customer);
    await page.getByRole('textbox', { name: 'Location address' }).fill(address);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `job-customer-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, `job-customer-1280`);
    }
    await page.getByRole('button', { name: 'Create customer' }).click();

    const bar = page.getByRole('region', { name: 'Customer of the Job' });
    await expect(bar).toContainText(`Customer: ${customer}`);
    await expect(bar).toContainText(address);
    await expect(heading('Craft Type')).toBeVisible();
    await page.getByRole('radio', { name: 'Scaffolding' }).check();
    await next();
    await page.getByRole('radio', { name: 'Installation' }).check();
    await next();
    await expect(heading('Location')).toBeVisible();
    await next();
    await expect(heading('Job Info')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await next();
    await expect(heading('Schedule Date')).toBeVisible();
    await page.getByRole('radio', { name: 'Urgent' }).check();
    await next();
    await expect(heading('Task Info')).toBeVisible();
    await page.getByRole('button', { name: 'Create Task' }).click();

    await expect(page).toHaveURL(/\/work-record-and-tasks\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const shown = page.getByRole('region', { name: 'Customer', exact: true });
    await expect(shown.getByRole('link', { name: customer })).toHaveAttribute(
      'href',
      /^\/customers\/[^/]+$/,
    );
    await expect(shown).toContainText(address);
    await expect(
      page.getByRole('region', { name: 'Open Tasks' }).getByRole('heading', {
        name: `Installation - ${title}`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    if (SHOTS) {
      await screenshot(page, `job-page-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `job-page-390`);
    }
  });

  test('sends someone who came through another host to the configured one', async ({ page }) => {
    await signIn(page, DEMO.northAdmin);
    await expect(page).toHaveURL(/\/home$/);
    const banner = page.getByText(
      'You are at the wrong place! Your Site is configured at jobs.example.com',
    );
    try {
      await setCustomerAppHost(page, 'jobs.example.com');
      await page.goto('/home');
      await expect(banner).toBeVisible();
      // The host was entered without a scheme: it keeps the page's (http here), not https.
      const { protocol } = new URL(page.url());
      await expect(page.getByRole('link', { name: 'Take me there' })).toHaveAttribute(
        'href',
        `${protocol}//jobs.example.com`,
      );
      if (SHOTS) {
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, `wrong-place-390`, { fullPage: false });
        await page.setViewportSize({ width: 1280, height: 800 });
        await screenshot(page, `wrong-place-1280`, { fullPage: false });
      }
      // At the configured host the user is at the right place: no banner.
      await setCustomerAppHost(page, `localhost:${port}`);
      await page.goto('/home');
      await expect(page.getByRole('link', { name: 'Create Job' }).first()).toBeVisible();
      await expect(page.getByText(/You are at the wrong place!/)).toHaveCount(0);
    } finally {
      await setCustomerAppHost(page, '');
    }
  });
});
