import { randomUUID } from 'node:crypto';
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

/**
 * An Operator Rounds task In Progress on its own record (craft type 110), for the company that
 * walks the rounds, at a location the admin sees. Operator Rounds records are not among the
 * demo site's work types, so no screen creates one.
 */
async function plantRoundsTask(title: string) {
  const [row] = await queryDatabase<{ locationId: string; companyId: string; adminId: string }>(
    `select l.id as "locationId", c.id as "companyId", u.id as "adminId"
       from locations l
       join companies c on c.site_key = l.site_key and c.name = 'Delta Plant Services'
       join users u on u.email = $1
      where l.site_key = 'DEMO' and l.deleted_at is null
        and exists (select 1 from user_locations ul
                     where ul.user_id = u.id and ul.location_id = l.id and ul.value)
      order by l.title limit 1`,
    [DEMO.admin],
  );
  if (!row) throw new Error('the demo site is not there');
  const recordId = randomUUID();
  const taskId = randomUUID();
  planted.push(recordId);
  await queryDatabase(
    `insert into craft_records (id, site_key, title, craft_type, location_id, authorized_companies,
        created_by, num_open_tasks)
     values ($1, 'DEMO', $2, 110, $3, array[$4], $5, 1)`,
    [recordId, title, row.locationId, row.companyId, row.adminId],
  );
  await queryDatabase(
    `insert into tasks (id, site_key, craft_record_id, title, task_status, task_type, craft_type,
        location_id, assigned_company_id, created_by, craft_record_persistence,
        timestamp_scheduled, timestamp_task_started)
     values ($1, 'DEMO', $2, $3, 40, 110, 110, $4, $5, $6, 'keep', now(), now())`,
    [taskId, recordId, `Task - ${title}`, row.locationId, row.companyId, row.adminId],
  );
  return { recordId, taskId };
}

/** The records planted here, closed afterwards: their work type is not among the site's. */
const planted: string[] = [];
test.afterAll(async () => {
  // The All Open list sums the site's work types; an open Operator Rounds record would not add up.
  await queryDatabase(
    `update craft_records set open = false, timestamp_record_closed = now() where id = any($1)`,
    [planted],
  );
});

/** One template per task type: detaches every listed template from Operator Rounds. */
async function freeOperatorRounds(page: Page) {
  for (;;) {
    await page.goto('/checklists');
    const attached = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Operator Rounds', { exact: true }) });
    await expect(page.getByRole('heading', { level: 1, name: 'Checklists' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    if ((await attached.count()) === 0) return;
    await attached.first().getByRole('link').click();
    await page.getByRole('checkbox', { name: 'Operator Rounds tasks' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Checklist saved')).toBeVisible();
  }
}

test.describe('checklists', () => {
  test("a checklist's answers are asked at completion and shown on the task card", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Pump bay round ${Date.now().toString(36)}`;
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);

    // The drawer leads the admin to the templates, the demo's among them.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Checklists' })
      .click();
    await expect(page).toHaveURL(/\/checklists$/);
    await expect(page.getByRole('heading', { name: 'Scaffold inspection form' })).toBeVisible();
    await screenshot(page, `checklists-list`);
    await freeOperatorRounds(page);

    // A new template: three items, the last moved up by keyboard, asked for Operator Rounds.
    await page.getByRole('link', { name: 'New template' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New checklist' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Item 1 label' }).fill('Valve V-12 closed');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('combobox', { name: 'Item 2 kind' }).click();
    await page.getByRole('option', { name: 'Number' }).click();
    await page.getByRole('textbox', { name: 'Item 2 label' }).fill('Header pressure');
    await page.getByRole('spinbutton', { name: 'Item 2 lowest value' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Item 2 highest value' }).fill('10');
    await page.getByRole('textbox', { name: 'Item 2 unit' }).fill('bar');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('combobox', { name: 'Item 3 kind' }).click();
    await page.getByRole('option', { name: 'Text' }).click();
    await page.getByRole('textbox', { name: 'Item 3 label' }).fill('Remarks');
    await page.getByRole('checkbox', { name: 'Item 3 required' }).uncheck();
    await page.getByRole('button', { name: 'Move item 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Item 2 label' })).toHaveValue('Remarks');
    await expect(page.getByRole('textbox', { name: 'Item 3 label' })).toHaveValue(
      'Header pressure',
    );
    await page.getByRole('checkbox', { name: 'Operator Rounds tasks' }).check();
    await screenshot(page, `checklist-editor`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Checklist saved')).toBeVisible();
    await expect(page).toHaveURL(/\/checklists\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Completing an Operator Rounds task asks the checklist.
    const title = `Rounds ${Date.now().toString(36)}`;
    const { recordId, taskId } = await plantRoundsTask(title);
    await page.goto(`/craft-record/${recordId}/${taskId}`);
    const open = page
      .getByRole('region', { name: 'Open Tasks' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: `Task - ${title}` }) });
    await open.getByRole('button', { name: 'Set Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Complete' });
    await expect(dialog.getByRole('tab', { name: 'Checklist' })).toBeVisible();

    // Nothing answered: Save is refused and the Checklist tab says what is missing.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('tab', { name: 'Checklist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText('Valve V-12 closed: This item is required.');
    await expect(warning).toContainText('Header pressure: This item is required.');
    await expect(warning).not.toContainText('Remarks');

    await dialog
      .getByRole('radiogroup', { name: 'Valve V-12 closed' })
      .getByRole('radio', { name: 'No' })
      .check();
    const pressure = dialog.getByRole('spinbutton', { name: 'Header pressure (bar)' });
    await pressure.fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(warning).toContainText('Header pressure: The value must be at most 10.');
    await expect(dialog).toBeVisible();
    await pressure.fill('7.5');
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Gland packing weeping');
    await screenshot(page, `checklist-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();

    // The answers on the task card, the failed one said in words, with its corrective task.
    const closed = page
      .getByRole('region', { name: 'Closed Tasks' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: `Task - ${title}` }) });
    const answers = closed.getByRole('region', { name: `Checklist: ${name}` });
    await expect(answers).toBeVisible();
    const valve = answers.getByRole('listitem').filter({ hasText: 'Valve V-12 closed' });
    await expect(valve).toContainText('Failed');
    await expect(valve).toContainText('No');
    await expect(
      answers.getByRole('listitem').filter({ hasText: 'Header pressure' }),
    ).toContainText('7.5 bar');
    await expect(answers.getByRole('listitem').filter({ hasText: 'Remarks' })).toContainText(
      'Gland packing weeping',
    );
    await screenshot(page, `checklist-answers`);
    await valve
      .getByRole('button', { name: 'Create corrective task for Valve V-12 closed' })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Corrective task created' }),
    ).toBeVisible();
    await expect(
      valve.getByRole('button', { name: 'Corrective task created for Valve V-12 closed' }),
    ).toBeDisabled();
    await expect(
      page
        .getByRole('region', { name: 'Open Tasks' })
        .getByRole('heading', { level: 3, name: 'Corrective: Valve V-12 closed' }),
    ).toBeVisible();

    // The answers survive a reload (they are the task's, not the page's).
    await page.reload();
    await expect(
      page.getByRole('region', { name: `Checklist: ${name}` }).getByText('7.5 bar'),
    ).toBeVisible();
  });

  test('the template editor fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/checklists');
    await page.getByRole('link', { name: /Operator round - Unit 2/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Operator round - Unit 2' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Item 3 label' })).toHaveValue(
      'Drum D-3 pressure',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `checklist-editor-390`);
  });
});
