import { z } from 'zod';
import { CUSTOMER_TYPES } from '@craftwork/domain/billing/customers';
import { PAYMENT_METHODS } from '@craftwork/domain/billing/payments';
import { ESTIMATE_STATUSES, INVOICE_STATUSES } from '@craftwork/domain/billing/transitions';
import { pageOf, ZCraftType, ZNullableId, ZTimestamp } from './common.ts';

const ZCustomerType = z.enum(CUSTOMER_TYPES);
const ZDay = z.string().describe('A calendar day, YYYY-MM-DD.');

const customerShape = {
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  type: ZCustomerType,
  tags: z.array(z.string()),
  isTaxExempt: z.boolean(),
  billToCustomerId: ZNullableId,
  billToCustomerName: z.string().nullable(),
  website: z.string(),
  deleted: z.boolean(),
  timestampCreated: ZTimestamp,
  timestampLastModified: ZTimestamp,
  locationCount: z.number().int(),
};
export const ZCustomerSummary = z.object(customerShape).meta({
  description: 'A customer as lists answer it.',
  examples: [
    {
      id: '0193a1f2-6c3e-7a10-9d2b-0000000000c1',
      name: 'Harbor Refining',
      firstName: 'Sam',
      lastName: 'Ortiz',
      email: 'sam.ortiz@example.com',
      phone: '+1 555 0100',
      notes: '',
      type: 'commercial',
      tags: ['refinery'],
      isTaxExempt: false,
      billToCustomerId: null,
      billToCustomerName: null,
      website: '',
      deleted: false,
      timestampCreated: '2026-01-12T09:00:00.000Z',
      timestampLastModified: '2026-01-12T09:00:00.000Z',
      locationCount: 1,
    },
  ],
});
export const ZCustomerPage = pageOf(ZCustomerSummary, 'customers');

export const ZCustomer = z
  .object({
    ...customerShape,
    locations: z.array(
      z.object({
        id: z.string(),
        customerId: z.string(),
        fullAddress: z.string(),
        addressLine1: z.string(),
        addressLine2: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        county: z.string(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        notes: z.string(),
        type: ZCustomerType,
        tags: z.array(z.string()),
        yearBuilt: z.number().int().nullable(),
        estimatedValueCents: z.number().int().nullable(),
        squareFootage: z.number().nullable(),
        deleted: z.boolean(),
      }),
    ),
  })
  .describe('A customer with its service locations.');

export const ZSavedCustomer = z
  .object({ id: z.string() })
  .describe('The id of the customer saved.');

const ZLine = z.object({
  id: z.string(),
  position: z.number().int(),
  pricebookItemId: ZNullableId,
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  quantityMilli: z.number().int().describe('Quantity in thousandths.'),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  taxable: z.boolean(),
  amountCents: z.number().int(),
  taskId: ZNullableId.optional(),
});

const totals = {
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
};

const estimateShape = {
  ...totals,
  id: z.string(),
  number: z.string(),
  status: z.enum(ESTIMATE_STATUSES),
  title: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerLocationId: ZNullableId,
  customerLocationAddress: z.string().nullable(),
  timestampCreated: ZTimestamp,
  sentAt: ZTimestamp.nullable(),
  answeredAt: ZTimestamp.nullable(),
};
export const ZEstimateSummary = z.object(estimateShape).describe('An estimate as lists answer it.');
export const ZEstimatePage = pageOf(ZEstimateSummary, 'estimates');
export const ZEstimate = z
  .object({
    ...estimateShape,
    notes: z.string(),
    terms: z.string(),
    craftType: ZCraftType.nullable(),
    taxRateBp: z.number().int().describe('Tax rate in basis points.'),
    taxExempt: z.boolean(),
    lines: z.array(ZLine),
    sentTo: z.string().nullable(),
    approvedByName: z.string().nullable(),
    changeComment: z.string().nullable(),
    hasSignature: z.boolean(),
    taskId: ZNullableId,
    craftRecordId: ZNullableId,
    invoiceId: ZNullableId,
    invoiceNumber: z.string().nullable(),
  })
  .describe('An estimate with its lines.');

const ZInvoiceStatus = z.enum(INVOICE_STATUSES);
const invoiceShape = {
  ...totals,
  id: z.string(),
  number: z.string(),
  status: ZInvoiceStatus,
  overdue: z.boolean(),
  customerId: z.string(),
  customerName: z.string(),
  issueDate: ZDay,
  dueDate: ZDay,
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  paidDate: ZDay.nullable(),
  estimateId: ZNullableId,
  estimateNumber: z.string().nullable(),
};
export const ZInvoiceSummary = z
  .object(invoiceShape)
  .describe('An invoice as lists answer it, with its amount paid and balance due.');
export const ZInvoicePage = pageOf(ZInvoiceSummary, 'invoices');

export const ZPayment = z
  .object({
    id: z.string(),
    paidDate: ZDay,
    amountCents: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    recordedByName: z.string().nullable(),
    recordedAt: ZTimestamp,
    voidedAt: ZTimestamp.nullable(),
    voidedByName: z.string().nullable(),
  })
  .describe('A payment of an invoice (voided ones stay, with voidedAt).');

export const ZInvoice = z
  .object({
    ...invoiceShape,
    customerLocationId: ZNullableId,
    customerLocationAddress: z.string().nullable(),
    notes: z.string(),
    netDays: z.number().int(),
    taxRateBp: z.number().int().describe('Tax rate in basis points.'),
    taxExempt: z.boolean(),
    lines: z.array(ZLine),
    sentAt: ZTimestamp.nullable(),
    sentTo: z.string().nullable(),
    payments: z.array(ZPayment),
    voidedAt: ZTimestamp.nullable(),
    craftRecordId: ZNullableId,
  })
  .describe('An invoice with its lines, payments, amount paid and balance due.');

export const ZPaymentResult = z
  .object({
    ok: z.literal(true),
    paymentId: z.string(),
    status: ZInvoiceStatus,
    paidCents: z.number().int(),
    balanceCents: z.number().int(),
  })
  .meta({
    description: "The payment recorded or voided and the invoice's new status and balance.",
    examples: [
      {
        ok: true,
        paymentId: '0193a1f2-6c3e-7a10-9d2b-0000000000p1',
        status: 'partially_paid',
        paidCents: 5000,
        balanceCents: 7500,
      },
    ],
  });
