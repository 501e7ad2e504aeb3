import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signIn,
  test,
  screenshot,
} from '../../fixtures';

const DEMO_SITE = `(select default_site_key from users where email = '${DEMO.admin}')`;

async function signInTo(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

async function openKpiCards(page: Page) {
  await page.goto('/admin/site-settings?tab=kpi-cards');
  const form = page.getByRole('form', { name: 'KPI cards' });
  // Nineteen cards of fields: allow a loaded machine time to draw them.
  await expect(form.getByRole('group', { name: 'Schedule Compliance' })).toBeVisible({
    timeout: 30_000,
  });
  return form;
}

const card = (form: Locator, title: string) =>
  form.getByRole('group', { name: title, exact: true });

async function cardTitles(form: Locator) {
  return form.getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('KPI cards in site settings', () => {
  // Other specs read the demo site's KPI cards: whatever happens here, they get the defaults back.
  test.afterEach(async () => {
    await queryDatabase(`update sites set kpi_config = '{}'::jsonb where site_key = ${DEMO_SITE}`);
  });

  test('the site admin hides, renames, moves a card and sets a target; all stay after a reload until Restore defaults', async ({
    page,
  }) => {
    // Two page loads of nineteen cards and a phone-width pass: more than the default minute.
    test.setTimeout(180_000);
    await signInTo(page, DEMO.admin);
    let form = await openKpiCards(page);
    expect((await cardTitles(form)).slice(0, 3)).toEqual([
      'Schedule Compliance',
      'Tasks Completed',
      'New Tasks',
    ]);
    await screenshot(page, `kpi-cards-desktop`);

    await card(form, 'Urgent Tasks').getByRole('switch', { name: 'Enabled' }).uncheck();
    await card(form, 'Backlog').getByRole('textbox', { name: 'Title' }).fill('Open Backlog');
    await expect(card(form, 'Open Backlog')).toBeVisible();

    // Moved with the mouse, then with the keyboard: focus stays on the button pressed.
    await form.getByRole('button', { name: 'Move Tasks Completed up' }).click();
    const moveNewTasks = form.getByRole('button', { name: 'Move New Tasks up' });
    await moveNewTasks.focus();
    await page.keyboard.press('Enter');
    await expect(moveNewTasks).toBeFocused();
    expect((await cardTitles(form)).slice(0, 3)).toEqual([
      'Tasks Completed',
      'New Tasks',
      'Schedule Compliance',
    ]);

    const completed = card(form, 'Tasks Completed');
    const target = completed.getByRole('textbox', { name: 'Target' });
    await target.fill('abc');
    await expect(completed.getByText('Only numbers allowed')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await target.fill('25');
    await completed.getByRole('checkbox', { name: 'Daily' }).uncheck();
    await expect(completed.getByRole('checkbox', { name: 'Daily' })).not.toBeChecked();

    // A save that fails keeps every edit, and says so.
    await page.route('**/kpiConfig/update**', (route) => route.abort());
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /\S/ }).last()).toBeVisible();
    await expect(card(form, 'Open Backlog')).toBeVisible();
    await expect(target).toHaveValue('25');
    await page.unroute('**/kpiConfig/update**');

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('KPI cards saved.').last()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.reload();
    form = await openKpiCards(page);
    expect((await cardTitles(form)).slice(0, 3)).toEqual([
      'Tasks Completed',
      'New Tasks',
      'Schedule Compliance',
    ]);
    await expect(
      card(form, 'Urgent Tasks').getByRole('switch', { name: 'Enabled' }),
    ).not.toBeChecked();
    await expect(card(form, 'Open Backlog').getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Open Backlog',
    );
    await expect(
      card(form, 'Tasks Completed').getByRole('textbox', { name: 'Target' }),
    ).toHaveValue('25');
    await expect(
      card(form, 'Tasks Completed').getByRole('checkbox', { name: 'Daily' }),
    ).not.toBeChecked();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card(form, 'Open Backlog')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'kpi-cards-phone', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    await form.getByRole('button', { name: 'Restore defaults' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore defaults' });
    await dialog.getByRole('button', { name: 'Restore defaults' }).click();
    await expect(page.getByText('KPI cards restored to their defaults.').last()).toBeVisible();
    await expect(card(form, 'Backlog')).toBeVisible();
    expect((await cardTitles(form)).slice(0, 3)).toEqual([
      'Schedule Compliance',
      'Tasks Completed',
      'New Tasks',
    ]);
    await expect(card(form, 'Urgent Tasks').getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const [row] = await queryDatabase<{ kpi_config: unknown }>(
      `select kpi_config from sites where site_key = ${DEMO_SITE}`,
    );
    expect(row?.kpi_config).toEqual({});
  });

  test('a contractor gets the permission message on site settings', async ({ page }) => {
    await signInTo(page, DEMO.contractorA);
    await page.goto('/admin/site-settings?tab=kpi-cards');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'KPI cards' })).toHaveCount(0);
  });
});
