import type { Page } from '@playwright/test';
import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { approvalLinkTo, approveInFreshContext, shoot } from './estimate-helpers';

/** The wizard's steps, by their headings. */
const STEP_NAMES = /^(Craft Type|Task Type|Location|Craft Record Info|Schedule Date|Task Info)$/;

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

/** Adds a price book item through /pricebook, as the admin would. */
async function addPricebookItem(page: Page, item: { name: string; unit: string; price: string }) {
  await page.getByRole('button', { name: 'New Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Item' });
  await dialog.getByLabel('Name').fill(item.name);
  await dialog.getByLabel(/^Unit\s*\*?$/).fill(item.unit);
  await dialog.getByLabel(/^Unit Price/).fill(item.price);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(item.name) })).toBeVisible();
}

/**
 * Walks the task wizard opened from an estimate to its end: each step's heading says where it
 * is; the estimate prefilled the craft type and the titles, so mostly Next is pressed.
 */
async function finishWizard(page: Page, expectedTitle: string) {
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  for (let step = 0; step < 10; step += 1) {
    const current = page.getByRole('heading', { level: 2 }).filter({ hasText: STEP_NAMES }).first();
    await expect(current).toBeVisible({ timeout: 15_000 });
    const visible = ((await current.textContent()) ?? '').trim();
    if (visible === 'Craft Type') {
      await expect(page.getByRole('radio', { name: 'Scaffolding' })).toBeChecked();
    } else if (visible === 'Task Type') {
      await page.getByRole('radio', { name: 'Installation' }).check();
    } else if (visible === 'Craft Record Info') {
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(expectedTitle);
    } else if (visible === 'Schedule Date') {
      await page.getByLabel('Date').fill(tomorrow());
    } else if (visible === 'Task Info') {
      const company = page.getByRole('combobox', { name: 'Assigned Company' });
      if (await company.isVisible()) {
        await company.click();
        await page.getByRole('option', { name: /Apex/ }).click();
      }
      await page.getByRole('button', { name: 'Create Task' }).click();
      return;
    }
    await next();
    await expect(heading(visible)).toBeHidden();
  }
  throw new Error('the wizard did not reach Task Info');
}

test.describe('the money journey', () => {
  // A missing step fails at once rather than after the whole journey's time.
  test.use({ actionTimeout: 20_000 });

  test('customer, price book, estimate approved on the public page, task and a paid invoice', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const customerName = `Bayou Cold Storage ${stamp}`;
    const email = `ap.${stamp}@bayou.example`;
    const address = `400 Levee Street, Baton Rouge, LA 70801`;
    const panels = `Panel install ${stamp}`;
    const scaffold = `Scaffold day ${stamp}`;
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);

    // A customer with a location (/customers).
    await page.goto('/customers');
    await page.getByRole('button', { name: 'New Customer' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'New Customer' });
    await customerDialog.getByLabel('Name', { exact: true }).fill(customerName);
    await customerDialog.getByLabel('E-mail').fill(email);
    await customerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/customers\/(?!estimates)[^/]+$/);
    const customerUrl = page.url();
    await page.getByRole('button', { name: 'Add Location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Add Location' });
    await locationDialog.getByLabel('Full Address').fill(address);
    await locationDialog.getByRole('button', { name: 'Save' }).click();
    await expect(locationDialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Locations' })).toContainText('400 Levee Street');

    // Two price book items (/pricebook).
    await page.goto('/pricebook');
    await addPricebookItem(page, { name: panels, unit: 'ea', price: '150.00' });
    await addPricebookItem(page, { name: scaffold, unit: 'day', price: '420.00' });

    // An estimate with three lines: two from the price book, one free text.
    await page.goto(customerUrl);
    await page.getByRole('link', { name: 'New Estimate' }).click();
    await expect(page.getByRole('heading', { name: 'New Estimate' })).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue(address);
    await page.getByLabel('Title').fill(`Cold room ${stamp}`);
    await page.getByRole('combobox', { name: /^Craft Type/ }).click();
    await page.getByRole('option', { name: 'Scaffolding', exact: true }).click();
    const pick = async (name: string) => {
      await page.getByRole('combobox', { name: 'Add from price book' }).click();
      await page.getByRole('option', { name: new RegExp(name) }).click();
    };
    await pick(panels);
    await page.getByLabel('Quantity, line 1').fill('3');
    await pick(scaffold);
    await page.getByLabel('Quantity, line 2').fill('2');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Item, line 3').fill('Haul-away of old panels');
    await page.getByLabel('Quantity, line 3').fill('1');
    await page.getByLabel('Unit price, line 3').fill('95');
    // 3 × 150 + 2 × 420 + 95 = 1,385.00; the demo site's 8.25% per taxable line: 37.125
    // rounds half away from zero to 37.13, plus 69.30 and 7.8375 → 7.84, so 114.27.
    const totals = page.getByLabel('Totals');
    await expect(totals).toContainText('$1,385.00');
    await expect(totals).toContainText('$114.27');
    await expect(totals).toContainText('$1,499.27');
    await page.getByRole('button', { name: 'Save' }).click();
    const heading = page.getByRole('heading', { name: /^Estimate EST-\d{4}$/ });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Estimate ', '');
    const total = ((await totals.locator('dd').last().textContent()) ?? '').trim();
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);

    // Sent (the outbox holds the mail with its link).
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Send Estimate' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByText(`Sent to ${email}`)).toBeVisible();
    const link = await approvalLinkTo(email, number);
    const [mail] = await queryDatabase<{ attachments: { filename: string }[] | null }>(
      'select attachments from mail_outbox where "to" = $1 order by created_at desc limit 1',
      [email],
    );
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([`${number}.pdf`]);

    // Approved on the public page, in a fresh browser context without signing in.
    await approveInFreshContext(browser, link, 'Morgan Bayou');
    await page.reload();
    await expect(page.getByText('Approved by Morgan Bayou')).toBeVisible();
    const estimateUrl = page.url();

    // A task, the wizard prefilled from the estimate.
    await page.getByRole('button', { name: 'Create task' }).click();
    await expect(page).toHaveURL(/\/create-(customer-)?task\?estimateId=/);
    await expect(page.getByRole('region', { name: 'Customer of the Job' })).toContainText(
      customerName,
    );
    await finishWizard(page, `Cold room ${stamp}`);
    await expect(page).toHaveURL(/\/(craft-record|work-record-and-tasks)\//);
    await page.goto(estimateUrl);
    await expect(
      page.getByRole('link', { name: 'open the task made from this estimate' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create task' })).toHaveCount(0);

    // An invoice, sent and paid.
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
    const invoiceHeading = page.getByRole('heading', { name: /^Invoice INV-\d{4}$/ });
    await expect(invoiceHeading).toBeVisible();
    const invoiceNumber = ((await invoiceHeading.textContent()) ?? '').replace('Invoice ', '');
    await expect(page.getByText(total).first()).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Send ${invoiceNumber}?` })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paid = page.getByRole('dialog', { name: `Record payment for ${invoiceNumber}` });
    await paid.getByRole('button', { name: 'Record payment' }).click();
    await expect(paid).toBeHidden();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Paid in full on ')).toBeVisible();
    await shoot(page, 'money-journey-invoice-paid');

    // The estimate shows what came of it.
    await page.goto(estimateUrl);
    await expect(page.getByRole('link', { name: invoiceNumber })).toBeVisible();
    await shoot(page, 'money-journey-estimate');
  });
});
