/**
 * The brand printed on report PDFs and scaffold tags: the product's name and the spec's colours
 * (primary black, secondary amber), or, white-labelled, the site's name alone in the same
 * colours. One entry per brand the app is configured with (`BRAND`); unknown brands get the
 * default.
 */
export type TPrintBrand = {
  /** The product's name on the document, or null when white-labelled. */
  productName: string | null;
  siteName: string;
  /** Header band and rules. */
  primary: string;
  /** Accents (the title rule, the header row's text on the band). */
  secondary: string;
  /** Text on the primary colour. */
  onPrimary: string;
};

const DEFAULT_BRAND: Omit<TPrintBrand, 'siteName'> = {
  productName: 'Craftwork',
  primary: '#000000',
  secondary: '#FFC107',
  onPrimary: '#FFFFFF',
};

const BRANDS: Record<string, Omit<TPrintBrand, 'siteName'>> = { craftwork: DEFAULT_BRAND };

export function printBrand(brand: string, siteName: string, whiteLabel: boolean): TPrintBrand {
  const chosen = BRANDS[brand] ?? DEFAULT_BRAND;
  return { ...chosen, siteName, productName: whiteLabel ? null : chosen.productName };
}
