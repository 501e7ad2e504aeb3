import type { Page } from '@playwright/test';
import { UNNUMBERED_INVOICE } from '@craftwork/domain/billing/invoices';
import { DEMO, expect, queryDatabase, signIn, test, waitForMail } from '../../fixtures';
import { createRecordWithTask, setStatusViaApi } from '../records/record-helpers';
import { rpc, shoot } from './estimate-helpers';
import { newInvoiceDialog } from './invoice-helpers';

const LOCKED = "Lines can't change once sent. Void it and issue a new one.";

/** A customer with an e-mail address, made through the procedure the Customers screen uses. */
async function createCustomer(page: Page, stamp: string) {
  const name = `Delta Mills ${stamp}`;
  const email = `billing.${stamp}@delta.example`;
  const { id } = await rpc<{ id: string }>(page, 'customers/save', { name, email });
  return { id, name, email };
}

async function invoiceNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{4,}$/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Invoice ', '');
}

test.describe('invoices', () => {
  test('a blank invoice gets lines, is sent, keeps its lines and is paid', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);

    const dialog = await newInvoiceDialog(page, customer.name, 'Blank');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Not numbered until it is saved with a line (issue 32).
    await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
    await expect(page.getByRole('heading', { name: UNNUMBERED_INVOICE })).toBeVisible();
    await expect(page.getByText('No lines yet.')).toBeVisible();

    // Two free-text lines; the second is not taxable.
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Item, line 1').fill('Site visit');
    await page.getByLabel('Quantity, line 1').fill('2');
    await page.getByLabel('Unit price, line 1').fill('85.50');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Item, line 2').fill('Permit fee');
    await page.getByLabel('Unit price, line 2').fill('40');
    await page.getByLabel('Taxable, line 2').uncheck();
    const totals = page.getByLabel('Totals');
    await expect(totals).toContainText('Subtotal$211.00');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('button', { name: 'Save' }).first()).toBeDisabled();
    const number = await invoiceNumber(page);
    await page.reload();
    await expect(page.getByLabel('Item, line 2')).toHaveValue('Permit fee');
    await expect(page.getByLabel('Taxable, line 2')).not.toBeChecked();
    const total = ((await totals.locator('dd').last().textContent()) ?? '').trim();
    expect(total).toMatch(/^\$2\d\d\.\d{2}$/);
    await shoot(page, 'invoice-draft');

    // Sent: the outbox holds the customer's e-mail, and the lines are read-only now.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Send ${number}?` })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByText(`Sent to ${customer.email}`).first()).toBeVisible();
    const mail = await waitForMail(customer.email, new RegExp(number));
    expect(mail.text).toContain(number);
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page.getByLabel('Item, line 1')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add line' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Site visit' })).toBeVisible();
    await shoot(page, 'invoice-sent');

    // Paid: the amount offered is the balance due (the total), the date today.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paid = page.getByRole('dialog', { name: `Record payment for ${number}` });
    await expect(paid.getByLabel('Amount paid')).toHaveValue(total.replace(/[$,]/g, ''));
    await paid.getByLabel('Reference').fill('Check 1042');
    await paid.getByRole('button', { name: 'Record payment' }).click();
    await expect(paid).toBeHidden();
    await expect(page.getByText('Check 1042')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
    await shoot(page, 'invoice-paid');

    // The list finds it by number, its status in words.
    await page.goto('/invoices');
    await page.getByRole('searchbox', { name: 'Search Invoices' }).fill(number);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(customer.name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search Invoices' }).fill('');
    await shoot(page, 'invoices-list');
  });

  test('an invoice from a completed task shows on the task card, and is voided', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.admin);
    await expect(page).not.toHaveURL(/\/login/);
    const customer = await createCustomer(page, stamp);
    const record = await createRecordWithTask(page, { title: `Mill stair ${stamp}` });
    // The record is the customer's Job (as /create-customer-task makes it), its task completed.
    await queryDatabase('update craft_records set customer_id = $1 where id = $2', [
      customer.id,
      record.craftRecordId,
    ]);
    await setStatusViaApi(page, record.taskId, 90);

    const dialog = await newInvoiceDialog(page, customer.name, 'Completed tasks');
    await dialog.getByRole('checkbox', { name: new RegExp(`Task - Mill stair ${stamp}`) }).check();
    await shoot(page, 'new-invoice-tasks');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const number = await invoiceNumber(page);
    await expect(page.getByLabel('Item, line 1')).toBeVisible();
    await expect(page.getByRole('link', { name: `Task - Mill stair ${stamp}` })).toBeVisible();

    // The task card names the invoice that billed it, as a link to it.
    await page.goto(`/craft-record/${record.craftRecordId}`);
    const billed = page.getByText(`Billed on ${number}`);
    await expect(billed).toBeVisible();
    await shoot(page, 'task-billed');
    await page.getByRole('link', { name: number }).click();
    expect(await invoiceNumber(page)).toBe(number);

    // Voided: kept with its number, no longer editable or payable.
    await page.getByRole('button', { name: 'Void' }).click();
    await page
      .getByRole('dialog', { name: `Void ${number}?` })
      .getByRole('button', { name: 'Void' })
      .click();
    await expect(page.getByRole('group', { name: 'Invoice actions' })).not.toContainText('Send');
    await expect(page.getByText('Void', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Item, line 1')).toHaveCount(0);
    await shoot(page, 'invoice-void');
  });
});
