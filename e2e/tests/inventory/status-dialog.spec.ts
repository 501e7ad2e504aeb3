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
import { expectRowStartsWith } from './inventory-helpers';
import {
  companyFor,
  createRecordWithTask,
  rpc,
  setStatusViaApi,
  taskCard,
} from '../records/record-helpers';

const IN_PROGRESS = 40;

type TQuantities = { available: number; inUse: number; awaitingPickup: number };

/** The object's totals as the database keeps them. */
async function quantitiesOf(title: string): Promise<TQuantities> {
  const [row] = await queryDatabase<{ a: string; u: string; p: string }>(
    `select quantity_available a, quantity_in_use u, quantity_awaiting_pickup p
       from inventory_objects where title = $1 and deleted_at is null`,
    [title],
  );
  if (!row) throw new Error(`no object ${title}`);
  return { available: Number(row.a), inUse: Number(row.u), awaitingPickup: Number(row.p) };
}

/** Site settings > Switches: Inventory off (the drawer loses it), then on again. */
async function turnInventoryOffAndOn(page: Page) {
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/admin/site-settings');
  for (const on of [false, true]) {
    await page.getByRole('tab', { name: 'Switches' }).click();
    const form = page.getByRole('form', { name: 'Switches' });
    await form.getByRole('switch', { name: 'Inventory', exact: true }).setChecked(on);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site settings saved.').last()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Inventory' })).toHaveCount(on ? 1 : 0);
  }
}

/**
 * A new object through Inventory > Objects' New Inventory Object drawer: 100 available, Low at
 * 60. Answers the address of its page.
 */
async function createObject(page: Page, title: string): Promise<string> {
  await page.goto('/inventory/objects');
  await page.getByRole('button', { name: 'New Inventory Object' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Inventory Object' });
  await drawer.getByLabel('Object Title').fill(title);
  await drawer.getByLabel('Quantity Available').fill('100');
  await drawer.getByLabel('Low Quantity Threshold').fill('60');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Inventory object created.')).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search Inventory Objects' }).fill(title);
  await page
    .getByRole('grid', { name: 'Inventory Objects' })
    .getByRole('row', { name: new RegExp(title) })
    .getByText(title)
    .click();
  await expect(page).toHaveURL(/\/inventory\/objects\/[^/]+$/);
  return new URL(page.url()).pathname;
}

/** Opens Set Complete on the task's card and the dialog's Inventory Transactions tab. */
async function openInventoryTab(page: Page, recordId: string, taskId: string, title: string) {
  await page.goto(`/craft-record/${recordId}/${taskId}`);
  await taskCard(page, 'Open Tasks', title).getByRole('button', { name: 'Set Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Complete' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Inventory Transactions' }).click();
  return dialog;
}

/** The object's line on the tab's left side. */
function objectLine(dialog: Locator, title: string) {
  return dialog
    .getByRole('list', { name: 'Inventory Objects' })
    .getByRole('listitem')
    .filter({ has: dialog.page().getByText(title, { exact: true }) });
}

/** Adds a pending line of `quantity` with the movement the line offers first, which is checked. */
async function addRecommended(dialog: Locator, title: string, movement: string, quantity: string) {
  const line = objectLine(dialog, title);
  await expect(line.getByRole('combobox', { name: 'Movement Type' })).toHaveText(movement);
  await line.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await line.getByRole('button', { name: `Add ${title}` }).click();
  await expect(
    dialog
      .getByRole('list', { name: 'Pending Inventory Transactions' })
      .getByText(`${title}: ${quantity}`),
  ).toBeVisible();
}

async function save(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Inventory Transactions created.')).toBeVisible();
}

test.describe('the status dialog moves inventory with the task', () => {
  const title = `E2E Tubes ${Date.now().toString(36)}`;

  test.afterAll(async () => {
    // The demo site is shared: the object goes, so other specs' completions see no objects.
    await queryDatabase('update inventory_objects set deleted_at = now() where title = $1', [
      title,
    ]);
  });

  test('installation on rent, removal to awaiting pickup, material pickup back to stock', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await turnInventoryOffAndOn(page);
    const objectPage = await createObject(page, title);

    // An Installation completed: 40 on rent from the laydown yard.
    const record = await createRecordWithTask(page);
    await setStatusViaApi(page, record.taskId, IN_PROGRESS);
    let dialog = await openInventoryTab(
      page,
      record.craftRecordId,
      record.taskId,
      `Task - ${record.title}`,
    );
    await expect(
      dialog.getByText('No Inventory Transactions Added', { exact: true }),
    ).toBeVisible();
    const line = objectLine(dialog, title);
    await expect(line).toContainText('Available 100 · In use 0 · Awaiting pickup 0');
    await expect(line.getByText('Low', { exact: true })).toHaveCount(0);
    // Add without a quantity: the field and the warning say why.
    await line.getByRole('button', { name: `Add ${title}` }).click();
    await expect(line.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please check the Quantity field')).toBeVisible();
    await addRecommended(dialog, title, 'On Rent (from laydown yard)', '40');
    await screenshot(page, `dialog-1280`, { fullPage: false });
    await save(page, dialog);
    expect(await quantitiesOf(title)).toEqual({ available: 60, inUse: 40, awaitingPickup: 0 });
    // The object's page: 40 fewer available, 40 more in use, the line in its history; Low.
    await page.goto(objectPage);
    const stock = page.getByRole('table', { name: 'Quantities per location' });
    await expectRowStartsWith(stock, ['Totals', '60', '0', '40', '0']);
    await expect(
      page
        .getByRole('table', { name: 'Movement history' })
        .getByRole('row', { name: /On Rent \(from laydown yard\).*40/ }),
    ).toBeVisible();
    await expect(page.getByText('Low', { exact: true })).toBeVisible();

    // A Removal completed with NEEDS PICKUP: Off Rent moves them to awaiting pickup. Available
    // is now at the threshold: the object is Low.
    const apex = await companyFor(page, 10);
    const removal = await rpc(page, 'tasks/create', {
      craftType: 10,
      taskType: 12,
      craftRecordId: record.craftRecordId,
      schedule: { choice: 'urgent', scheduledAt: null },
      assignedCompanyId: apex.id,
      title: `Removal - ${record.title}`,
      subscribe: false,
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    const removalId = (removal.body?.json as { taskId: string }).taskId;
    await setStatusViaApi(page, removalId, IN_PROGRESS);
    await page.setViewportSize({ width: 390, height: 844 });
    dialog = await openInventoryTab(
      page,
      record.craftRecordId,
      removalId,
      `Removal - ${record.title}`,
    );
    await expect(objectLine(dialog, title)).toContainText(
      'Available 60 · In use 40 · Awaiting pickup 0',
    );
    await expect(objectLine(dialog, title).getByText('Low', { exact: true })).toBeVisible();
    await addRecommended(dialog, title, 'Off Rent (back to laydown yard)', '40');
    await dialog.getByRole('tab', { name: 'Material Pickup' }).click();
    await expect(
      dialog
        .getByRole('radiogroup', { name: 'Material Pickup' })
        .getByRole('radio', { name: 'NEEDS PICKUP' }),
    ).toBeChecked();
    await dialog.getByRole('tab', { name: 'Inventory Transactions' }).click();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `dialog-390`, { fullPage: false });
    await save(page, dialog);
    expect(await quantitiesOf(title)).toEqual({ available: 60, inUse: 0, awaitingPickup: 40 });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A Material Pickup completed: Off Rent returns them to available.
    const pickup = await createRecordWithTask(page, { taskType: 14 });
    await setStatusViaApi(page, pickup.taskId, IN_PROGRESS);
    dialog = await openInventoryTab(
      page,
      pickup.craftRecordId,
      pickup.taskId,
      `Task - ${pickup.title}`,
    );
    await expect(objectLine(dialog, title)).toContainText(
      'Available 60 · In use 0 · Awaiting pickup 40',
    );
    await addRecommended(dialog, title, 'Off Rent (back to laydown yard)', '40');
    await save(page, dialog);
    expect(await quantitiesOf(title)).toEqual({ available: 100, inUse: 0, awaitingPickup: 0 });
  });

  test('a line the stock cannot cover refuses the whole save and keeps the dialog', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const before = await quantitiesOf(title);
    const record = await createRecordWithTask(page);
    await setStatusViaApi(page, record.taskId, IN_PROGRESS);
    const dialog = await openInventoryTab(
      page,
      record.craftRecordId,
      record.taskId,
      `Task - ${record.title}`,
    );
    await addRecommended(dialog, title, 'On Rent (from laydown yard)', '500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Not enough ${title}`)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${title}: 500`)).toBeVisible();
    await dialog.getByRole('button', { name: `Remove ${title} 500` }).click();
    await expect(dialog.getByText('No Inventory Transactions Added')).toBeVisible();
    expect(await quantitiesOf(title)).toEqual(before);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      taskCard(page, 'Open Tasks', `Task - ${record.title}`)
        .getByRole('definition')
        .filter({ hasText: /^In Progress/ }),
    ).toBeVisible();
  });
});
