import {
  DEMO,
  expect,
  horizontalOverflow,
  queryDatabase,
  signIn,
  test,
  screenshot,
} from '../../fixtures';
import type { Page } from '@playwright/test';
import { createRecordWithTask, setStatusViaApi, taskCard } from '../records/record-helpers';

const IN_PROGRESS = 40;
const INSPECTION = 13;

async function userId(email: string): Promise<string> {
  const [row] = await queryDatabase<{ id: string }>('select id from users where email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * A scaffold inspection In Progress: its findings are the status dialog's Inspection tab, the
 * one inspection record (the demo site asks no other completion field but Witnesses).
 */
async function inspectionInProgress(page: Page) {
  const created = await createRecordWithTask(page, {
    craftType: 10,
    taskType: INSPECTION,
    craftDetails: { tagNumber: `E2E-${Date.now().toString(36)}` },
  });
  await setStatusViaApi(page, created.taskId, IN_PROGRESS);
  return created;
}

async function setRequireCompetentPerson(on: boolean) {
  await queryDatabase(
    `update sites set customizations = customizations || jsonb_build_object('compliance',
       coalesce(customizations->'compliance', '{}'::jsonb) || jsonb_build_object('requireCompetentPerson', $1::boolean))
     where site_key = 'DEMO'`,
    [on],
  );
}

async function openCompleteDialog(
  page: Page,
  created: { craftRecordId: string; taskId: string; title: string },
) {
  await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
  const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);
  await card.getByRole('button', { name: 'Set Complete' }).click();
  return page.getByRole('dialog', { name: 'Set Complete' });
}

async function fillInspection(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('tab', { name: 'Inspection' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Inspection' });
  await panel.getByRole('radio', { name: 'Safe to use with restrictions' }).check();
  await panel.getByRole('textbox', { name: /Restrictions of use/ }).fill('Top lift only');
  await panel.getByRole('textbox', { name: /Inspector's role/ }).fill('Scaffold inspector');
  await panel.getByRole('textbox', { name: /Risks found/ }).fill('Guard rail missing on lift 3');
  await panel.getByRole('textbox', { name: /Action taken/ }).fill('Lift 3 closed off');
  await panel.getByRole('textbox', { name: /Further action/ }).fill('Refit the guard rail');
  return panel;
}

test.describe('scaffold inspection reports', () => {
  test('completing an inspection asks the report, and the card shows it with its PDF', async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await inspectionInProgress(page);
    const dialog = await openCompleteDialog(page, created);

    // Save without the report: the Inspection tab opens with what is missing.
    await dialog.getByRole('button', { name: 'Save' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Inspection' });
    await expect(panel.getByRole('alert')).toContainText('Choose the inspection result.');
    await expect(panel.getByRole('alert')).toContainText("Type the inspector's role.");

    await fillInspection(page, dialog);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await screenshot(page, `inspection-tab-1280`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();

    await page.reload();
    const closed = taskCard(page, 'Closed Tasks', `Task - ${created.title}`);
    const report = closed.getByRole('region', { name: 'Inspection report' });
    await expect(report.getByText('Safe to use with restrictions')).toBeVisible();
    await expect(report.getByText(/Top lift only/)).toBeVisible();
    await expect(report.getByText(/Inspected by Pat Plant \(Scaffold inspector\)/)).toBeVisible();
    await screenshot(page, `inspection-card-1280`);

    const link = report.getByRole('link', { name: 'Inspection report (PDF)' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Inspection report - E2E-.*\.pdf$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(
      taskCard(page, 'Closed Tasks', `Task - ${created.title}`)
        .getByRole('region', { name: 'Inspection report' })
        .getByRole('link', { name: 'Inspection report (PDF)' }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `inspection-card-390`);
  });

  test("asks a demo scaffold inspection's findings once, on its Inspection tab", async ({
    page,
  }) => {
    // Issue 32 #10: the demo's own "Inspected By" and "Inspection Result" details asked the same
    // questions as the Inspection tab and could contradict it.
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await inspectionInProgress(page);
    const dialog = await openCompleteDialog(page, created);
    await expect(dialog.getByRole('textbox', { name: 'Witnesses' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose Inspected By' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: /Inspected By/ })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: /Inspection Result/ })).toHaveCount(0);

    await fillInspection(page, dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();

    await page.reload();
    const closed = taskCard(page, 'Closed Tasks', `Task - ${created.title}`);
    await expect(
      closed
        .getByRole('region', { name: 'Inspection report' })
        .getByText('Safe to use with restrictions', { exact: true }),
    ).toBeVisible();
    await expect(
      closed.getByRole('term').filter({ hasText: /Inspection Result|Inspected By/ }),
    ).toHaveCount(0);
  });

  test('with a competent person required, only one marked by the admin may complete', async ({
    page,
    browser,
  }) => {
    const plantId = await userId(DEMO.plant);
    await queryDatabase(
      `update site_users set competent_person = false where site_key = 'DEMO' and user_id = $1`,
      [plantId],
    );
    await setRequireCompetentPerson(true);
    try {
      await signIn(page, DEMO.plant);
      await expect(page).toHaveURL(/\/home$/);
      const created = await inspectionInProgress(page);
      const dialog = await openCompleteDialog(page, created);
      await fillInspection(page, dialog);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText('Only a competent person may complete a scaffold inspection.'),
      ).toBeVisible();
      await screenshot(page, `inspection-refused-1280`, { fullPage: false });

      // The site admin marks Pat Plant a competent person on the user's page.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO.admin);
      await expect(admin).toHaveURL(/\/home$/);
      await admin.goto(`/user-permissions?uid=${plantId}`);
      const competent = admin.getByRole('switch', { name: 'Competent person' });
      await expect(competent).not.toBeChecked();
      await competent.click();
      await expect(admin.getByText('Marked as a competent person.')).toBeVisible();
      await expect(competent).toBeChecked();
      await screenshot(admin, `competent-person-1280`);
      await adminContext.close();

      // The refused dialog kept what was typed: Save again.
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        taskCard(page, 'Closed Tasks', `Task - ${created.title}`)
          .getByRole('region', { name: 'Inspection report' })
          .getByText('Safe to use with restrictions'),
      ).toBeVisible();
    } finally {
      await setRequireCompetentPerson(false);
      await queryDatabase(
        `update site_users set competent_person = false where site_key = 'DEMO' and user_id = $1`,
        [plantId],
      );
    }
  });
});
