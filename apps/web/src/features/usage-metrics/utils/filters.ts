import { z } from 'zod';
import type { GridSortModel } from '@mui/x-data-grid';
import {
  USAGE_DEFAULT_SORT,
  type TUsageMetricsFilter,
  type TUsageSortField,
} from '@craftwork/domain/usage/usage-metrics';

/**
 * The filters the list keeps in local storage (with its sort, columns and search). The date
 * range is not kept: the screen opens on the last 30 days.
 */
export const ZUsageFilters = z.object({
  noSignInDays: z.union([z.literal(30), z.literal(60), z.literal(90)]).nullable(),
  companyId: z.string().max(128).nullable(),
});
export type TUsageFilters = z.output<typeof ZUsageFilters>;

export const NO_USAGE_FILTERS: TUsageFilters = { noSignInDays: null, companyId: null };

/** Most sign-ins first until a column is chosen. */
export const MOST_SIGN_INS_FIRST: GridSortModel = [
  { field: USAGE_DEFAULT_SORT.field, sort: USAGE_DEFAULT_SORT.direction },
];

/** The server's filter of the list's state and the chosen range. */
export function usageFilter(
  range: { from: string; to: string },
  filters: TUsageFilters,
  search: string,
  sort: { field: TUsageSortField; direction: 'asc' | 'desc' } | null,
  canFilterCompany: boolean,
): TUsageMetricsFilter {
  return {
    ...range,
    noSignInDays: filters.noSignInDays,
    // A company stored by someone who may no longer choose one is not sent.
    companyId: canFilterCompany ? filters.companyId : null,
    search,
    sort,
  };
}
