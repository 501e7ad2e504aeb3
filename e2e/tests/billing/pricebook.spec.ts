import { LINE_MESSAGES } from '@craftwork/domain/billing/lines';
import type { Page } from '@playwright/test';
import { choose, DEMO, expect, horizontalOverflow, signIn, test, screenshot } from '../../fixtures';

/** A value unique to this run (the demo site's price book outlives a run). */
const run = Date.now().toString(36);
const named = (name: string) => `${name} ${run}`;

const HEADER = 'Name,Description,Unit,Unit Price,Craft Type,Taxable,Active';

async function openPricebook(page: Page) {
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/pricebook');
  await expect(page.getByRole('heading', { name: 'Price Book', level: 1 })).toBeVisible();
}

async function addItem(page: Page, item: { name: string; unit: string; price: string }) {
  await page.getByRole('button', { name: 'New Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Item' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(item.name);
  await dialog.getByLabel('Description').fill('Labor and materials');
  await dialog.getByRole('textbox', { name: /^Unit\b(?! Price)/ }).fill(item.unit);
  await dialog.getByRole('textbox', { name: /^Unit Price/ }).fill('12.345');
  await expect(dialog.getByText(LINE_MESSAGES.priceDecimals)).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Unit Price/ }).fill(item.price);
  await dialog.getByRole('combobox', { name: 'Craft Type' }).click();
  await page.getByRole('option', { name: 'Scaffolding' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(save).toBeEnabled();
  return dialog;
}

test.describe('price book', () => {
  test('a site admin adds and edits items, imports a CSV (refused, then whole) and exports', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPricebook(page);

    // Two new items; the price is typed in dollars and shown en-US.
    const erect = named('Erect Scaffold');
    const dialog = await addItem(page, { name: erect, unit: 'hour', price: '1,234.5' });
    await screenshot(page, `pricebook-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item added.')).toBeVisible();
    const table = page.getByRole('grid', { name: 'Price Book' });
    await expect(table.getByRole('row', { name: new RegExp(erect) })).toContainText('$1,234.50');

    const dismantle = named('Dismantle Scaffold');
    const second = await addItem(page, { name: dismantle, unit: 'hour', price: '60' });
    await second.getByLabel('Taxable').uncheck();
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('row', { name: new RegExp(dismantle) })).toContainText('$60.00');

    // A second item of the same name is refused with the server's words, in the dialog.
    const again = await addItem(page, { name: erect.toUpperCase(), unit: 'hour', price: '1' });
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByText('An item with this name already exists.')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Edit a price.
    await page.getByRole('button', { name: `Edit ${dismantle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(edit.getByRole('textbox', { name: /^Unit Price/ })).toHaveValue('60.00');
    await edit.getByRole('textbox', { name: /^Unit Price/ }).fill('65.25');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item saved.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(dismantle) })).toContainText('$65.25');

    // Import: a bad row on line 4 refuses the whole file, naming the line.
    const sandbag = named('Sandbag');
    const bad = [
      HEADER,
      `${sandbag},Per bag,each,4.50,,Yes,Yes`,
      `${named('Tarp')},,each,19.99,Painting,No,Yes`,
      `${named('Netting')},,foot,twelve,,Yes,Yes`,
    ].join('\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = page.getByRole('dialog', { name: 'Import CSV' });
    await importing.getByLabel('CSV file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await expect(importing.getByText('bad.csv')).toBeVisible();
    await importing.getByRole('button', { name: 'Import' }).click();
    const refusal = importing.getByRole('alert');
    await expect(refusal).toContainText('Nothing was imported.');
    await expect(refusal).toContainText(
      'Line 4: Enter a unit price between $0.00 and $9,999,999.99.',
    );
    await screenshot(page, `pricebook-import-refused`, { fullPage: false });

    // The corrected file: two new items and an update of an existing one.
    const good = [
      HEADER,
      `${sandbag},Per bag,each,4.50,,Yes,Yes`,
      `${named('Tarp')},,each,19.99,Painting,No,Yes`,
      `${erect},Now per lift,lift,1500.00,Scaffolding,Yes,Yes`,
    ].join('\r\n');
    await importing.getByLabel('CSV file').setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await importing.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Imported 2 new items and updated 1.')).toBeVisible();
    await expect(importing).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(sandbag) })).toContainText('$4.50');
    await expect(table.getByRole('row', { name: new RegExp(erect) })).toContainText('$1,500.00');

    // Search and Active only.
    await page.getByLabel('Search Price Book...').fill(`scaffold ${run}`);
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByLabel('Search Price Book...').fill(`nothing like this ${run}`);
    await expect(page.getByText('No items match the search.')).toBeVisible();
    await page.getByLabel('Search Price Book...').fill(run);
    await page.getByLabel('Active only').check();
    await expect(table.getByRole('row')).toHaveCount(5);
    await screenshot(page, `pricebook-1280`);

    // Export: the listed items, columns as the import reads them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Price Book - \d{2}-\d{2}-\d{4}\.csv$/);
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(5);
    expect(lines).toContain(`${dismantle},Labor and materials,hour,65.25,Scaffolding,No,Yes`);
    expect(lines).toContain(`${named('Tarp')},,each,19.99,Painting,No,Yes`);

    // At 390 px the items are cards (decision 178): each column's header and value, the grid's
    // sort, and the item's Edit button; no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('grid')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Price Book' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const erectCard = cards.filter({ hasText: erect });
    await expect(erectCard).toContainText(/Unit Price:\s*\$1,500\.00/);
    await expect(erectCard).toContainText(/Craft Type:\s*Scaffolding/);
    await expect(erectCard).toContainText(/Unit:\s*lift/);
    await choose(page, 'Sort by', 'Unit Price');
    await page.getByRole('button', { name: 'Ascending' }).click();
    await expect(cards.first()).toContainText(sandbag);
    await page.getByRole('button', { name: 'Descending' }).click();
    await expect(cards.first()).toContainText(erect);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `pricebook-390`);
    await page.getByRole('button', { name: `Edit ${sandbag}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Item' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `pricebook-dialog-390`, { fullPage: false });
  });

  test('a foreman is told they may not use the price book', async ({ page }) => {
    await signIn(page, DEMO.foreman);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/pricebook');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Price Book' })).toHaveCount(0);
  });
});
