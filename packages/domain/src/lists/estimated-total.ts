/**
 * A list's total past the exact count is the database's estimate: it is shown as "about N" with
 * two significant figures (423,117 as 420,000), since the digits after those are not known.
 */
export function roundedEstimate(total: number): number {
  if (total < 100) return total;
  const unit = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / unit) * unit;
}
