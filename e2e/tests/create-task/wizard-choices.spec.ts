import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask } from '../records/record-helpers';

test.describe('create task wizard choices', () => {
  test('a contractor is offered the craft types their company supports', async ({ page }) => {
    // Apex Scaffold Services supports Scaffolding and Insulation; the demo site also has
    // Waterblasting, Painting and Cleaning.
    await signIn(page, DEMO.contractorA);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/create-task');
    const craftTypes = page.getByRole('radiogroup', { name: 'Craft type' });
    await expect(craftTypes.getByRole('radio')).toHaveCount(2);
    await expect(craftTypes.getByRole('radio', { name: 'Scaffolding' })).toBeVisible();
    await expect(craftTypes.getByRole('radio', { name: 'Insulation' })).toBeVisible();
    await expect(craftTypes.getByRole('radio', { name: 'Painting' })).toHaveCount(0);
  });

  test('on a phone the record step lists whole titles as cards and marks the chosen one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const id = Date.now().toString(36);
    const title = `E2E long scaffold ${id} around the east pipe rack at the second crude unit`;
    const tag = `TG-${id}`;
    await createRecordWithTask(page, { title, craftDetails: { tagNumber: tag } });

    await page.goto('/create-task');
    await page.getByRole('radio', { name: 'Scaffolding' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Inspection' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Craft Record' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Craft Records' }).fill(id);

    const records = page.getByRole('radiogroup', { name: 'Craft Records' });
    const choiceName = { name: new RegExp(title) };
    const choice = records.getByRole('radio', choiceName);
    await expect(choice).toBeVisible();
    const card = records.locator('label').filter({ has: page.getByRole('radio', choiceName) });
    await expect(card.getByText(title, { exact: true })).toBeVisible();
    await expect(card.getByText(`Tag Number: ${tag}`)).toBeVisible();
    await expect(card.getByText('Location: [No location]')).toBeVisible();
    // The whole title shows: nothing is cut.
    const titleText = card.getByText(title, { exact: true });
    expect(await titleText.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await choice.check();
    await expect(choice).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: `Selected: ${title}` })).toBeVisible();
    await screenshot(page, 'wizard-records-390');

    // Wider, the list is the grid, with the chosen row marked selected.
    await page.setViewportSize({ width: 1280, height: 900 });
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'wizard-records-1280');
  });
});
