import type { Locator, Page } from '@playwright/test';
import { choose, DEMO, expect, horizontalOverflow, test, screenshot } from '../../fixtures';
import { expectRowStartsWith } from './inventory-helpers';
import { exportList, openDrawerGroup, signInTo, siteDate } from '../lists/list-helpers';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A title unique to this run, so the spec never depends on the demo's own objects. */
const uniqueTitle = () => `E2E Tubes ${Date.now().toString(36)}`;

async function shot(page: Page, name: string) {
  await screenshot(page, `${name}`);
}

/** No sideways scroll; the pointer is moved away first, so no header tooltip stands out. */
async function noOverflow(page: Page) {
  await page.mouse.move(0, 0);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

async function moveStock(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Move stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move stock' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test.describe('inventory objects', () => {
  test('a site admin creates an object, finds, exports and opens it, moves its stock and sets it Inactive', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signInTo(page, DEMO.admin);

    // From the drawer: Inventory > Objects.
    const group = await openDrawerGroup(page, 'Inventory');
    await group.getByRole('link', { name: 'Objects' }).click();
    await expect(page).toHaveURL(/\/inventory\/objects$/);
    await expect(page.getByRole('heading', { name: 'Inventory Objects', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/home',
    );
    const grid = page.getByRole('grid', { name: 'Inventory Objects' });
    await expect(grid.getByRole('columnheader', { name: 'Qty Awaiting Pickup' })).toBeVisible();
    await shot(page, 'objects-list-1280');

    // New object: the drawer's validation texts, then a Low object (8 available, threshold 10).
    const title = uniqueTitle();
    await page.getByRole('button', { name: 'New Inventory Object' }).click();
    const drawer = page.getByRole('dialog', { name: 'New Inventory Object' });
    const save = drawer.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(drawer.getByLabel('Quantity Available')).toHaveValue('0');
    await drawer.getByLabel('Object Title').fill('x');
    await drawer.getByLabel('Object Title').fill('');
    await expect(drawer.getByText('This field is required')).toBeVisible();
    await drawer.getByLabel('Object Title').fill('y'.repeat(201));
    await expect(drawer.getByText('Title needs to be less than 200 characters')).toBeVisible();
    await expect(save).toBeDisabled();
    await drawer.getByLabel('Object Title').fill(title);
    await drawer.getByLabel('Quantity In Use').fill('abc');
    await expect(drawer.getByText('Only numbers allowed')).toBeVisible();
    await expect(save).toBeDisabled();
    await drawer.getByLabel('Quantity In Use').fill('0');
    await drawer.getByLabel('Quantity Available').fill('8');
    await drawer.getByLabel('Low Quantity Threshold').fill('10');
    // The site's default location is offered first; this object starts with no location named.
    await choose(drawer, 'Location', '[No location]');
    await expect(save).toBeEnabled();
    await shot(page, 'objects-drawer-1280');
    await save.click();
    await expect(page.getByText('Inventory object created.')).toBeVisible();
    await expect(drawer).toBeHidden();

    // Search by words of the title: its row, with the Low badge.
    await page
      .getByRole('searchbox', { name: 'Search Inventory Objects' })
      .fill(title.split(' ').reverse().join(' '));
    const row = grid.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('Low', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await shot(page, 'objects-list-low-1280');

    // Export: the filtered row, in the file the spec names.
    const csv = await exportList(page);
    expect(csv.filename).toBe(`Inventory Objects - ${siteDate(new Date())}.csv`);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]?.Title ?? csv.rows[0]?.title).toBe(title);

    // Open it: quantities per location (a new object's counts stand at no location) and totals.
    await row.getByText(title).click();
    await expect(page).toHaveURL(/\/inventory\/objects\/[^/]+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Status: Active')).toBeVisible();
    await expect(page.getByText('Low', { exact: true })).toBeVisible();
    const stock = page.getByRole('table', { name: 'Quantities per location' });
    await expectRowStartsWith(stock, ['[No location]', '8', '0', '0', '0', '10']);
    await expectRowStartsWith(stock, ['Totals', '8', '0', '0', '0']);
    const history = page.getByRole('table', { name: 'Movement history' });
    await expect(
      history.getByRole('row', { name: /correction \(available\).*8.*Count/ }),
    ).toBeVisible();

    // A correction with its reason: 5 found. No longer Low (13 > 10).
    await moveStock(page, async (dialog) => {
      await choose(dialog, 'Movement', 'Correction');
      await choose(dialog, 'Quantity to correct', 'Available');
      await choose(dialog, 'Location', '[No location]');
      await dialog.getByLabel(/^Change/).fill('5');
      await choose(dialog, 'Reason', 'Found');
    });
    await expect(page.getByText('Stock moved.')).toBeVisible();
    await expect(
      history.getByRole('row', { name: /correction \(available\).*5.*Found/ }),
    ).toBeVisible();
    await expect(page.getByText('Low', { exact: true })).toBeHidden();

    // A transfer of 4 to Crude Unit 2: two history lines, the totals unchanged.
    await moveStock(page, async (dialog) => {
      await choose(dialog, 'Movement', 'Transfer between locations');
      await choose(dialog, 'From', '[No location]');
      await dialog.getByRole('combobox', { name: /^To/ }).click();
      await page.getByRole('option', { name: 'Crude Unit 2', exact: true }).click();
      await dialog.getByLabel(/^Quantity/).fill('4');
    });
    // Saved: the dialog closes (its snackbar may already be gone on a slow machine).
    await expect(page.getByRole('dialog', { name: 'Move stock' })).toBeHidden();
    await expect(stock.getByRole('row', { name: /Crude Unit 2/ })).toBeVisible();
    await expectRowStartsWith(stock, ['Crude Unit 2', '4', '0', '0', '0']);
    await expectRowStartsWith(stock, ['[No location]', '9', '0', '0', '0']);
    await expectRowStartsWith(stock, ['Totals', '13', '0', '0', '0']);
    await expect(
      history.getByRole('row', { name: /Sent to other Inventory Location.*4/ }),
    ).toBeVisible();
    await expect(
      history.getByRole('row', { name: /Received from other Inventory Location.*4.*Crude Unit 2/ }),
    ).toBeVisible();

    // A correction below zero is refused, naming the object.
    await moveStock(page, async (dialog) => {
      await choose(dialog, 'Location', 'Crude Unit 2');
      await dialog.getByLabel(/^Change/).fill('-50');
      await choose(dialog, 'Reason', 'Lost');
    });
    await expect(page.getByText(new RegExp(`Not enough ${title}`))).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Move stock' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await shot(page, 'object-page-1280');

    // Inactive: the Status filter finds it under Inactive, not under Active.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Inventory Object' });
    await choose(edit, 'Status', 'Inactive');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Status: Inactive')).toBeVisible();
    await page.getByRole('link', { name: 'Inventory Objects' }).click();
    await expect(page).toHaveURL(/\/inventory\/objects$/);
    // The search is remembered.
    await expect(page.getByRole('searchbox', { name: 'Search Inventory Objects' })).not.toHaveValue(
      '',
    );
    await choose(page, 'Status', 'Active');
    await expect(grid.getByText('No rows')).toBeVisible();
    await choose(page, 'Status', 'Inactive');
    await expect(grid.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    await expect(
      grid.getByRole('row', { name: new RegExp(title) }).getByText('Inactive'),
    ).toBeVisible();

    // On a phone: no sideways scroll on the list, the drawer or the object page.
    await page.setViewportSize(PHONE);
    await noOverflow(page);
    await shot(page, 'objects-list-390');
    await page.getByRole('button', { name: 'New Inventory Object' }).click();
    await expect(drawer).toBeVisible();
    const drawerWidth = await drawer.evaluate((el) => el.getBoundingClientRect().width);
    expect(drawerWidth).toBeGreaterThanOrEqual(PHONE.width - 1);
    await shot(page, 'objects-drawer-390');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    // The rows are cards on a phone (decision 178): a card opens its object.
    await page
      .getByRole('list', { name: 'Inventory Objects' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(5);
    await noOverflow(page);
    await shot(page, 'object-page-390');

    // Clear filters forgets the stored choices.
    await page.getByRole('link', { name: 'Inventory Objects' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search Inventory Objects' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  });
});
