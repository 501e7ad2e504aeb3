import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import {
  applyToSite,
  choose,
  createAccount,
  databaseUrlOfServedApp,
  expect,
  newAccount,
  signIn,
  test,
} from '../../fixtures';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run admin -- <args>` against the served app's database, as an operator runs it. */
async function adminCommand(args: string[]) {
  const { stdout } = await run('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: await databaseUrlOfServedApp(), LOG_LEVEL: 'warn' },
  });
  return stdout;
}

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('setting up a new site from the browser', () => {
  test.setTimeout(180_000);

  test('from create-site to a foreman completing a scaffold installation with a new required field', async ({
    page,
    browser,
  }) => {
    const id = Date.now().toString(36).slice(-6).toUpperCase();
    const siteKey = `JW${id}`;
    const adminEmail = `journey.admin.${id.toLowerCase()}@craftwork.test`;
    const password = `Journey-pass-${id}`;
    const company = `Journey Scaffolding ${id}`;
    const location = `Journey Unit ${id}`;

    expect(
      await adminCommand([
        'create-site',
        siteKey,
        'Journey Works',
        '--admin',
        adminEmail,
        '--password',
        password,
      ]),
    ).toContain(`Created site ${siteKey}`);

    // The site admin shapes the empty site alone, in the browser.
    await signIn(page, adminEmail, password);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/company-list');
    await page.getByRole('button', { name: 'New Company' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'New Company' });
    await companyDialog.getByLabel('Name').fill(company);
    await companyDialog.getByRole('checkbox', { name: 'Scaffolding' }).check();
    await companyDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company added.')).toBeVisible();

    await page.goto('/location-list');
    await page.getByRole('button', { name: 'New Location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'New Location' });
    await locationDialog.getByLabel('Title').fill(location);
    await locationDialog.getByLabel('Latitude').fill('29.7604');
    await locationDialog.getByLabel('Longitude').fill('-95.3698');
    await locationDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Location added.')).toBeVisible();

    await page.goto('/admin/site-settings');
    await page.getByRole('tab', { name: 'Switches' }).click();
    const switches = page.getByRole('form', { name: 'Switches' });
    await switches.getByRole('switch', { name: 'Inventory', exact: true }).check();
    await switches.getByRole('switch', { name: 'Assigned tasks', exact: true }).check();
    await switches.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site settings saved.').last()).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Assigned Tasks' })).toBeVisible();

    await page.getByRole('tab', { name: 'Task detail fields' }).click();
    const fields = page.getByRole('region', { name: 'Task detail fields' });
    await choose(page, 'Craft type', 'Scaffolding');
    await choose(page, 'Task type', 'Installation');
    await fields.getByRole('button', { name: 'Add field' }).click();
    const field = page.getByRole('dialog', { name: 'Add field' });
    await field.getByLabel('Title').fill('Planks Used');
    await field.getByLabel('Key').fill('planksUsed');
    await choose(page, 'Type', 'Number');
    await field.getByLabel('Required', { exact: true }).check();
    await page.getByRole('combobox', { name: 'On task status' }).click();
    await page.getByRole('option', { name: 'Complete', exact: true }).click();
    await page.keyboard.press('Escape');
    await field.getByRole('button', { name: 'Done' }).click();
    await expect(field).toBeHidden();
    await fields.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Detail fields saved.').last()).toBeVisible();

    // Someone applies with the site key; the admin approves them as Foreman of the company.
    const foremanContext = await browser.newContext();
    const foreman = await foremanContext.newPage();
    try {
      const account = newAccount('Journey Foreman');
      await createAccount(foreman, account);
      await applyToSite(foreman, siteKey);
      await expect(
        foreman.getByRole('heading', { name: 'Waiting for admin approval' }),
      ).toBeVisible();

      await page.goto('/admin/user-management');
      const card = page
        .getByRole('list', { name: 'Users waiting for approval' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: account.displayName }) });
      await choose(card, 'Role', 'Foreman');
      await choose(card, 'Company', company);
      await card.getByRole('button', { name: `Approve ${account.displayName}` }).click();
      await page
        .getByRole('dialog', { name: 'Approve user' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(page.getByText(`${account.displayName} approved.`)).toBeVisible();

      // The foreman's screen follows; their drawer has what the site turned on, no admin screens.
      await expect(
        foreman.getByRole('heading', { name: account.displayName, level: 2 }),
      ).toBeVisible();
      await foreman.goto('/home');
      await expect(drawer(foreman).getByRole('link', { name: 'Assigned Tasks' })).toBeVisible();
      await expect(drawer(foreman).getByRole('button', { name: 'Inventory' })).toBeVisible();
      await foreman.goto('/admin/site-settings');
      await expect(foreman.getByText('User does not have necessary permissions.')).toBeVisible();

      // The foreman creates a scaffold installation through the wizard...
      const title = `Journey rack ${id}`;
      await foreman.goto('/home');
      const next = () => foreman.getByRole('button', { name: 'Next' }).click();
      await foreman.getByRole('link', { name: 'Create Task' }).first().click();
      await foreman.getByRole('radio', { name: 'Scaffolding' }).check();
      await next();
      await foreman.getByRole('radio', { name: 'Installation' }).check();
      await next();
      await expect(foreman.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
      await next();
      await foreman.getByRole('textbox', { name: 'Title' }).fill(title);
      await next();
      await expect(foreman.getByRole('heading', { level: 2, name: 'Schedule Date' })).toBeVisible();
      await foreman.getByRole('radio', { name: 'Urgent' }).check();
      await next();
      await expect(foreman.getByRole('heading', { level: 2, name: 'Task Info' })).toBeVisible();
      // The field tied to Complete is not asked for yet.
      await expect(foreman.getByRole('textbox', { name: /Planks Used/ })).toHaveCount(0);
      await foreman.getByRole('button', { name: 'Create Task' }).click();
      await expect(foreman).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
      await expect(foreman.getByText('Task added successfully.')).toBeVisible();

      // ... and is asked for the new field when completing it.
      const card2 = foreman
        .getByRole('region', { name: 'Open Tasks' })
        .getByRole('article')
        .filter({ has: foreman.getByRole('heading', { name: `Installation - ${title}` }) });
      // Starting needs no details: the task moves to In Progress at once.
      await card2.getByRole('button', { name: 'Set In Progress' }).click();
      await expect(
        card2.getByRole('definition').filter({ hasText: /^In Progress \(Urgent\)$/ }),
      ).toBeVisible();
      await card2.getByRole('button', { name: 'Set Complete' }).click();
      const complete = foreman.getByRole('dialog', { name: 'Set Complete' });
      await complete.getByRole('button', { name: 'Save' }).click();
      await expect(
        complete
          .getByRole('alert')
          .filter({ hasText: 'Please check the required field: Planks Used' }),
      ).toBeVisible();
      await complete.getByRole('textbox', { name: /Planks Used/ }).fill('12');
      const keep = complete.getByRole('radio', { name: 'Keep Open' });
      if (await keep.isVisible()) await keep.check();
      await complete.getByRole('button', { name: 'Save' }).click();
      await expect(complete).toBeHidden();
      await expect(foreman.getByText('Task status changed successfully.')).toBeVisible();
    } finally {
      await foremanContext.close();
    }
  });
});
