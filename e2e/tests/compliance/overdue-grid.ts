import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures';

/** The Compliance screen's overdue scaffolds, as the grid it is from 600 px up. */
export const overdueGrid = (page: Page) => page.getByRole('grid', { name: 'Overdue inspections' });

/**
 * The grid's row holding `text`, scrolled to with the mouse wheel as a person would: the grid
 * renders only the rows in view.
 */
export async function scrolledToRow(page: Page, grid: Locator, text: string): Promise<Locator> {
  const row = grid.getByRole('row').filter({ hasText: text });
  await grid.getByRole('row').nth(1).hover();
  await expect
    .poll(
      async () => {
        if ((await row.count()) > 0) return true;
        await page.mouse.wheel(0, 300);
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
  return row;
}
