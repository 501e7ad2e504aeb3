import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';

/**
 * The invoice steps the billing journeys share, taken as a person would on /invoices and an
 * invoice's page.
 */

/** New Invoice for the customer, started from `source`: the open dialog, before Create. */
export async function newInvoiceDialog(
  page: Page,
  customer: string,
  source: 'Completed tasks' | 'Blank',
) {
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invoice' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer);
  await page.getByRole('option', { name: customer }).click();
  await dialog.getByRole('radio', { name: source }).check();
  return dialog;
}

/** A blank invoice for the customer, created through New Invoice: its page is open. */
export async function newBlankInvoice(page: Page, customer: string) {
  const dialog = await newInvoiceDialog(page, customer, 'Blank');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
}

/** Adds a first line to the open invoice with its item and unit price as typed (not saved). */
export async function addFirstLine(page: Page, item: string, unitPrice: string) {
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Item, line 1').fill(item);
  await page.getByLabel('Unit price, line 1').fill(unitPrice);
}

/** Saves the open invoice. */
export async function saveInvoice(page: Page) {
  await page.getByRole('button', { name: 'Save' }).first().click();
}

/** The open invoice's number, from its heading once it has one. */
export async function invoiceNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{4,}$/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Invoice ', '');
}
