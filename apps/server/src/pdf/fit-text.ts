/** Longest text measured before fitting; a cell never shows more than a line's worth. */
const MAX_MEASURED = 600;
export const ELLIPSIS = '\u2026';

/**
 * `text` cut to fit `maxWidth` as one line, ending in an ellipsis when cut; `measure` gives a
 * string's printed width in the current font and size. Empty when not even the ellipsis fits.
 * Cuts fall between code points, never inside a surrogate pair.
 */
export function fitText(text: string, maxWidth: number, measure: (s: string) => number): string {
  const source = text.length > MAX_MEASURED ? text.slice(0, MAX_MEASURED) : text;
  if (source.length === text.length && measure(source) <= maxWidth) return source;
  if (measure(ELLIPSIS) > maxWidth) return '';
  const chars = Array.from(source);
  const prefix = (n: number) => chars.slice(0, n).join('').trimEnd();
  // Binary search for the longest prefix that fits with the ellipsis.
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(prefix(mid) + ELLIPSIS) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return prefix(low) + ELLIPSIS;
}
