import type { TFunction } from 'i18next';
import { roundedEstimate } from '@craftwork/domain/lists/estimated-total';

/** How a list's total is known: counted, the server's estimate, or only a lower bound. */
export type TTotalKind = 'exact' | 'about' | 'moreThan';

/** A page as the lists answer it (a list paged in the browser has an exact total). */
type TPageTotal = { rows: readonly unknown[]; total: number; totalKind?: TTotalKind };

/**
 * The total the pagination shows for this page: the server's, unless it was not counted and
 * this page came short of full, which makes it the last page and the total known.
 */
export function shownTotal(
  data: TPageTotal | undefined,
  pagination: { page: number; pageSize: number },
): { total: number; kind: TTotalKind } {
  if (!data) return { total: 0, kind: 'exact' };
  const kind = data.totalKind ?? 'exact';
  if (kind !== 'exact' && data.rows.length < pagination.pageSize)
    return { total: pagination.page * pagination.pageSize + data.rows.length, kind: 'exact' };
  return { total: data.total, kind };
}

/**
 * The pagination's "1–50 of 120"; "1–50 of about 420,000" for an estimate, rounded as the
 * domain shows estimates; "1–50 of more than 1,000" for a lower bound.
 */
export function displayedRowsLabel(
  t: TFunction<'lists'>,
  formatNumber: (value: number) => string,
  shown: { from: number; to: number; total: number; kind: TTotalKind },
): string {
  const { from, to, total, kind } = shown;
  const range = { from: String(from), to: String(to) };
  if (kind === 'about')
    return t('grid.displayedRowsAbout', { ...range, count: formatNumber(roundedEstimate(total)) });
  if (kind === 'moreThan')
    return t('grid.displayedRowsMoreThan', { ...range, count: formatNumber(total) });
  return t('grid.displayedRows', { ...range, count: String(total) });
}
