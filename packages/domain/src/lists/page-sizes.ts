/**
 * Rows per page offered by every table (spec part 1 section 9). Apart from the list inputs'
 * schemas (`queries.ts`), so a list screen reads them without loading a schema library.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
