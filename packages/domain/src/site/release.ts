// The release, the tagline and the build's feature flags: plain constants without schemas, so
// that the sign-in page and the router can show and use them without loading zod.

export const RELEASE_VERSION = '1.9.0';
export const TAGLINE = 'Work Management Software';

/** Build-time feature flags (spec part 1, section 1). */
export type TFeatureFlags = {
  readonly routing: boolean;
  readonly compliance: boolean;
  readonly customers: boolean;
  readonly invoices: boolean;
  readonly pricebook: boolean;
  readonly multicraft: boolean;
};

export const FEATURE_FLAGS: TFeatureFlags = Object.freeze({
  routing: true,
  compliance: true,
  customers: true,
  invoices: true,
  pricebook: true,
  multicraft: false,
});
