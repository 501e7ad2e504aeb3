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
import { overdueGrid, scrolledToRow } from './overdue-grid';

const DAY_MS = 86_400_000;

/**
 * A standing scaffold of the demo site, installed `days` ago by Apex at a location the admin
 * works in, never inspected: a state no screen reaches (installation is in the past).
 */
async function standingScaffold(days: number): Promise<{ id: string; title: string }> {
  const title = `Scaffold E2E ${Date.now().toString(36)}`;
  const [row] = await queryDatabase<{ id: string }>(
    `insert into craft_records (id, site_key, title, craft_type, location_id, authorized_companies,
        craft_details, timestamp_marked_installed, created_by)
     select gen_random_uuid()::text, 'DEMO', $1, 10,
       (select ul.location_id from user_locations ul join users u on u.id = ul.user_id
         where u.email = $2 and ul.site_key = 'DEMO' and ul.value order by ul.location_id limit 1),
       array[(select id from companies where site_key = 'DEMO' and name = 'Apex Scaffold Services')],
       '{"installed": true}'::jsonb, $3,
       (select id from users where email = $2)
     returning id`,
    [title, DEMO.admin, new Date(Date.now() - days * DAY_MS)],
  );
  if (!row) throw new Error('no scaffold inserted');
  return { id: row.id, title };
}

async function setIntervalInDatabase(days: number) {
  await queryDatabase(
    `update sites set customizations = customizations || jsonb_build_object('inspectionIntervalDays', $1::int,
       'compliance', coalesce(customizations->'compliance', '{}'::jsonb) || jsonb_build_object('inspectionIntervalDays', $1::int))
     where site_key = 'DEMO'`,
    [days],
  );
}

/**
 * The overdue grid sorted by days since inspection, fewest first: a scaffold standing fewer days
 * than the interval would be the first row if it were listed.
 */
async function fewestDaysFirst(page: Page) {
  const header = overdueGrid(page).getByRole('columnheader', { name: 'Days since inspection' });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
}

test.describe('compliance', () => {
  test('an overdue scaffold is listed and one click creates its inspection task, seen on the record', async ({
    page,
  }) => {
    const scaffold = await standingScaffold(12);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const tile = page.getByRole('link', { name: /^Compliance ?, \d+ overdue inspections$/ });
    await expect(tile).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(/\/compliance$/);
    await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();

    const row = await scrolledToRow(page, overdueGrid(page), scaffold.title);
    // Days since inspection: 12, counted from the installation.
    await expect(row.getByRole('gridcell').nth(3)).toHaveText(/^12\s*never inspected$/);
    await screenshot(page, `compliance-1280`, { fullPage: false });

    // At 390 px the scaffolds are cards (decision 178): the record's link, its fields, its
    // checkbox and its Create button.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('grid')).toHaveCount(0);
    const card = page
      .getByRole('list', { name: 'Overdue inspections' })
      .getByRole('listitem')
      .filter({ hasText: scaffold.title });
    await expect(card.getByRole('link', { name: scaffold.title, exact: true })).toBeVisible();
    await expect(card).toContainText(/Days since inspection:\s*12\s*never inspected/);
    await expect(card.getByRole('checkbox', { name: `Select ${scaffold.title}` })).toBeEnabled();
    await expect(
      card.getByRole('button', { name: `Create inspection task for ${scaffold.title}` }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `compliance-390`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await scrolledToRow(page, overdueGrid(page), scaffold.title);

    await row.getByRole('button', { name: `Create inspection task for ${scaffold.title}` }).click();
    await expect(page.getByText('1 inspection task created.')).toBeVisible();
    const openTask = row.getByRole('link', { name: 'Open task' });
    await expect(openTask).toBeVisible();
    await expect(row.getByRole('checkbox')).toBeDisabled();

    const [task] = await queryDatabase<{ task_status: number; task_type: number; company: string }>(
      `select t.task_status, t.task_type, c.name as company from tasks t
         join companies c on c.id = t.assigned_company_id where t.craft_record_id = $1`,
      [scaffold.id],
    );
    expect(task).toEqual({ task_status: 30, task_type: 13, company: 'Apex Scaffold Services' });

    await openTask.click();
    await expect(page).toHaveURL(new RegExp(`/craft-record/${scaffold.id}/`));
    await expect(page.getByText(`Inspection - ${scaffold.title}`).first()).toBeVisible();
  });

  test('the interval set in site settings decides which scaffolds are overdue', async ({
    page,
  }) => {
    const scaffold = await standingScaffold(3);
    try {
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/compliance');
      await expect(overdueGrid(page)).toBeVisible();
      await expect(page.getByText('Inspection interval: 7 days')).toBeVisible();
      await fewestDaysFirst(page);
      await expect(overdueGrid(page).getByRole('row').nth(1)).toBeVisible();
      await expect(overdueGrid(page).getByRole('row').nth(1)).not.toContainText(scaffold.title);

      await page.goto('/admin/site-settings?tab=compliance');
      const form = page.getByRole('form', { name: 'Compliance' });
      await expect(form.getByRole('radio', { name: /^7 days/ })).toBeChecked();
      await form.getByRole('radio', { name: /^1 day/ }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Site settings saved.')).toBeVisible();
      await screenshot(page, `compliance-settings-1280`, { fullPage: false });

      await page.goto('/compliance');
      await expect(page.getByText('Inspection interval: 1 day')).toBeVisible();
      const listed = await scrolledToRow(page, overdueGrid(page), scaffold.title);
      await expect(listed.getByRole('link', { name: scaffold.title, exact: true })).toBeVisible();

      await page.goto('/admin/site-settings?tab=compliance');
      await form.getByRole('radio', { name: 'Custom' }).check();
      await form.getByLabel('Custom interval (days)').fill('5');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Site settings saved.')).toBeVisible();
      await page.goto('/compliance');
      await expect(page.getByText('Inspection interval: 5 days')).toBeVisible();
      // Still fewest days first (the list keeps its sort).
      await expect(
        overdueGrid(page).getByRole('columnheader', { name: 'Days since inspection' }),
      ).toHaveAttribute('aria-sort', 'ascending');
      await expect(overdueGrid(page).getByRole('row').nth(1)).toBeVisible();
      await expect(overdueGrid(page).getByRole('row').nth(1)).not.toContainText(scaffold.title);
    } finally {
      await setIntervalInDatabase(7);
    }
  });

  test('a site admin sets the idle days and cost; an idle scaffold shows its estimated cost', async ({
    page,
  }) => {
    const scaffold = await standingScaffold(30);
    const before = await queryDatabase<{ compliance: unknown }>(
      `select customizations->'compliance' as compliance from sites where site_key = 'DEMO'`,
    );
    try {
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/admin/site-settings?tab=compliance');
      const form = page.getByRole('form', { name: 'Compliance' });
      await form.getByLabel('Idle after (days)').fill('20');
      await form.getByLabel('Rental cost per scaffold per day ($)').fill('12.50');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Site settings saved.')).toBeVisible();

      await page.goto('/compliance?tab=idle');
      const row = await scrolledToRow(
        page,
        page.getByRole('grid', { name: 'Idle scaffolds' }),
        scaffold.title,
      );
      // 30 standing days at $12.50.
      await expect(row).toContainText('$375.00');
      await expect(
        row.getByRole('link', { name: `Order removal of ${scaffold.title}` }),
      ).toHaveAttribute('href', `/create-task/10/${scaffold.id}`);
    } finally {
      await queryDatabase(
        `update sites set customizations = customizations || jsonb_build_object('compliance', $1::jsonb)
         where site_key = 'DEMO'`,
        [JSON.stringify(before[0]?.compliance ?? {})],
      );
    }
  });
});
