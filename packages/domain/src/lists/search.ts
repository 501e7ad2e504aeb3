/** Fields of a craft record (current and deleted lists) a search term is matched against. */
export const CRAFT_RECORD_SEARCH_FIELDS = [
  'title',
  'description',
  'tagNumber',
  'workOrder',
  'purchaseOrder',
] as const;

/** Fields of a task (current and deleted lists) a search term is matched against. */
export const TASK_SEARCH_FIELDS = ['title', 'description', 'workOrder'] as const;

export type TCraftRecordSearchField = (typeof CRAFT_RECORD_SEARCH_FIELDS)[number];
export type TTaskSearchField = (typeof TASK_SEARCH_FIELDS)[number];

/** The words of a search term: split on whitespace, blanks dropped, lower-cased. */
export function searchWords(term: string | null | undefined): string[] {
  return (term ?? '')
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/**
 * Every word of the term appears (case-insensitively, anywhere) in at least one field.
 * An empty term matches everything.
 */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  term: string | null | undefined,
): boolean {
  const haystacks = fields.flatMap((f) => (f ? [f.toLowerCase()] : []));
  return searchWords(term).every((word) => haystacks.some((h) => h.includes(word)));
}
