import { choose, DEMO, expect, horizontalOverflow, signIn, test, screenshot } from '../../fixtures';

// The invoice list at 390 × 844 (issue 32 #11): cards as on the other lists (decision 178), with
// the list's search, status filter, sort and export; a card opens its invoice. The customers,
// price book and compliance lists are proven at 390 px in their own journeys.
test.use({ viewport: { width: 390, height: 844 } });

test('the invoice list is cards with its filter, sort and export; a card opens its invoice', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // Each column's header and value, from the list's own columns.
  for (const field of ['Customer:', 'Status:', 'Due:', 'Total:'])
    await expect(cards.first()).toContainText(field);
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'invoice-cards', { fullPage: false });

  // The status filter and the sort apply to the cards.
  // Both wait for the list to answer: the cards before it are still on screen for a moment.
  await choose(page, 'Status', 'Paid');
  await expect(cards.first()).toContainText(/Status:\s*Paid/);
  await expect(cards.filter({ hasNotText: /Status:\s*Paid/ })).toHaveCount(0);
  await choose(page, 'Status', 'All');
  await choose(page, 'Sort by', 'Total');
  await page.getByRole('button', { name: 'Descending' }).click();
  const totals = () =>
    cards.evaluateAll((items) =>
      items.map((item) => {
        const match = /Total:\$([\d,]+\.\d{2})/.exec(item.textContent ?? '');
        return Number((match?.[1] ?? '0').replace(/,/g, ''));
      }),
    );
  await expect
    .poll(
      async () => {
        const shown = await totals();
        return (
          shown.length > 1 && shown.every((total, i) => i === 0 || (shown[i - 1] ?? 0) >= total)
        );
      },
      { message: 'the cards in descending order of their totals' },
    )
    .toBe(true);

  // A card is a button named by the invoice's number; it opens the invoice.
  const card = cards.first().getByRole('button');
  const number = (await card
    .getAttribute('aria-labelledby')
    .then((id) => page.locator(`[id="${id}"]`).textContent())) as string;
  await card.click();
  await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  expect(await horizontalOverflow(page)).toBe(0);

  // From 600 px the same columns are the grid's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goBack();
  const grid = page.getByRole('grid', { name: 'Invoices' });
  await expect(grid.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  await expect(grid.getByRole('link', { name: number })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invoices' })).toHaveCount(0);
  await screenshot(page, 'invoice-grid-1280', { fullPage: false });
});
