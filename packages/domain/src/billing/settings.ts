import { DEFAULT_NET_DAYS, MAX_NET_DAYS } from './overdue.ts';
import { MAX_TAX_RATE_BP } from './money.ts';

/**
 * A site's billing settings, kept in its customizations (`billing`): the tax rate in basis
 * points, the invoices' net days, the terms an estimate's customer reads before approving, and
 * the invoice's remit-to block (the managing company's address and how to pay it).
 */
export type TBillingSettings = {
  taxRateBp: number;
  netDays: number;
  estimateTerms: string;
  remitAddress: string;
  paymentDetails: string;
};

/** The longest remit-to address and payment details a site keeps (a few printed lines each). */
export const REMIT_TO_LIMITS = { remitAddress: 500, paymentDetails: 500 } as const;

/** What the invoice PDF prints under "Remit to"; null when the site has set nothing. */
export type TRemitTo = { companyName: string | null; address: string; paymentDetails: string };

/** The remit-to block of a site's invoices: its managing company's name, address and payment. */
export function remitToOf(settings: TBillingSettings, companyName: string | null): TRemitTo | null {
  const address = settings.remitAddress.trim();
  const paymentDetails = settings.paymentDetails.trim();
  if (!address && !paymentDetails) return null;
  return { companyName, address, paymentDetails };
}

export const DEFAULT_ESTIMATE_TERMS =
  'Prices are valid for 30 days. Work is scheduled after approval. Payment is due within the invoice terms.';

export const DEFAULT_BILLING_SETTINGS: TBillingSettings = {
  taxRateBp: 0,
  netDays: DEFAULT_NET_DAYS,
  estimateTerms: DEFAULT_ESTIMATE_TERMS,
  remitAddress: '',
  paymentDetails: '',
};

const textUpTo = (v: unknown, max: number): string =>
  typeof v === 'string' ? v.slice(0, max) : '';

const intIn = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null;

/** The billing settings of a site's customizations, defaults filled in. */
export function billingSettingsOf(
  customizations: Record<string, unknown> | null | undefined,
): TBillingSettings {
  const b = customizations?.billing;
  if (typeof b !== 'object' || b === null) return DEFAULT_BILLING_SETTINGS;
  const r = b as Record<string, unknown>;
  return {
    taxRateBp: intIn(r.taxRateBp, 0, MAX_TAX_RATE_BP) ?? DEFAULT_BILLING_SETTINGS.taxRateBp,
    netDays: intIn(r.netDays, 0, MAX_NET_DAYS) ?? DEFAULT_BILLING_SETTINGS.netDays,
    estimateTerms:
      typeof r.estimateTerms === 'string' && r.estimateTerms.trim()
        ? r.estimateTerms
        : DEFAULT_BILLING_SETTINGS.estimateTerms,
    remitAddress: textUpTo(r.remitAddress, REMIT_TO_LIMITS.remitAddress),
    paymentDetails: textUpTo(r.paymentDetails, REMIT_TO_LIMITS.paymentDetails),
  };
}
