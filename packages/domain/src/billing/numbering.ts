/** Estimate and invoice numbers: per site, consecutive and gap-free (DECISIONS.md, "Money"). */
export const DOCUMENT_PREFIXES = { estimate: 'EST', invoice: 'INV' } as const;
export type TDocumentKind = keyof typeof DOCUMENT_PREFIXES;

/** EST-0001, INV-0042, INV-12345 (at least four digits). */
export function formatDocumentNumber(kind: TDocumentKind, n: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${String(n).padStart(4, '0')}`;
}

/** "EST-0007" → 7 (for search); null when the text is not such a number. */
export function parseDocumentNumber(kind: TDocumentKind, text: string): number | null {
  const m = new RegExp(`^${DOCUMENT_PREFIXES[kind]}-?(\\d{1,9})$`, 'i').exec(text.trim());
  return m ? Number(m[1]) : null;
}
