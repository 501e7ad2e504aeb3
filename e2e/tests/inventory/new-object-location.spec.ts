import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { rpc } from '../records/record-helpers';

const stamp = Date.now().toString(36);
const drawerTitle = `E2E Ledgers ${stamp}`;
const cardTitle = `E2E Transoms ${stamp}`;

test.afterAll(async () => {
  // The demo site is shared: the objects go, so other specs' completions see no objects.
  await queryDatabase(
    'update inventory_objects set deleted_at = now() where title = any($1::text[])',
    [[drawerTitle, cardTitle]],
  );
});

test('a new object keeps its starting stock at the site’s default location, or the one chosen', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/inventory/objects');
  await page.getByRole('button', { name: 'New Inventory Object' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Inventory Object' });
  const location = drawer.getByRole('combobox', { name: 'Location' });
  // The demo site has locations: a yard is offered first, not [No location].
  await expect(location).not.toHaveText('[No location]');
  const yard = ((await location.textContent()) ?? '').trim();
  expect(yard).not.toBe('');
  await drawer.getByLabel('Object Title').fill(drawerTitle);
  await drawer.getByLabel('Quantity Available').fill('1140');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Inventory object created.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search Inventory Objects' }).fill(drawerTitle);
  await page
    .getByRole('grid', { name: 'Inventory Objects' })
    .getByRole('row', { name: new RegExp(drawerTitle) })
    .getByText(drawerTitle)
    .click();
  const stock = page.getByRole('table', { name: 'Quantities per location' });
  await expect(stock.getByRole('row', { name: new RegExp(`^${yard}\\b`) })).toContainText('1,140');
  await expect(stock.getByRole('row', { name: /\[No location\]/ })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone card prints quantities as the grid does', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const created = await rpc(page, 'inventoryObjects/create', {
      title: cardTitle,
      quantityAvailable: 1140,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await page.goto('/inventory/objects');
    await page.getByRole('searchbox', { name: 'Search Inventory Objects' }).fill(cardTitle);
    const card = page
      .getByRole('list', { name: 'Inventory Objects' })
      .getByRole('button', { name: cardTitle });
    await expect(card).toHaveAccessibleDescription(/Qty Available: 1,140\b/);
  });
});
