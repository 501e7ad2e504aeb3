import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  horizontalOverflow,
  imageLoaded,
  signIn,
  test,
  screenshot,
} from '../../fixtures';
import { createRecordWithTask, png } from '../records/record-helpers';

/** Signs in and waits for the app to open. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A value unique to this run. */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

const noOverflow = async (page: Page) =>
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

test.describe('assets', () => {
  test('a site admin adds an asset with its dialog, names it on a record, edits and deletes it', async ({
    page,
  }) => {
    await signInAs(page, DEMO.admin);
    // The Admin Options card of /user-info leads to the list; the list leads back.
    await page.goto('/user-info');
    await page
      .getByRole('list', { name: 'Admin Options' })
      .getByRole('link', { name: 'Assets' })
      .click();
    await expect(page).toHaveURL(/\/asset-list$/);
    await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Assets' });
    await expect(table.getByRole('row', { name: /Tower T-4/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/user-info',
    );
    await screenshot(page, `assets-list`);

    // New Asset: Save waits for Asset ID and Asset Name.
    const customId = unique('E2E');
    const name = `Pump ${customId}`;
    await page.getByRole('button', { name: 'New Asset' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Asset' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Asset ID').fill(customId);
    await dialog.getByLabel('Asset ID').fill('');
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('Asset ID').fill(customId);
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Asset Name').fill(name);
    await dialog.getByLabel('Description').fill('Feed pump by the tank farm');
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Crude Unit 2' }).click();
    await dialog.getByLabel('Asset photo file').setInputFiles({
      name: 'pump.png',
      mimeType: 'image/png',
      buffer: png(30, 120, 200),
    });
    await expect(dialog.getByRole('img', { name: 'Asset photo' })).toBeVisible();
    await screenshot(page, `assets-new-dialog`, { fullPage: false });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Asset added successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row', { name: new RegExp(customId) });
    await expect(row).toContainText('Feed pump by the tank farm');
    await expect(row).toContainText('Crude Unit 2');
    await expect(row.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    const photo = row.getByRole('img', { name: `Photo of ${name}` });
    await expect.poll(() => imageLoaded(photo)).toBe(true);

    // The same Asset ID again is refused, with the reason.
    await page.getByRole('button', { name: 'New Asset' }).click();
    const again = page.getByRole('dialog', { name: 'New Asset' });
    await again.getByLabel('Asset ID').fill(customId.toLowerCase());
    await again.getByLabel('Asset Name').fill('Duplicate');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Another asset of this site already has this Asset ID.'),
    ).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Search.
    await page.getByRole('searchbox', { name: 'Search assets' }).fill(customId);
    await expect(table.getByRole('row')).toHaveCount(2);
    await screenshot(page, `assets-list-new`);

    // Its QR code opens its page, by the app's own address.
    await row.getByRole('button', { name: `QR code of ${name}` }).click();
    const qr = page.getByRole('dialog', { name: 'QR Code' });
    await expect(
      qr.getByRole('img', { name: /QR code opening http:\/\/localhost:\d+\/asset\// }),
    ).toBeVisible();
    await expect(qr).toContainText(`Asset ID: ${customId}`);
    await screenshot(page, `assets-qr`, { fullPage: false });
    await qr.getByRole('button', { name: 'Close' }).click();

    // The Edit Craft Record drawer offers it.
    const record = await createRecordWithTask(page);
    await page.goto(`/craft-record/${record.craftRecordId}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Craft Record' });
    await drawer.getByRole('combobox', { name: 'Asset' }).click();
    await page.getByRole('option', { name: `${customId} - ${name}` }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft Record updated successfully.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible();

    // The asset page lists the record.
    await page.goto('/asset-list');
    await table.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/asset\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(customId, { exact: true })).toBeVisible();
    const records = page.getByRole('list', { name: 'Craft records of this asset' });
    await records.getByRole('link', { name: new RegExp(record.title) }).waitFor();
    await screenshot(page, `asset-page`);
    await records.getByRole('link', { name: new RegExp(record.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/craft-record/${record.craftRecordId}`));

    // Edit.
    await page.goto('/asset-list');
    await table
      .getByRole('row', { name: new RegExp(customId) })
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Asset' });
    await expect(edit.getByLabel('Asset ID')).toHaveValue(customId);
    const renamed = `${name} (spare)`;
    await edit.getByLabel('Asset Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Asset updated successfully.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(customId) })).toContainText(renamed);

    // Delete, confirmed: the record keeps its reference, shown as unavailable.
    await table.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Asset' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Asset deleted successfully.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(customId) })).toHaveCount(0);
    await page.goto(`/craft-record/${record.craftRecordId}`);
    await expect(
      page.getByRole('definition').filter({ hasText: /^\[Unavailable\]$/ }),
    ).toBeVisible();
  });

  test('a contractor opening /asset-list by address is refused the admin option', async ({
    page,
  }) => {
    await signInAs(page, DEMO.contractorA);
    await page.goto('/asset-list');
    await expect(page.getByRole('alert')).toHaveText('User does not have necessary permissions.');
    await expect(page.getByRole('table', { name: 'Assets' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New Asset' })).toHaveCount(0);
    // The server refuses the list too, whoever asks it.
    const listed = await page.evaluate(async () => {
      const response = await fetch('/rpc/assets/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
        body: JSON.stringify({ json: null }),
      });
      return response.status;
    });
    expect(listed).toBe(403);
  });
});

test.describe('assets at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list, the dialog and an asset page fit a phone', async ({ page }) => {
    await signInAs(page, DEMO.plant);
    await page.goto('/asset-list');
    const table = page.getByRole('table', { name: 'Assets' });
    await expect(table.getByRole('row', { name: /Tower T-4/ })).toBeVisible();
    await noOverflow(page);
    await screenshot(page, `assets-list-375`);
    await page.getByRole('button', { name: 'New Asset' }).click();
    await expect(page.getByRole('dialog', { name: 'New Asset' })).toBeVisible();
    await screenshot(page, `assets-dialog-375`, { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await table.getByRole('link', { name: 'Tower T-4' }).click();
    await expect(page.getByRole('heading', { name: 'Tower T-4', level: 1 })).toBeVisible();
    await noOverflow(page);
    await screenshot(page, `asset-page-375`);
  });
});
