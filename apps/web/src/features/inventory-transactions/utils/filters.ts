import { z } from 'zod';
import type { GridSortModel } from '@mui/x-data-grid';
import { isInventoryTransactionType } from '@craftwork/domain/catalogues/inventory';
import { DATE_RANGE_MESSAGE, isDateRangeReversed } from '@craftwork/domain/lists/date-range';
import {
  TRANSACTION_DEFAULT_SORT,
  type TTransactionListFilter,
  type TTransactionSortField,
} from '@craftwork/domain/inventory/transaction-list';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The filters the list keeps in local storage (with its sort, columns and search). */
export const ZTransactionFilters = z.object({
  /** Types of the catalogue; null: every type. */
  types: z
    .array(
      z
        .number()
        .int()
        .refine((code) => isInventoryTransactionType(code)),
    )
    .max(20)
    .nullable(),
  objectId: z.string().max(128).nullable(),
  companyId: z.string().max(128).nullable(),
  /** Created from/to: site calendar days, both included. */
  from: ZDay.nullable(),
  to: ZDay.nullable(),
});
export type TTransactionFilters = z.output<typeof ZTransactionFilters>;

export const NO_TRANSACTION_FILTERS: TTransactionFilters = {
  types: null,
  objectId: null,
  companyId: null,
  from: null,
  to: null,
};

/** Newest first until a column is chosen. */
export const NEWEST_FIRST: GridSortModel = [
  { field: TRANSACTION_DEFAULT_SORT.field, sort: TRANSACTION_DEFAULT_SORT.direction },
];

/** The server's filter of the list's state. */
export function transactionFilter(
  filters: TTransactionFilters,
  search: string,
  sort: { field: TTransactionSortField; direction: 'asc' | 'desc' } | null,
): TTransactionListFilter {
  return { ...filters, types: filters.types?.length ? filters.types : null, search, sort };
}

/** What a reversed Created range says in place of the rows (null when it is in order). */
export function rangeProblem(filters: Pick<TTransactionFilters, 'from' | 'to'>): string | null {
  return isDateRangeReversed(filters.from, filters.to) ? DATE_RANGE_MESSAGE : null;
}
