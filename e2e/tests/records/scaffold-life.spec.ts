import { DEMO, expect, signIn, test } from '../../fixtures';
import { companyFor, createRecordWithTask, rpc, setStatusViaApi, taskCard } from './record-helpers';

test.describe('a scaffold through its life', () => {
  test('installation to modification to removal closes the record', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    const installation = `Task - ${created.title}`;
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);

    const card = taskCard(page, 'Open Tasks', installation);
    await expect(
      card.getByRole('definition').filter({ hasText: 'Awaiting (Urgent)' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete Task' })).toBeVisible();

    await card.getByRole('button', { name: 'Set In Progress' }).click();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete Task' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Set Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Complete' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('checkbox', { name: 'Would you like to create the next task for Modification?' })
      .check();
    const company = dialog.getByRole('combobox', { name: /Assigned Company/ });
    await company.click();
    await page.getByRole('option', { name: created.companyName, exact: true }).click();
    await expect(company).toContainText(created.companyName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Task status changed successfully.').first()).toBeVisible();

    await expect(taskCard(page, 'Closed Tasks', installation)).toBeVisible();
    const modification = taskCard(page, 'Open Tasks', `Modification - ${created.title}`);
    await expect(modification).toHaveCount(1);
    await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(modification).toHaveCount(1);

    // The modification is done elsewhere; a Removal follows and closes the record.
    const tasks = await rpc(page, 'craftRecords/get', { id: created.craftRecordId });
    expect(tasks.status).toBe(200);
    const record = tasks.body?.json as { openTasks: { id: string; taskType: number }[] };
    const openModification = record.openTasks.find((t) => t.taskType === 11);
    expect(openModification, JSON.stringify(tasks.body)).toBeTruthy();
    await setStatusViaApi(page, openModification?.id ?? '', 40);
    await setStatusViaApi(page, openModification?.id ?? '', 90);
    const apex = await companyFor(page, 10);
    const removal = await rpc(page, 'tasks/create', {
      craftType: 10,
      taskType: 12,
      craftRecordId: created.craftRecordId,
      schedule: { choice: 'urgent', scheduledAt: null },
      assignedCompanyId: apex.id,
      title: `Removal - ${created.title}`,
      subscribe: false,
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    const removalId = (removal.body?.json as { taskId: string }).taskId;
    await page.goto(`/craft-record/${created.craftRecordId}/${removalId}`);
    const removalCard = taskCard(page, 'Open Tasks', `Removal - ${created.title}`);
    await removalCard.getByRole('button', { name: 'Set In Progress' }).click();
    await expect(
      removalCard.getByRole('definition').filter({ hasText: /^In Progress/ }),
    ).toBeVisible();
    await removalCard.getByRole('button', { name: 'Set Complete' }).click();
    // Removal's completion offers the next task (Inspection); declined, the record closes.
    // The Material Pickup tab asks whether the material still needs picking up.
    const complete = page.getByRole('dialog', { name: 'Set Complete' });
    const inspection = complete.getByRole('checkbox', {
      name: 'Would you like to create the next task for Inspection?',
    });
    await expect(inspection).toBeVisible();
    await expect(inspection).not.toBeChecked();
    await complete.getByRole('tab', { name: 'Material Pickup' }).click();
    const pickup = complete.getByRole('radiogroup', { name: 'Material Pickup' });
    await expect(pickup.getByRole('radio', { name: 'NEEDS PICKUP' })).toBeChecked();
    await expect(
      complete.getByRole('list', { name: 'Sample material list' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await pickup.getByRole('radio', { name: 'RETURNED' }).check();
    await complete.getByRole('button', { name: 'Save' }).click();
    await expect(complete).toBeHidden();
    const removed = taskCard(page, 'Closed Tasks', `Removal - ${created.title}`);
    await expect(removed).toBeVisible();
    await expect(
      removed
        .getByRole('tabpanel')
        .getByRole('definition')
        .filter({ hasText: /^RETURNED$/ }),
    ).toBeVisible();
    const header = page.getByRole('heading', { level: 1, name: created.title }).locator('..');
    await expect(header.getByText('Closed', { exact: true })).toBeVisible();
    await page.reload();
    await expect(header.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open Tasks (0)' })).toBeVisible();
  });
});
