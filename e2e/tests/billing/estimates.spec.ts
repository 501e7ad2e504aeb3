import { choose, DEMO, expect, horizontalOverflow, lastMailTo, signIn, test } from '../../fixtures';
import { approvalLinkTo, approveInFreshContext, rpc, shoot } from './estimate-helpers';

test.describe('estimates', () => {
  test('the admin writes an estimate with lines, sends it, and the customer approves it on the public page', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const email = `estimate.customer.${stamp}@example.com`;
    const name = `Harbor Foods ${stamp}`;
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    // The customer comes from the customers' own screen's procedures; this test is the estimate's.
    const customer = await rpc<{ id: string }>(page, 'customers/save', { name, email });
    await rpc(page, 'customers/saveLocation', {
      customerId: customer.id,
      fullAddress: '12 Dock Road, Houston, TX 77002',
    });

    await page.goto('/estimates');
    await expect(page.getByRole('heading', { name: 'Estimates' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search Estimates' })).toBeVisible();
    await page.getByRole('button', { name: 'New Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Estimate' });
    await dialog.getByLabel('Customer').fill(name);
    await page.getByRole('option', { name }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/customers\/estimates\/new\?customerId=/);
    await expect(page.getByRole('heading', { name: 'New Estimate' })).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('12 Dock Road, Houston, TX 77002');
    await expect(page.getByLabel('Terms')).not.toHaveValue('');
    await page.getByLabel('Title').fill('Cold room insulation');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Item, line 1').fill('Insulation panels');
    await page.getByLabel('Quantity, line 1').fill('4');
    await page.getByLabel('Unit price, line 1').fill('125.50');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Item, line 2').fill('Labor');
    await page.getByLabel('Quantity, line 2').fill('2.5');
    await page.getByLabel('Unit price, line 2').fill('80');
    // 4 × 125.50 + 2.5 × 80 = 702.00; the demo site's 8.25% per taxable line: 41.415 rounds
    // half away from zero to 41.42, plus 16.50.
    const totals = page.getByLabel('Totals');
    await expect(totals).toContainText('$702.00');
    await expect(totals).toContainText('Tax (8.25%)');
    await expect(totals).toContainText('$57.92');
    await expect(totals).toContainText('$759.92');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/customers\/estimates\/(?!new)[^/?]+$/);
    const heading = page.getByRole('heading', { name: /^Estimate EST-\d{4}$/ });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Estimate ', '');
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await shoot(page, 'estimate-draft');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Send Estimate' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByText(`Sent to ${email}`)).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    // A sent estimate is read-only: no Save, and Re-send and Mark rejected are offered.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Re-send' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark rejected' })).toBeVisible();
    await shoot(page, 'estimate-sent');

    const link = await approvalLinkTo(email, number);
    expect((await lastMailTo(email))?.subject).toContain(number);
    await approveInFreshContext(browser, link, 'Dana Harbor', shoot);

    await page.reload();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Approved by Dana Harbor')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create task' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create invoice' })).toBeVisible();
    await shoot(page, 'estimate-approved');

    await page.goto('/estimates');
    await page.getByRole('searchbox', { name: 'Search Estimates' }).fill(number);
    const grid = page.getByRole('grid', { name: 'Estimates' });
    await expect(grid.getByRole('row', { name: new RegExp(number) })).toBeVisible();
    await expect(grid).toContainText('$759.92');
    await expect(grid).toContainText('Approved');
    await shoot(page, 'estimates-list');
    await choose(page, 'Status All', 'Draft');
    await expect(grid.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('a bad approval link says so without sign-in', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto('/estimate-approval/not-a-real-token-0123456789');
      await expect(page.getByText('This approval link is not valid.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
