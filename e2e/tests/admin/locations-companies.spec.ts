import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';

const PERMISSION_MESSAGE = 'User does not have necessary permissions.';

/** Signs in and waits for the app to open before going to `path`. */
async function openAs(page: Page, email: string, path: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(path);
}

/** A name unique to this run. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test.describe('locations and companies', () => {
  test('a site admin adds a location on the map and by typing, and cannot delete one in use', async ({
    page,
  }) => {
    await openAs(page, DEMO.admin, '/location-list');
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Locations' });
    await expect(table.getByRole('row', { name: /Crude Unit 2/ })).toBeVisible();
    await screenshot(page, `locations-list`);

    // A click on the map places the pin, which fills latitude and longitude (no imagery needed).
    const title = unique('Pipe Rack');
    await page.getByRole('button', { name: 'New Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Location' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Department').fill('Operations');
    await dialog.getByRole('region', { name: 'Map to pick the location' }).click();
    await expect(dialog.getByLabel('Latitude')).not.toHaveValue('');
    await expect(dialog.getByLabel('Longitude')).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Location pin' })).toBeVisible();
    // Typing moves the pin instead.
    await dialog.getByLabel('Latitude').fill('29.7604');
    await dialog.getByLabel('Longitude').fill('-95.3698');
    await screenshot(page, `locations-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Location added.')).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Operations');
    await expect(row).toContainText('29.760400, -95.369800');

    // A required title and a place of both coordinates.
    await page.getByRole('button', { name: 'New Location' }).click();
    const empty = page.getByRole('dialog', { name: 'New Location' });
    await empty.getByLabel('Latitude').fill('95');
    await empty.getByRole('button', { name: 'Save' }).click();
    await expect(empty.getByText('This field is required')).toBeVisible();
    await expect(empty.getByText('Latitude must be a number from -90 to 90.')).toBeVisible();
    await empty.getByRole('button', { name: 'Cancel' }).click();

    // Search.
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(title);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');

    // A location in use is kept, with the reason.
    await table.getByRole('button', { name: 'Delete Crude Unit 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Location' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /This location is used by \d+ craft records?/ }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /Crude Unit 2/ })).toBeVisible();
    await screenshot(page, `locations-refused`);

    // An unused one goes.
    await table.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Location' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Location deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `locations-375`);
    await page.getByRole('button', { name: 'New Location' }).click();
    await expect(page.getByRole('dialog', { name: 'New Location' })).toBeVisible();
    // After the dialog's opening transition.
    await page.waitForTimeout(400);
    await screenshot(page, `locations-dialog-375`, { fullPage: false });
  });

  test('a site admin adds a company and renames it', async ({ page }) => {
    await openAs(page, DEMO.admin, '/company-list');
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table.getByRole('row', { name: /Apex Scaffold Services/ })).toBeVisible();
    await screenshot(page, `companies-list`);

    const name = unique('Keystone Access');
    await page.getByRole('button', { name: 'New Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Company' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: 'Scaffolding' }).check();
    await dialog.getByRole('button', { name: 'Choose Main point of contact' }).click();
    const picker = page.getByRole('dialog', { name: 'Select User' });
    await picker.getByRole('searchbox', { name: 'Search User...' }).fill('plant');
    await picker.getByRole('button').filter({ hasText: /plant/i }).first().click();
    await expect(dialog.getByRole('textbox', { name: 'Main point of contact' })).not.toHaveValue(
      '',
    );
    await screenshot(page, `companies-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company added.')).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Scaffolding');

    // A second company of the same name is refused.
    await page.getByRole('button', { name: 'New Company' }).click();
    const twin = page.getByRole('dialog', { name: 'New Company' });
    await twin.getByLabel('Name').fill(name.toUpperCase());
    await twin.getByRole('button', { name: 'Save' }).click();
    await expect(
      twin.getByText('Another company of this site already has this name.'),
    ).toBeVisible();
    await twin.getByRole('button', { name: 'Cancel' }).click();

    const renamed = `${name} Renamed`;
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Company' });
    await expect(edit.getByText('Members (0)')).toBeVisible();
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company updated.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

    // A company its users belong to is kept, with the reason.
    await table.getByRole('button', { name: 'Delete Apex Scaffold Services' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Company' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: /This company is used by \d+ site users?/ }),
    ).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `companies-375`);
    await table.getByRole('button', { name: 'Edit Apex Scaffold Services' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Company' })).toBeVisible();
    await page.waitForTimeout(400);
    await screenshot(page, `companies-dialog-375`, { fullPage: false });
  });

  test('a contractor opening the admin screens sees the permission message', async ({ page }) => {
    await openAs(page, DEMO.contractorA, '/company-list');
    await expect(page.getByText(PERMISSION_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Company' })).toHaveCount(0);
    await page.goto('/location-list');
    await expect(page.getByText(PERMISSION_MESSAGE)).toBeVisible();
    await screenshot(page, `companies-contractor`, { fullPage: false });
  });
});
