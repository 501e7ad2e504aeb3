import type { Locator } from '@playwright/test';
import { expect } from '../../fixtures';

/** The cells of a table's row, as text, found by its first cell. */
export async function rowCells(table: Locator, first: string): Promise<string[]> {
  const row = table
    .getByRole('row')
    .filter({ has: table.page().getByText(first, { exact: true }) });
  return row.locator('th, td').allInnerTexts();
}

/**
 * Waits until the row whose first cell reads `expected[0]` starts with the expected cells: the
 * page may still be loading or refreshing after a save.
 */
export async function expectRowStartsWith(table: Locator, expected: readonly string[]) {
  const [first = ''] = expected;
  await expect
    .poll(async () => (await rowCells(table, first)).slice(0, expected.length))
    .toEqual(expected);
}
