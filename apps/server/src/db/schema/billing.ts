import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TCustomerType } from '@craftwork/domain/billing/customers';
import type { TEstimateStatus, TInvoiceStatus } from '@craftwork/domain/billing/transitions';
import type { TDocumentKind } from '@craftwork/domain/billing/numbering';
import type { TPaymentMethod } from '@craftwork/domain/billing/payments';
import { users } from './auth.ts';
import { sites } from './sites.ts';
import { craftRecords, tasks } from './work.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const site = () =>
  text('site_key')
    .notNull()
    .references(() => sites.siteKey, { onDelete: 'cascade' });
const byUser = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
const tags = () =>
  text('tags')
    .array()
    .notNull()
    .default(sql`'{}'`);

/** Customers (spec part 3 "Customer"); soft deleted. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    siteKey: site(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    type: text('type').$type<TCustomerType>().notNull().default('commercial'),
    tags: tags(),
    isTaxExempt: boolean('is_tax_exempt').notNull().default(false),
    billToCustomerId: text('bill_to_customer_id'),
    website: text('website').notNull().default(''),
    createdBy: byUser('created_by'),
    lastModifiedBy: byUser('last_modified_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('customers_site_name_idx').on(t.siteKey, sql`lower(${t.name})`),
    // The public API's keyset walks (by creation) and syncs (by modification, deleted included).
    index('customers_keyset_created_idx').on(t.siteKey, t.timestampCreated, t.id),
    index('customers_keyset_modified_idx').on(t.siteKey, t.timestampLastModified, t.id),
  ],
);

/** Customer locations (spec part 3 "Customer location"); soft deleted. */
export const customerLocations = pgTable(
  'customer_locations',
  {
    id: text('id').primaryKey(),
    siteKey: site(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fullAddress: text('full_address').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    county: text('county').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes').notNull().default(''),
    type: text('type').$type<TCustomerType>().notNull().default('commercial'),
    tags: tags(),
    yearBuilt: integer('year_built'),
    estimatedValueCents: bigint('estimated_value_cents', { mode: 'number' }),
    squareFootage: integer('square_footage'),
    createdBy: byUser('created_by'),
    lastModifiedBy: byUser('last_modified_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('customer_locations_customer_idx').on(t.customerId)],
);

/** The price book's items. */
export const pricebookItems = pgTable(
  'pricebook_items',
  {
    id: text('id').primaryKey(),
    siteKey: site(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    craftType: integer('craft_type'),
    taxable: boolean('taxable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pricebook_items_site_name_idx').on(t.siteKey, sql`lower(${t.name})`)],
);

/**
 * The last number given per site and kind: taken with an upsert in the transaction that
 * inserts the document, so numbers are consecutive and a rolled-back insert leaves no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    siteKey: site(),
    kind: text('kind').$type<TDocumentKind>().notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.kind] })],
);

const money = (name: string) => integer(name).notNull().default(0);

export const estimates = pgTable(
  'estimates',
  {
    id: text('id').primaryKey(),
    siteKey: site(),
    number: integer('number').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    customerLocationId: text('customer_location_id').references(() => customerLocations.id),
    status: text('status').$type<TEstimateStatus>().notNull().default('draft'),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    terms: text('terms').notNull().default(''),
    craftType: integer('craft_type'),
    /** The site's rate and the customer's exemption, kept when sent. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    subtotalCents: money('subtotal_cents'),
    taxCents: money('tax_cents'),
    totalCents: money('total_cents'),
    sentAt: ts('sent_at'),
    sentTo: text('sent_to'),
    /** SHA-256 of the approval link's token; a new send replaces it. */
    approvalTokenHash: text('approval_token_hash'),
    approvalExpiresAt: ts('approval_expires_at'),
    answeredAt: ts('answered_at'),
    approvedByName: text('approved_by_name'),
    /** File storage key of the drawn signature (PNG). */
    signatureKey: text('signature_key'),
    changeComment: text('change_comment'),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    craftRecordId: text('craft_record_id').references(() => craftRecords.id, {
      onDelete: 'set null',
    }),
    createdBy: byUser('created_by'),
    lastModifiedBy: byUser('last_modified_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    unique('estimates_site_number_uq').on(t.siteKey, t.number),
    uniqueIndex('estimates_token_idx').on(t.approvalTokenHash),
    index('estimates_customer_idx').on(t.customerId),
  ],
);

const lineColumns = () => ({
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  pricebookItemId: text('pricebook_item_id').references(() => pricebookItems.id, {
    onDelete: 'set null',
  }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  unit: text('unit').notNull().default(''),
  quantityMilli: integer('quantity_milli').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  taxable: boolean('taxable').notNull().default(true),
  amountCents: integer('amount_cents').notNull(),
});

export const estimateLines = pgTable(
  'estimate_lines',
  {
    ...lineColumns(),
    estimateId: text('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
  },
  (t) => [index('estimate_lines_estimate_idx').on(t.estimateId, t.position)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    siteKey: site(),
    /**
     * INV-0001…, taken when the invoice is first saved with a line or sent (null before), so a
     * blank draft left behind leaves no gap (issue 32).
     */
    number: integer('number'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    customerLocationId: text('customer_location_id').references(() => customerLocations.id),
    estimateId: text('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    /** The record whose rental days it bills, when made from the Rental screen. */
    craftRecordId: text('craft_record_id').references(() => craftRecords.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<TInvoiceStatus>().notNull().default('draft'),
    notes: text('notes').notNull().default(''),
    issueDate: date('issue_date').notNull(),
    netDays: integer('net_days').notNull().default(30),
    dueDate: date('due_date').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    subtotalCents: money('subtotal_cents'),
    taxCents: money('tax_cents'),
    totalCents: money('total_cents'),
    sentAt: ts('sent_at'),
    sentTo: text('sent_to'),
    /** The sum of its live payments, kept with them in one transaction (issue 33). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** The day of the payment that brought the balance to zero; null while a balance is due. */
    paidDate: date('paid_date'),
    voidedAt: ts('voided_at'),
    createdBy: byUser('created_by'),
    lastModifiedBy: byUser('last_modified_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_site_number_uq').on(t.siteKey, t.number),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_site_status_idx').on(t.siteKey, t.status, t.dueDate),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...lineColumns(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'set null' }),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * Payments received against an invoice (issue 33): the balance due is the total less the live
 * (not voided) payments. A voided payment is kept, with who voided it and when.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: text('id').primaryKey(),
    siteKey: site(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidDate: date('paid_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').$type<TPaymentMethod>().notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: byUser('recorded_by'),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    voidedAt: ts('voided_at'),
    voidedBy: byUser('voided_by'),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidDate),
    check('invoice_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Each task billed at most once: a row per task on a live (not void) invoice. Voiding the
 * invoice deletes its rows, so the task can be billed again.
 */
export const billedTasks = pgTable('billed_tasks', {
  taskId: text('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  siteKey: site(),
  invoiceId: text('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
});
