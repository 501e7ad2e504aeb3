import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { rpc, shoot } from './estimate-helpers';

/**
 * Issue 33: an invoice paid in two parts is Partially paid, then Paid, with its amount paid and
 * balance due right on the page, in its PDF and over REST, and `invoice.paid` queued once. A
 * payment voided (after a confirm) makes its amount due again.
 */

/** A sent invoice of $595.00 (one untaxed line) to a new customer; its id and number. */
async function sentInvoice(page: Page, stamp: string) {
  const customer = await rpc<{ id: string }>(page, 'customers/save', {
    name: `Gerüst Nord ${stamp}`,
    email: `ap.${stamp}@nord.example`,
  });
  const { id } = await rpc<{ id: string }>(page, 'invoices/create', {
    kind: 'blank',
    customerId: customer.id,
  });
  const issueDate = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await rpc(page, 'invoices/save', {
    id,
    issueDate,
    netDays: 30,
    lines: [{ name: 'Scaffold hire', quantityMilli: 1000, unitPriceCents: 59_500, taxable: false }],
  });
  await rpc(page, 'invoices/send', { id });
  const { number } = await rpc<{ number: string }>(page, 'invoices/get', { id });
  return { id, number };
}

/** The text of a fact (dt, then its dd) on the invoice page. */
const fact = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The invoice's PDF as the Download PDF link gives it, read with pdftotext. */
async function pdfTextOf(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const { stdout } = await promisify(execFile)('pdftotext', [
    '-layout',
    await download.path(),
    '-',
  ]);
  return stdout;
}

async function recordPayment(page: Page, number: string, amount: string | null) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment for ${number}` });
  if (amount !== null) await dialog.getByLabel('Amount paid').fill(amount);
  await dialog.getByLabel('Method').click();
  await page.getByRole('option', { name: 'Bank transfer' }).click();
  await dialog.getByLabel('Reference').fill(`Transfer ${amount ?? 'rest'}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

test('an invoice paid in two parts is Partially paid, then Paid, on the page, PDF and REST', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  const hook = await rpc<{ id: string }>(page, 'webhooks/create', {
    url: `https://books.example.invalid/paid/${stamp}`,
    events: ['invoice.paid'],
  });
  const { id, number } = await sentInvoice(page, stamp);
  await page.goto(`/invoices/${id}`);
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(fact(page, 'Balance due')).toHaveText('$595.00');

  // More than the balance is refused in the dialog, with the balance named.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment for ${number}` });
  await expect(dialog.getByLabel('Amount paid')).toHaveValue('595.00');
  await dialog.getByLabel('Amount paid').fill('595.01');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    dialog.getByText('This is more than the balance due of $595.00. Enter at most $595.00.'),
  ).toBeVisible();
  await shoot(page, 'record-payment-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The first part: Partially paid, $585.00 still due.
  await recordPayment(page, number, '10');
  await expect(fact(page, 'Status')).toHaveText('Partially paid');
  await expect(fact(page, 'Amount paid')).toHaveText('$10.00');
  await expect(fact(page, 'Balance due')).toHaveText('$585.00');
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText('Bank transfer · Transfer 10');
  const partly = await pdfTextOf(page);
  expect(partly).toMatch(/Amount paid\s+\$10\.00/);
  expect(partly).toMatch(/Balance due\s+\$585\.00/);
  await shoot(page, 'invoice-partially-paid');

  // The rest (offered as the balance): Paid, nothing due, and one invoice.paid.
  await recordPayment(page, number, null);
  await expect(fact(page, 'Status')).toHaveText('Paid');
  await expect(fact(page, 'Amount paid')).toHaveText('$595.00');
  await expect(fact(page, 'Balance due')).toContainText('$0.00');
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  const paid = await pdfTextOf(page);
  expect(paid).toMatch(/Amount paid\s+\$595\.00/);
  expect(paid).toMatch(/Balance due\s+\$0\.00/);
  await shoot(page, 'invoice-paid-in-two-parts');

  const events = await queryDatabase<{ n: string }>(
    `select count(*) as n from webhook_deliveries
      where endpoint_id = $1 and event = 'invoice.paid' and payload->'data'->>'invoiceId' = $2`,
    [hook.id, id],
  );
  expect(events[0]?.n).toBe('1');

  // Over REST, with a token of the admin.
  const token = await rpc<{ token: string }>(page, 'apiTokens/create', {
    name: `Payments ${stamp}`,
    scope: 'read',
    expiresInDays: 7,
  });
  const rest = await page.request.get(`/api/v1/invoices/${id}`, {
    headers: { authorization: `Bearer ${token.token}` },
  });
  expect(rest.status()).toBe(200);
  expect(await rest.json()).toMatchObject({
    status: 'paid',
    totalCents: 59_500,
    paidCents: 59_500,
    balanceCents: 0,
    payments: [{ amountCents: 1000 }, { amountCents: 58_500 }],
  });

  // Voided after a confirm, the first part is due again and listed as void.
  await page.getByRole('button', { name: /^Void payment of \$10\.00/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Void this payment?' });
  await confirm.getByRole('button', { name: 'Void payment' }).click();
  await expect(confirm).toBeHidden();
  await expect(fact(page, 'Status')).toHaveText('Partially paid');
  await expect(fact(page, 'Balance due')).toHaveText('$10.00');
  const voided = payments.getByRole('listitem').filter({ hasText: 'Transfer 10' });
  await expect(voided).toContainText('Void');
  await expect(voided.getByRole('button')).toHaveCount(0);
  await shoot(page, 'invoice-payment-voided');

  // The list shows the amounts and filters by Partially paid.
  await page.goto('/invoices');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Partially paid' }).click();
  await page.getByRole('searchbox', { name: 'Search Invoices' }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Partially paid');
  await expect(row).toContainText('$585.00');
  await expect(row).toContainText('$10.00');
  await shoot(page, 'invoices-list-partially-paid');

  await rpc(page, 'webhooks/delete', { id: hook.id });
});
