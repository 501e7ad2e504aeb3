import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { UNNUMBERED_INVOICE } from '@craftwork/domain/billing/invoices';
import { LINE_MESSAGES } from '@craftwork/domain/billing/lines';
import { formatDocumentNumber } from '@craftwork/domain/billing/numbering';
import { centsToAmountText } from '@craftwork/domain/billing/money';
import { TASK_TYPE, taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { createRecordWithTask, setStatusViaApi } from '../records/record-helpers';
import { approvalLinkTo, rpc } from './estimate-helpers';
import {
  addFirstLine,
  invoiceNumber,
  newBlankInvoice,
  newInvoiceDialog,
  saveInvoice,
} from './invoice-helpers';

/** Issue 32, money items: billing a task once, priced, and prices and dates as people read them. */

const ESTIMATE_LINES = [
  { name: 'Tower erection', quantityMilli: 1000, unitPriceCents: 145_000, taxable: true },
  { name: 'Scaffold hire, weeks', quantityMilli: 3000, unitPriceCents: 22_550, taxable: true },
];

async function createCustomer(page: Page, stamp: string) {
  const name = `Orbit Chemicals ${stamp}`;
  const email = `ap.${stamp}@orbit.example`;
  const { id } = await rpc<{ id: string }>(page, 'customers/save', { name, email });
  return { id, name, email };
}

/** A completed task of the customer's Job (as /create-customer-task makes it). */
async function completedTask(page: Page, customerId: string, title: string, taskType?: number) {
  const record = await createRecordWithTask(page, { title, taskType });
  await queryDatabase('update craft_records set customer_id = $1 where id = $2', [
    customerId,
    record.craftRecordId,
  ]);
  await setStatusViaApi(page, record.taskId, 90);
  return record;
}

/**
 * An estimate of the customer approved on the public page and linked to the task made from it;
 * the approval page and the task wizard have journeys of their own (estimates, money-journey).
 */
async function approvedEstimateOf(page: Page, customerId: string, taskId: string) {
  const { id, number } = await rpc<{ id: string; number: string }>(page, 'estimates/save', {
    customerId,
    title: 'Tower for the reactor',
    lines: ESTIMATE_LINES,
  });
  await queryDatabase(`update estimates set status = 'approved', task_id = $1 where id = $2`, [
    taskId,
    id,
  ]);
  return { id, number };
}

test.describe('billing tasks', () => {
  test.use({ actionTimeout: 20_000 });

  test('a task made from an invoiced estimate shows its invoice and is not offered for billing again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);
    const record = await completedTask(page, customer.id, `Reactor tower ${stamp}`);
    const estimate = await approvedEstimateOf(page, customer.id, record.taskId);

    // The approved estimate is invoiced from its page.
    await page.goto(`/customers/estimates/${estimate.id}`);
    await page.getByRole('button', { name: 'Create invoice' }).click();
    const number = await invoiceNumber(page);

    // The task card names that invoice.
    await page.goto(`/craft-record/${record.craftRecordId}`);
    await expect(page.getByText(`Billed on ${number}`)).toBeVisible();

    // New Invoice → Completed tasks no longer offers the task.
    const dialog = await newInvoiceDialog(page, customer.name, 'Completed tasks');
    await expect(
      dialog.getByText('This customer has no completed tasks that are not billed yet.'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: new RegExp(`Reactor tower ${stamp}`) }),
    ).toHaveCount(0);
  });

  test("an invoice from completed tasks carries the estimate's prices and the price book's", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);
    const fromEstimate = await completedTask(page, customer.id, `Reactor tower ${stamp}`);
    await approvedEstimateOf(page, customer.id, fromEstimate.taskId);
    const removal = await completedTask(
      page,
      customer.id,
      `Tower strip ${stamp}`,
      TASK_TYPE.REMOVAL,
    );

    // The price book item of the Removal task type: the site's, else added on /pricebook.
    const itemName = taskTypeName(TASK_TYPE.REMOVAL);
    const [existing] = await queryDatabase<{ unit_price_cents: number }>(
      `select p.unit_price_cents from pricebook_items p join tasks t on t.site_key = p.site_key
        where t.id = $1 and lower(p.name) = lower($2) and p.active`,
      [removal.taskId, itemName],
    );
    const priceCents = existing?.unit_price_cents ?? 87_500;
    if (!existing) {
      await page.goto('/pricebook');
      await page.getByRole('button', { name: 'New Item' }).click();
      const item = page.getByRole('dialog', { name: 'New Item' });
      await item.getByLabel('Name').fill(itemName);
      await item.getByLabel(/^Unit\s*\*?$/).fill('each');
      await item.getByLabel(/^Unit Price/).fill(centsToAmountText(priceCents));
      await item.getByRole('button', { name: 'Save' }).click();
      await expect(item).toBeHidden();
    }

    const dialog = await newInvoiceDialog(page, customer.name, 'Completed tasks');
    await dialog.getByRole('checkbox', { name: new RegExp(`Reactor tower ${stamp}`) }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(`Tower strip ${stamp}`) }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await invoiceNumber(page);

    const lines = [
      ...ESTIMATE_LINES.map((l) => [l.name, centsToAmountText(l.unitPriceCents)]),
      [`Task - Tower strip ${stamp}`, centsToAmountText(priceCents)],
    ];
    for (const [i, [name, price]] of lines.entries()) {
      await expect(page.getByLabel(`Item, line ${i + 1}`)).toHaveValue(name!);
      await expect(page.getByLabel(`Unit price, line ${i + 1}`)).toHaveValue(price!);
    }
    await expect(page.getByLabel(`Item, line ${lines.length + 1}`)).toHaveCount(0);
  });

  test('a unit price with more than two decimals is refused as such', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);
    await newBlankInvoice(page, customer.name);
    await addFirstLine(page, 'Site visit', '10.005');
    await expect(page.getByText(LINE_MESSAGES.priceDecimals)).toBeVisible();
    await expect(page.getByText(LINE_MESSAGES.price)).toHaveCount(0);
  });

  test('a blank invoice left behind takes no number; the next one saved with a line takes the next', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);
    const [last] = await queryDatabase<{ number: number }>(
      `select coalesce(max(i.number), 0) as number from invoices i
         join customers c on c.site_key = i.site_key where c.id = $1`,
      [customer.id],
    );
    const blankDraft = async () => {
      await newBlankInvoice(page, customer.name);
      await expect(page.getByRole('heading', { name: UNNUMBERED_INVOICE })).toBeVisible();
    };

    // The first blank is left behind without a line.
    await blankDraft();
    await blankDraft();
    await addFirstLine(page, 'Site visit', '85');
    await saveInvoice(page);
    const expected = formatDocumentNumber('invoice', Number(last!.number) + 1);
    await expect(page.getByRole('heading', { name: `Invoice ${expected}` })).toBeVisible();

    // The list names the one left behind a draft, without a number.
    await page.goto('/invoices');
    await page.getByRole('searchbox', { name: 'Search Invoices' }).fill(customer.name);
    await expect(page.getByRole('link', { name: UNNUMBERED_INVOICE })).toHaveCount(1);
    await expect(page.getByRole('link', { name: expected })).toBeVisible();
  });

  test('the approval page shows the estimate date and how long it is valid', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);
    const { id, number } = await rpc<{ id: string; number: string }>(page, 'estimates/save', {
      customerId: customer.id,
      lines: ESTIMATE_LINES,
    });
    await rpc(page, 'estimates/send', { id });
    const link = await approvalLinkTo(customer.email, number);
    const [days] = await queryDatabase<{ dated: string; valid: string }>(
      `select to_char(e.sent_at at time zone s.timezone, 'MM/DD/YYYY') as dated,
              to_char(e.approval_expires_at at time zone s.timezone, 'MM/DD/YYYY') as valid
         from estimates e join sites s on s.site_key = e.site_key where e.id = $1`,
      [id],
    );

    const context = await browser.newContext();
    const customerPage = await context.newPage();
    try {
      await customerPage.goto(link);
      await expect(customerPage.getByRole('heading', { name: `Estimate ${number}` })).toBeVisible();
      const term = (name: string) =>
        customerPage.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
      await expect(term('Estimate date')).toBeVisible();
      await expect(term('Estimate date').locator('xpath=following-sibling::dd[1]')).toHaveText(
        days!.dated,
      );
      await expect(term('Valid until').locator('xpath=following-sibling::dd[1]')).toHaveText(
        days!.valid,
      );
    } finally {
      await context.close();
    }
  });

  test('the invoice PDF prints the remit-to block a site admin sets in Site Settings', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const address = `Suite ${stamp}, 4200 Refinery Rd\nPasadena, TX 77506`;
    const payment = `ACH routing 111000025, account ${stamp}`;
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin/site-settings?tab=billing');
    const billing = page.getByRole('form', { name: 'Billing' });
    await billing.getByLabel('Remit-to address').fill(address);
    await billing.getByLabel('Payment details').fill(payment);
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(billing.getByRole('button', { name: 'Save' })).toBeDisabled();

    const customer = await createCustomer(page, stamp);
    const { id } = await rpc<{ id: string }>(page, 'invoices/create', {
      kind: 'blank',
      customerId: customer.id,
    });
    await page.goto(`/invoices/${id}`);
    await addFirstLine(page, 'Inspection', '125');
    await saveInvoice(page);
    await expect(page.getByRole('button', { name: 'Save' }).first()).toBeDisabled();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const { stdout } = await promisify(execFile)('pdftotext', [
      '-layout',
      await download.path(),
      '-',
    ]);
    const [managing] = await queryDatabase<{ name: string }>(
      `select c.name from invoices i join sites s on s.site_key = i.site_key
         join companies c on c.id = s.managing_company_id where i.id = $1`,
      [id],
    );
    expect(stdout).toContain('Remit to');
    for (const printed of [...address.split('\n'), payment, ...(managing ? [managing.name] : [])]) {
      expect(stdout).toContain(printed);
    }
  });
});
