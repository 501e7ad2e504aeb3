import { DEMO, expect, signIn, test } from '../../fixtures';
import { createRecordWithTask, rpc, setStatusViaApi, taskCard } from './record-helpers';

const IN_PROGRESS = 40;

type TRow = { id: string; craftRecordId: string; taskStatus: number };

/** The first task row anywhere in a list answer that matches. */
function findTask(value: unknown, match: (row: TRow) => boolean): TRow | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findTask(item, match);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const row = value as Partial<TRow>;
    if (typeof row.id === 'string' && typeof row.craftRecordId === 'string' && match(row as TRow))
      return row as TRow;
    for (const child of Object.values(value)) {
      const found = findTask(child, match);
      if (found) return found;
    }
  }
  return undefined;
}

test.describe('status dialogs', () => {
  for (const { craft, craftType, taskType, choice, open } of [
    { craft: 'Painting', craftType: 30, taskType: 60, choice: 'Keep Open', open: true },
    { craft: 'Waterblasting', craftType: 20, taskType: 20, choice: 'Close', open: false },
  ]) {
    test(`asks to keep or close a ${craft} record on its last open task (${choice})`, async ({
      page,
    }) => {
      await signIn(page, DEMO.plant);
      await expect(page).toHaveURL(/\/home$/);
      const created = await createRecordWithTask(page, { craftType, taskType });
      await setStatusViaApi(page, created.taskId, IN_PROGRESS);
      await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);

      const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);
      await card.getByRole('button', { name: 'Set Complete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set Complete' });
      const question = dialog.getByRole('radiogroup', {
        name: 'This is the last open task of the craft record. Keep the record open, or close it?',
      });
      await expect(question).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        dialog
          .getByRole('alert')
          .filter({ hasText: 'Please select a craft record persistence option' }),
      ).toBeVisible();
      await expect(dialog).toBeVisible();

      await question.getByRole('radio', { name: choice }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Task status changed successfully.')).toBeVisible();
      await expect(taskCard(page, 'Closed Tasks', `Task - ${created.title}`)).toBeVisible();
      const header = page.getByRole('heading', { level: 1, name: created.title }).locator('..');
      await expect(header.getByText(open ? 'Open' : 'Closed', { exact: true })).toBeVisible();
      await page.reload();
      await expect(header.getByText(open ? 'Open' : 'Closed', { exact: true })).toBeVisible();
    });
  }

  test('collects the inspection details tied to Complete, people picked in Select User', async ({
    page,
  }) => {
    // The demo site ties Witnesses (several users) to a scaffold inspection's completion; the
    // findings are the Inspection tab's alone (issue 32 #10).
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page, { craftType: 10, taskType: 13 });
    await setStatusViaApi(page, created.taskId, IN_PROGRESS);
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);

    const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);
    await card.getByRole('button', { name: 'Set Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Complete' });

    await dialog.getByRole('button', { name: 'Choose Witnesses' }).click();
    const witnesses = page.getByRole('dialog', { name: 'Select User' });
    await witnesses.getByRole('checkbox', { name: /^Pat Plant/ }).check();
    await witnesses.getByRole('checkbox', { name: /^Frankie Foreman/ }).check();
    await witnesses.getByRole('button', { name: 'Save' }).click();
    await expect(witnesses).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Witnesses' })).toHaveValue(
      'Pat Plant, Frankie Foreman',
    );
    // A scaffold inspection's completion also asks its report (the Inspection tab).
    await dialog.getByRole('tab', { name: 'Inspection' }).click();
    const inspection = dialog.getByRole('tabpanel', { name: 'Inspection' });
    await inspection.getByRole('radio', { name: 'Safe to use with restrictions' }).check();
    await inspection.getByRole('textbox', { name: /Restrictions of use/ }).fill('Top lift only');
    await inspection.getByRole('textbox', { name: /Inspector's role/ }).fill('Area Supervisor');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();
    const closed = taskCard(page, 'Closed Tasks', `Task - ${created.title}`);
    await page.reload();
    const details = closed.getByRole('tabpanel');
    await expect(
      details.getByRole('definition').filter({ hasText: /^Pat Plant, Frankie Foreman$/ }),
    ).toBeVisible();
  });

  test('a contractor cannot advance an Awaiting Approval task', async ({ page }) => {
    // No status change leads to Awaiting Approval on the demo site (its estimate flow is off),
    // so the test uses a seeded task of the contractor's company in that status, found through
    // the Estimate Approval list.
    const contractor = page;
    await signIn(contractor, DEMO.contractorA);
    await expect(contractor).toHaveURL(/\/home$/);
    const list = await rpc(contractor, 'tasks/list', {
      taskParam: 'Estimate Approval',
      pageSize: 25,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const task = findTask(list.body?.json, (t) => t.taskStatus === 8);
    expect(task, JSON.stringify(list.body).slice(0, 800)).toBeTruthy();
    const { id: taskId, craftRecordId } = task ?? { id: '', craftRecordId: '' };
    await contractor.goto(`/craft-record/${craftRecordId}/${taskId}`);
    const card = contractor
      .getByRole('region', { name: 'Open Tasks' })
      .locator('article[aria-current="true"]');
    await expect(card).toHaveCount(1);
    await expect(
      card.getByRole('definition').filter({ hasText: /^Awaiting Approval/ }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /^Set / })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Other Statuses' })).toHaveCount(0);

    // Approval moves the task to Awaiting Schedule, Scheduled or Awaiting (by its date and the
    // site's time of day), which plant personnel may do and the contractor may not (403); what
    // approval cannot lead to, no one may (409). Each answer is one of the two, and both occur.
    const refusals: number[] = [];
    for (const status of [10, 20, 30]) {
      const refused = await rpc(contractor, 'tasks/setStatus', { taskId, status });
      refusals.push(refused.status);
    }
    expect(refusals.filter((s) => s !== 403 && s !== 409)).toEqual([]);
    expect(refusals).toContain(403);
    expect(refusals).toContain(409);
    await contractor.reload();
    await expect(
      card.getByRole('definition').filter({ hasText: /^Awaiting Approval/ }),
    ).toBeVisible();
  });
});
