import { DEFAULT_NET_DAYS, MAX_NET_DAYS } from './overdue.ts';
import { MAX_TAX_RATE_BP } from './money.ts';

/**
 * A site's billing settings, kept in its customizations (`billing`): the tax rate in basis
 * points, the invoices' net days and the terms an estimate's customer reads before approving.
 */
export type TBillingSettings = { taxRateBp: number; netDays: number; estimateTerms: string };

export const DEFAULT_ESTIMATE_TERMS =
  'Prices are valid for 30 days. Work is scheduled after approval. Payment is due within the invoice terms.';

export const DEFAULT_BILLING_SETTINGS: TBillingSettings = {
  taxRateBp: 0,
  netDays: DEFAULT_NET_DAYS,
  estimateTerms: DEFAULT_ESTIMATE_TERMS,
};

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
  };
}
