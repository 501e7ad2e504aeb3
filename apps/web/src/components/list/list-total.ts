import type { TFunction } from 'i18next';
import { roundedEstimate } from '@craftwork/domain/lists/estimated-total';

/** A page as the lists answer it: the total is estimated past the server's exact count. */
type TPageTotal = { rows: readonly unknown[]; total: number; totalIsEstimate?: boolean };

/**
 * The total the pagination shows for this page: the server's, unless it was an estimate and
 * this page came short of full, which makes it the last page and the total known.
 */
export function shownTotal(
  data: TPageTotal | undefined,
  pagination: { page: number; pageSize: number },
): { total: number; isEstimate: boolean } {
  if (!data) return { total: 0, isEstimate: false };
  if (data.totalIsEstimate !== true) return { total: data.total, isEstimate: false };
  if (data.rows.length < pagination.pageSize)
    return { total: pagination.page * pagination.pageSize + data.rows.length, isEstimate: false };
  return { total: data.total, isEstimate: true };
}

/**
 * The pagination's "1–50 of 120", or "1–50 of about 420,000" when the total is an estimate,
 * rounded as the domain shows estimates.
 */
export function displayedRowsLabel(
  t: TFunction<'lists'>,
  formatNumber: (value: number) => string,
  shown: { from: number; to: number; total: number; isEstimate: boolean },
): string {
  const { from, to, total, isEstimate } = shown;
  return isEstimate
    ? t('grid.displayedRowsAbout', {
        from: String(from),
        to: String(to),
        count: formatNumber(roundedEstimate(total)),
      })
    : t('grid.displayedRows', { from: String(from), to: String(to), count: String(total) });
}
