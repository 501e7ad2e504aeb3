import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { createRecordWithTask, rpc, setStatusViaApi, taskCard } from '../records/record-helpers';

const IN_PROGRESS = 40;

test.describe('a refusal over the status dialog', () => {
  const title = `E2E Clamps ${Date.now().toString(36)}`;

  test.afterAll(async () => {
    // The demo site is shared: the object goes, so other specs' completions see no objects.
    await queryDatabase('update inventory_objects set deleted_at = now() where title = $1', [
      title,
    ]);
  });

  test('is announced to a screen reader while the dialog stays open', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const created = await rpc(page, 'inventoryObjects/create', {
      title,
      quantityAvailable: 10,
      quantityAwaitingPickup: 0,
      quantityInUse: 0,
      quantityReserved: 0,
      lowQuantityThreshold: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const record = await createRecordWithTask(page);
    await setStatusViaApi(page, record.taskId, IN_PROGRESS);

    await page.goto(`/craft-record/${record.craftRecordId}/${record.taskId}`);
    await taskCard(page, 'Open Tasks', `Task - ${record.title}`)
      .getByRole('button', { name: 'Set Complete' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Set Complete' });
    await dialog.getByRole('tab', { name: 'Inventory Transactions' }).click();
    const line = dialog
      .getByRole('list', { name: 'Inventory Objects' })
      .getByRole('listitem')
      .filter({ has: page.getByText(title, { exact: true }) });
    await line.getByRole('textbox', { name: 'Quantity' }).fill('25');
    await line.getByRole('button', { name: `Add ${title}` }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    // Found by its role, so only if it is in the accessibility tree (not under aria-hidden).
    await expect(page.getByRole('alert').filter({ hasText: title })).toHaveText(
      `Not enough ${title}: this would leave less than zero available.`,
    );
    await expect(dialog).toBeVisible();
  });
});
