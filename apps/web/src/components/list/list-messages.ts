/** The texts a list shows in place of its rows (the grid and the card view share them). */
export const LIST_MESSAGES = {
  rowsNotLoaded: 'The rows could not be loaded',
  noRows: 'No rows',
} as const;

/** What stands in place of the rows: the load failed, or there are none (the list's own words). */
export function emptyRowsLabel(failed: boolean, emptyText?: string): string {
  return failed ? LIST_MESSAGES.rowsNotLoaded : (emptyText ?? LIST_MESSAGES.noRows);
}
