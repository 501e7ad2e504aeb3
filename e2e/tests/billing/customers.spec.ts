import type { Page } from '@playwright/test';
import { DEMO, expect, horizontalOverflow, signIn, test, screenshot } from '../../fixtures';

/** A value unique to this run. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function openCustomers(page: Page) {
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
}

test.describe('customers', () => {
  test('a site admin adds a customer with a location, finds, edits, deletes and restores it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCustomers(page);
    const name = unique('Harbor Foods');

    // New Customer: the name is required; every typed field is kept.
    await page.getByRole('button', { name: 'New Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Customer' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the customer name.')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('First Name').fill('Rosa');
    await dialog.getByLabel('Last Name').fill('Delgado');
    await dialog.getByLabel('E-mail').fill('not an address');
    await dialog.getByLabel('Phone').fill('713-555-0142');
    await dialog.getByLabel('Website').fill('https://harbor.example');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Residential' }).click();
    await dialog.getByRole('combobox', { name: 'Tags' }).fill('Wholesale');
    await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await dialog.getByRole('combobox', { name: 'Tags' }).fill('Priority');
    await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await dialog.getByLabel('Tax exempt').check();
    await dialog.getByLabel('Notes').fill('Deliveries at the back gate.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail').fill('rosa@harbor.example');
    await screenshot(page, `customers-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer added.')).toBeVisible();

    // The new customer's page.
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Rosa Delgado');
    await expect(details).toContainText('rosa@harbor.example');
    await expect(details).toContainText('Residential');
    await expect(details).toContainText('Wholesale');
    await expect(details).toContainText('Priority');
    await expect(details.getByText('Yes', { exact: true })).toBeVisible();

    // Add Location: the place picked on the map (no imagery needed), then typed.
    const locations = page.getByRole('region', { name: 'Locations' });
    await expect(locations.getByText('No locations yet.')).toBeVisible();
    await locations.getByRole('button', { name: 'Add Location' }).click();
    const where = page.getByRole('dialog', { name: 'Add Location' });
    await where.getByRole('button', { name: 'Save' }).click();
    await expect(where.getByText('Enter the address.')).toBeVisible();
    await where.getByLabel('Full Address').fill('400 Dock Rd, Galveston, TX 77550');
    await where.getByLabel('City').fill('Galveston');
    await where.getByLabel('State').fill('TX');
    await where.getByLabel('ZIP Code').fill('77550');
    await where.getByRole('region', { name: 'Map to pick the place' }).click();
    await expect(where.getByLabel('Latitude')).not.toHaveValue('');
    await expect(where.getByRole('button', { name: 'Place pin', exact: true })).toBeVisible();
    await where.getByLabel('Latitude').fill('29.3013');
    await where.getByLabel('Longitude').fill('-94.7977');
    await screenshot(page, `customers-location-dialog`, { fullPage: false });
    await where.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Location added.')).toBeVisible();
    const row = locations.getByRole('row', { name: /400 Dock Rd/ });
    await expect(row).toContainText('Galveston, TX 77550');
    await expect(row).toContainText('29.3013, -94.7977');

    // Estimates, invoices and tasks have their sections (and New Estimate for this customer).
    await expect(
      page.getByRole('region', { name: 'Estimates' }).getByRole('link', { name: 'New Estimate' }),
    ).toHaveAttribute('href', /\/customers\/estimates\/new\?customerId=/);
    await expect(page.getByRole('region', { name: 'Invoices' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tasks' }).getByText('No tasks for this customer yet.'),
    ).toBeVisible();
    await screenshot(page, `customers-page`);

    // Search finds it by a word of its contact, e-mail, phone or tag.
    await page.getByRole('main').getByRole('link', { name: 'Customers', exact: true }).click();
    const search = page.getByRole('searchbox', { name: 'Search Customers...' });
    const table = page.getByRole('grid', { name: 'Customers' });
    for (const term of ['delgado', 'harbor.example', '555-0142', 'wholesale']) {
      await search.fill(term);
      await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    }
    await search.fill(`${name} nothing-like-this`);
    await expect(page.getByText('No customers match the search.')).toBeVisible();
    await search.fill(name);
    const listed = table.getByRole('row', { name: new RegExp(name) });
    await expect(listed).toContainText('Rosa Delgado');
    await expect(listed).toContainText('Wholesale');
    await expect(listed.getByRole('gridcell').last()).toHaveText('1');
    await screenshot(page, `customers-list`);

    // Edit: a row opens the customer's page.
    await listed.getByRole('gridcell').last().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await edit.getByLabel('Phone').fill('713-555-0199');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer saved.')).toBeVisible();
    await expect(details).toContainText('713-555-0199');

    // Delete, then Restore from the Deleted list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete Customer' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('This customer is deleted.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Customers', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search Customers...' }).fill(name);
    await expect(page.getByText('No customers match the search.')).toBeVisible();
    await page.getByRole('switch', { name: 'Deleted' }).check();
    await expect(page.getByRole('heading', { name: 'Deleted Customers' })).toBeVisible();
    await page
      .getByRole('grid', { name: 'Deleted customers' })
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText(`${name} restored.`)).toBeVisible();
    await page.getByRole('switch', { name: 'Deleted' }).uncheck();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    // At 390 px the customers are cards (decision 178), each a button opening its customer;
    // the list and the page fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('grid')).toHaveCount(0);
    const card = page.getByRole('list', { name: 'Customers' }).getByRole('button', { name });
    await expect(card).toContainText(/Contact:\s*Rosa Delgado/);
    await expect(card).toContainText(/Locations:\s*1/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `customers-list-390`);
    await card.click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Locations' })).toContainText('400 Dock Rd');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `customers-page-390`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Customer' })).toBeVisible();
    await screenshot(page, `customers-dialog-390`, { fullPage: false });
  });
});
