import { z } from 'zod';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { ZLines, type TLineRow } from './lines.ts';
import type { TTotals } from './money.ts';
import { ESTIMATE_STATUSES, type TEstimateStatus } from './transitions.ts';

export const ESTIMATE_MESSAGES = {
  customerRequired: 'Choose the customer.',
  notEditable: 'Only a draft estimate can be changed.',
  notSendable: 'This estimate cannot be sent now.',
  notRevisable: 'Only a rejected estimate can be revised.',
  notRejectable: 'Only a sent estimate can be marked rejected.',
  noEmail: 'The customer has no e-mail address. Add one to the customer first.',
  linkInvalid: 'This approval link is not valid.',
  linkExpired: 'This approval link has expired. Ask for a new one.',
  linkUsed: 'This estimate has already been answered.',
  signatureRequired: 'Sign in the box to approve.',
  signatureTooLarge: 'The signature is too large. Clear the box and sign again.',
  nameRequired: 'Type your full name to approve.',
  commentRequired: 'Say what you would like changed.',
  notApproved: 'Only an approved estimate can become a task or an invoice.',
  notFound: 'This estimate is not available.',
  pricebookItemGone: 'One of the price book items is no longer available.',
  alreadyLinked: 'A task has already been made from this estimate.',
} as const;

/** How long a sent estimate's approval link stays valid. */
export const APPROVAL_LINK_DAYS = 30;
/** Largest drawn signature (a PNG data URL). */
export const MAX_SIGNATURE_BYTES = 200_000;
/**
 * Largest drawn signature in pixels, read from the PNG's header before it is decoded: a
 * signature box is at most a screen wide at the screen's pixel density (issue 31).
 */
export const MAX_SIGNATURE_SIDE = 4000;
export const MAX_SIGNATURE_PIXELS = 4_000_000;

export const ZEstimateInput = z.object({
  id: z.string().min(1).max(TEXT_LIMITS.id).nullable().default(null),
  customerId: z
    .string({ error: ESTIMATE_MESSAGES.customerRequired })
    .min(1, { error: ESTIMATE_MESSAGES.customerRequired })
    .max(TEXT_LIMITS.id),
  customerLocationId: z.string().min(1).max(TEXT_LIMITS.id).nullable().default(null),
  title: oneLineText(TEXT_LIMITS.title).default(''),
  /** Shown to the customer above the lines. */
  notes: multiLineText(TEXT_LIMITS.longText).default(''),
  /** The terms the customer reads before approving (the site's default terms when empty). */
  terms: multiLineText(TEXT_LIMITS.longText).default(''),
  craftType: z.number().int().min(0).max(10_000).nullable().default(null),
  lines: ZLines,
});
export type TEstimateInput = z.input<typeof ZEstimateInput>;

export const ZEstimateListInput = z.object({
  search: oneLineText(200).default(''),
  status: z.enum(ESTIMATE_STATUSES).nullable().default(null),
  customerId: z.string().min(1).max(TEXT_LIMITS.id).nullable().default(null),
});

export type TEstimateSummary = TTotals & {
  id: string;
  number: string;
  status: TEstimateStatus;
  title: string;
  customerId: string;
  customerName: string;
  customerLocationId: string | null;
  customerLocationAddress: string | null;
  timestampCreated: string;
  sentAt: string | null;
  answeredAt: string | null;
};

export type TEstimateDetail = TEstimateSummary & {
  notes: string;
  terms: string;
  craftType: number | null;
  taxRateBp: number;
  taxExempt: boolean;
  lines: TLineRow[];
  sentTo: string | null;
  approvedByName: string | null;
  /** The customer's comment when they asked for changes. */
  changeComment: string | null;
  hasSignature: boolean;
  /** The task and invoice made from it, once converted. */
  taskId: string | null;
  craftRecordId: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
};

/** What the public approval page shows (nothing else of the site). */
export type TPublicEstimate = TTotals & {
  number: string;
  status: TEstimateStatus;
  siteName: string;
  /** The day it was sent (YYYY-MM-DD on the site's clock). */
  estimateDate: string;
  /** The last day its approval link is valid; null before it is sent. */
  validUntil: string | null;
  customerName: string;
  address: string | null;
  title: string;
  notes: string;
  terms: string;
  taxRateBp: number;
  taxExempt: boolean;
  lines: Pick<
    TLineRow,
    | 'name'
    | 'description'
    | 'unit'
    | 'quantityMilli'
    | 'unitPriceCents'
    | 'discountCents'
    | 'taxable'
    | 'amountCents'
  >[];
  expiresAt: string;
  /** Set once answered: the page shows the outcome instead of the buttons. */
  approvedByName: string | null;
  changeComment: string | null;
};

export const ZApprovalToken = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const ZApproveEstimateInput = z.object({
  token: ZApprovalToken,
  name: oneLineText(TEXT_LIMITS.personName, { required: ESTIMATE_MESSAGES.nameRequired }),
  /** data:image/png;base64,… drawn on the page. */
  signature: z
    .string({ error: ESTIMATE_MESSAGES.signatureRequired })
    .min(30, { error: ESTIMATE_MESSAGES.signatureRequired })
    .max(MAX_SIGNATURE_BYTES, { error: ESTIMATE_MESSAGES.signatureRequired })
    .startsWith('data:image/png;base64,', { error: ESTIMATE_MESSAGES.signatureRequired }),
  acceptTerms: z.literal(true),
});

export const ZRequestChangesInput = z.object({
  token: ZApprovalToken,
  comment: multiLineText(2000, { required: ESTIMATE_MESSAGES.commentRequired }),
});
