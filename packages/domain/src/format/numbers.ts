/**
 * A number as every list shows it, in its grid and on its phone cards: en-US grouping
 * (1,140), up to four decimals (quantities are kept to ten-thousandths), no trailing zeros.
 */
export function formatListNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
}
