import { DEMO, expect, signIn, test } from '../../fixtures';
import { createRecordWithTask, png, rpc } from './record-helpers';

test.describe('craft record page', () => {
  test('uploads a photo on the record page', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    await page.goto(`/craft-record/${created.craftRecordId}`);
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByText('No photos yet')).toBeVisible();

    await photos
      .getByLabel('Add Photos')
      .setInputFiles([{ name: 'deck.png', mimeType: 'image/png', buffer: png(20, 160, 40) }]);
    await expect(page.getByText('Image uploaded successfully.')).toBeVisible();
    const photo = photos.getByRole('img', { name: 'Photo 1 of 1' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await page.reload();
    await expect(photos.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
  });

  test('adds, downloads and deletes an attachment', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    await page.goto(`/craft-record/${created.craftRecordId}`);
    const content = `inspection notes ${Date.now()}\nline two\n`;

    await page
      .getByLabel('Add Attachment')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(content) }]);
    const list = page.getByRole('list', { name: 'Attachments' });
    const download = list.getByRole('link', { name: 'Download notes.txt' });
    await expect(download).toBeVisible();
    const href = await download.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(content);

    await list.getByRole('button', { name: 'Delete notes.txt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Attachment?' });
    await expect(confirm.getByText('notes.txt will be deleted. Continue?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(list).toHaveCount(0);
    await expect(page.getByText('No attachments')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No attachments')).toBeVisible();
  });

  test('opens the QR code tag in a new tab', async ({ page, context }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const tag = `QR-${Date.now().toString(36)}`;
    const created = await createRecordWithTask(page, { craftDetails: { tagNumber: tag } });
    await page.goto(`/craft-record/${created.craftRecordId}`);
    await expect(page.getByRole('definition').filter({ hasText: tag }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Generate QR Code Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR Code Tag' });
    await expect(dialog.getByRole('radio', { name: 'A6' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Letter' }).check();
    const popup = context.waitForEvent('page');
    const tagResponse = context.waitForEvent('response', (r) => r.url().includes('/api/qr-tags/'));
    await dialog.getByRole('button', { name: 'Open tag' }).click();
    // The tab opens on the click itself; the tag's PDF loads in it once its URL is answered.
    await popup;
    const response = await tagResponse;
    expect(response.status()).toBe(200);
    expect(response.url()).toContain(`/api/qr-tags/${created.craftRecordId}?size=letter`);
    const headers = await response.allHeaders();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toContain(`inline; filename="Tag ${tag}.pdf"`);
    await expect(dialog).toBeHidden();
    const pdf = await page.request.get(response.url());
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a contractor sees neither Generate QR Code Tag nor Delete', async ({ page, browser }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    await page.goto(`/craft-record/${created.craftRecordId}`);
    await expect(page.getByRole('button', { name: 'Generate QR Code Tag' })).toBeVisible();
    // (The plant user created the record, so may delete it too; the contractor did not.)

    const context = await browser.newContext();
    try {
      const contractor = await context.newPage();
      await signIn(contractor, DEMO.contractorA);
      await expect(contractor).toHaveURL(/\/home$/);
      await contractor.goto(`/craft-record/${created.craftRecordId}`);
      await expect(
        contractor.getByRole('heading', { level: 1, name: created.title }),
      ).toBeVisible();
      await expect(contractor.getByRole('button', { name: 'Generate QR Code Tag' })).toHaveCount(0);
      await expect(contractor.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
      // Nor may the contractor move the record's pin.
      await expect(
        contractor.getByRole('region', { name: 'Map of the craft record' }),
      ).toBeVisible();
      await expect(contractor.getByRole('button', { name: 'Place pin at map center' })).toHaveCount(
        0,
      );
    } finally {
      await context.close();
    }
  });

  test('shows the record on its map and moves its pin', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    await page.goto(`/craft-record/${created.craftRecordId}`);

    const map = page.getByRole('region', { name: 'Map of the craft record' });
    await expect(map).toBeVisible();
    // The pin (named by the record's title) opens its info window from the keyboard.
    const pin = map.getByRole('button', { name: created.title });
    await pin.focus();
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup');
    await expect(popup.getByText(created.title, { exact: true })).toBeVisible();
    await expect(popup.getByText('1 open task(s)', { exact: true })).toBeVisible();

    // Pan the map with the arrow keys, then place the pin at its center.
    await map.locator('.leaflet-container').focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Place pin at map center' }).click();
    await expect(page.getByText('Map location changed.')).toBeVisible();
    const saved = await rpc(page, 'craftRecords/get', { id: created.craftRecordId });
    const record = saved.body?.json as { latitude: number | null; longitude: number | null };
    // The record had no position of its own (it showed at the site); now it has one, east of it.
    expect(record.latitude).toBeCloseTo(29.7355, 3);
    expect(record.longitude).toBeGreaterThan(-95.2127);
  });

  test("names one of the site's assets on a record from the edit drawer", async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    await page.goto(`/craft-record/${created.craftRecordId}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Craft Record' });
    const asset = drawer.getByRole('combobox', { name: 'Asset' });
    await expect(asset).toHaveText('No Asset Selected');
    await asset.click();
    await page.getByRole('option', { name: 'T-4 - Tower T-4' }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft Record updated successfully.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: /^Tower T-4$/ })).toBeVisible();
  });
});
