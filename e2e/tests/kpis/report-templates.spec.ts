import type { Page } from '@playwright/test';
import {
  choose,
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signOut,
  test,
  screenshot,
} from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const NAME = `E2E review ${Date.now()}`;

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`);
}

const table = (page: Page) => page.getByRole('table', { name: 'KPI templates' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('KPIs (v2) templates', () => {
  // The suite shares the demo database: what this spec saves goes again.
  test.afterAll(async () => {
    await queryDatabase(`delete from kpi_templates where name like 'E2E review %'`);
  });

  test('the site admin creates, opens, renames, duplicates and deletes a template; a plant user opens it by link', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    await signInTo(page, DEMO.admin);

    // From the drawer.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'KPIs (v2)', exact: true }).click();
    await expect(page).toHaveURL(/\/report-templates$/);
    await expect(page.getByRole('heading', { name: 'KPIs (v2)', level: 1 })).toBeVisible();

    // New template: two KPIs, the default last 30 days, by month.
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await dialog.getByRole('checkbox', { name: 'All KPIs' }).uncheck();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.getByText('Choose at least one KPI.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Tasks Completed', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Urgent Tasks', exact: true }).check();
    await expect(dialog.getByRole('combobox', { name: 'Date range' })).toHaveText('Last 30 Days');
    await choose(dialog, 'Timescale', 'Monthly');
    await shot(page, 'report-template-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const created = row(page, NAME);
    await expect(created).toContainText('2 KPIs');
    await expect(created).toContainText('Last 30 Days');
    await expect(created).toContainText('Monthly');
    await shot(page, 'report-templates-1280');

    // Opened: its name and only its cards.
    await created.getByRole('link', { name: NAME }).click();
    await expect(page).toHaveURL(/\/report-templates\/[0-9a-f-]{36}$/);
    const link = page.url();
    await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tasks Completed:/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: /^Urgent Tasks:/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Schedule Compliance:/ })).toHaveCount(0);
    await shot(page, 'report-template-view-1280');

    // Edit: a new name.
    await page.getByRole('link', { name: 'KPIs (v2)' }).first().click();
    await expect(page).toHaveURL(/\/report-templates$/);
    const renamed = `${NAME} renamed`;
    await row(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit template' });
    await expect(
      edit.getByRole('checkbox', { name: 'Tasks Completed', exact: true }),
    ).toBeChecked();
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, renamed)).toContainText('2 KPIs');
    await expect(row(page, NAME)).toHaveCount(0);

    // Duplicate, then delete the copy.
    const copy = `${renamed} (copy)`;
    await row(page, renamed)
      .getByRole('button', { name: `Duplicate ${renamed}` })
      .click();
    await expect(row(page, copy)).toContainText('Monthly');
    await row(page, copy)
      .getByRole('button', { name: `Delete ${copy}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete template' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, copy)).toHaveCount(0);
    await expect(row(page, renamed)).toHaveCount(1);

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(row(page, renamed)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'report-templates-390');
    await row(page, renamed)
      .getByRole('button', { name: `Edit ${renamed}` })
      .click();
    const phoneEdit = page.getByRole('dialog', { name: 'Edit template' });
    await expect(phoneEdit.getByRole('combobox', { name: 'Timescale' })).toHaveText('Monthly');
    await shot(page, 'report-template-dialog-390');
    await phoneEdit.getByRole('button', { name: 'Cancel' }).click();
    await expect(phoneEdit).toBeHidden();
    await page.setViewportSize(DESKTOP);

    // A plant user: the list is not theirs, the link is.
    await signOut(page);
    await signInTo(page, DEMO.plant);
    await page.goto('/report-templates');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tasks Completed:/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: /^Schedule Compliance:/ })).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: /^Urgent Tasks:/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'report-template-view-390');
  });
});
