import { z } from 'zod';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';

/** Customers and their locations (spec part 3 "Customer", "Customer location"). */
export const CUSTOMER_TYPES = ['residential', 'commercial'] as const;
export type TCustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_TYPE_LABELS: Record<TCustomerType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Enter the customer name.',
  email: 'Enter a valid e-mail address.',
  website: 'Enter a web address starting with http:// or https://.',
  tooManyTags: 'A customer can have at most 20 tags.',
  addressRequired: 'Enter the address.',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  billToSelf: 'A customer cannot be billed to itself.',
  notFound: 'This customer is not available.',
  locationNotFound: 'This customer location is not available.',
} as const;

export const MAX_TAGS = 20;
const ZTag = oneLineText(40).refine((t) => t.length > 0);
export const ZTags = z.array(ZTag).max(MAX_TAGS, { error: CUSTOMER_MESSAGES.tooManyTags });

const ZOptionalEmail = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: CUSTOMER_MESSAGES.email });

const ZWebsite = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: CUSTOMER_MESSAGES.website });

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

export const ZCustomerInput = z.object({
  /** null creates a customer. */
  id: ZId.nullable().default(null),
  name: oneLineText(TEXT_LIMITS.title, { required: CUSTOMER_MESSAGES.nameRequired }),
  firstName: oneLineText(TEXT_LIMITS.personName).default(''),
  lastName: oneLineText(TEXT_LIMITS.personName).default(''),
  email: ZOptionalEmail.default(''),
  phone: oneLineText(TEXT_LIMITS.phone).default(''),
  notes: multiLineText(TEXT_LIMITS.longText).default(''),
  type: z.enum(CUSTOMER_TYPES).default('commercial'),
  tags: ZTags.default([]),
  isTaxExempt: z.boolean().default(false),
  billToCustomerId: ZId.nullable().default(null),
  website: ZWebsite.default(''),
});
export type TCustomerInput = z.input<typeof ZCustomerInput>;
export type TCustomerValues = z.output<typeof ZCustomerInput>;

export const ZCustomerLocationInput = z.object({
  id: ZId.nullable().default(null),
  customerId: ZId,
  fullAddress: oneLineText(500, { required: CUSTOMER_MESSAGES.addressRequired }),
  addressLine1: oneLineText(TEXT_LIMITS.title).default(''),
  addressLine2: oneLineText(TEXT_LIMITS.title).default(''),
  city: oneLineText(100).default(''),
  state: oneLineText(100).default(''),
  zipCode: oneLineText(20).default(''),
  county: oneLineText(100).default(''),
  latitude: z
    .number()
    .min(-90, { error: CUSTOMER_MESSAGES.latitude })
    .max(90, { error: CUSTOMER_MESSAGES.latitude })
    .nullable()
    .default(null),
  longitude: z
    .number()
    .min(-180, { error: CUSTOMER_MESSAGES.longitude })
    .max(180, { error: CUSTOMER_MESSAGES.longitude })
    .nullable()
    .default(null),
  notes: multiLineText(TEXT_LIMITS.longText).default(''),
  type: z.enum(CUSTOMER_TYPES).default('commercial'),
  tags: ZTags.default([]),
  yearBuilt: z.number().int().min(1000).max(3000).nullable().default(null),
  estimatedValueCents: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .default(null),
  squareFootage: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
});
export type TCustomerLocationInput = z.input<typeof ZCustomerLocationInput>;
export type TCustomerLocationValues = z.output<typeof ZCustomerLocationInput>;

export type TCustomerLocationRow = {
  id: string;
  customerId: string;
  fullAddress: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  county: string;
  latitude: number | null;
  longitude: number | null;
  notes: string;
  type: TCustomerType;
  tags: string[];
  yearBuilt: number | null;
  estimatedValueCents: number | null;
  squareFootage: number | null;
  deleted: boolean;
};

export type TCustomerRow = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  type: TCustomerType;
  tags: string[];
  isTaxExempt: boolean;
  billToCustomerId: string | null;
  billToCustomerName: string | null;
  website: string;
  deleted: boolean;
  timestampCreated: string;
  timestampLastModified: string;
  locationCount: number;
};

export const ZCustomerListInput = z.object({
  search: oneLineText(200).default(''),
  tags: z.array(ZTag).max(MAX_TAGS).default([]),
  deleted: z.boolean().default(false),
  limit: z.number().int().min(1).max(500).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type TCustomerListInput = z.input<typeof ZCustomerListInput>;
export type TCustomerListValues = z.output<typeof ZCustomerListInput>;

/** A customer's display name for lists and documents: its name, else first and last name. */
export function customerDisplayName(c: Pick<TCustomerRow, 'name' | 'firstName' | 'lastName'>) {
  return c.name || [c.firstName, c.lastName].filter(Boolean).join(' ');
}

/** The export's file name: Customers - {MM-DD-YYYY}.csv (as the other list exports). */
export function customersExportFileName(exportDate: string): string {
  return `Customers - ${exportDate}.csv`;
}

/** The export's columns: the list's, then the fields the dialog edits. */
export const CUSTOMER_CSV_HEADERS = [
  'Name',
  'First Name',
  'Last Name',
  'E-mail',
  'Phone',
  'Type',
  'Tags',
  'Tax Exempt',
  'Bill To',
  'Website',
  'Locations',
  'Notes',
  'Deleted',
] as const;

/** One customer as a row of the export (tags joined with "; "). */
export function customerCsvRow(c: TCustomerRow): (string | number)[] {
  return [
    c.name,
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    CUSTOMER_TYPE_LABELS[c.type],
    c.tags.join('; '),
    c.isTaxExempt ? 'TRUE' : 'FALSE',
    c.billToCustomerName ?? '',
    c.website,
    c.locationCount,
    c.notes,
    c.deleted ? 'TRUE' : 'FALSE',
  ];
}

/** Tags as stored: trimmed, without repeats (the first spelling kept, case ignored). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}
