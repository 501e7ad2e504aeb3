import { useMemo } from 'react';
import { toServerSort } from '../../../components/list/column-model';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { listExport } from '../../../components/list/use-csv-export';
import {
  listStorageKey,
  pageSizeOf,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { problemText } from '../utils/i18n';
import {
  useExportTransactions,
  useTransactionFilterOptions,
  useTransactionPage,
} from '../api/transactions';
import {
  NEWEST_FIRST,
  NO_TRANSACTION_FILTERS,
  rangeProblem,
  transactionFilter,
  ZTransactionFilters,
  type TTransactionFilters,
} from '../utils/filters';
import {
  TRANSACTION_GRID_SORT_FIELDS,
  transactionColumns,
  transactionDefaultVisibility,
} from './transaction-columns';
import { TransactionFilters } from './transaction-filters';

const STORAGE_KEY = listStorageKey(paths.inventoryTransactions);

/**
 * /inventory/transactions: search, the Type, Object, Company and Created filters, Clear
 * filters, the column chooser and export; sort, filters, columns and search remembered.
 */
export function TransactionList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('inventory');
  const language = i18n.language;
  const columns = useMemo(() => transactionColumns(timeZone, t, language), [timeZone, t, language]);
  const defaults = useMemo<TListState<TTransactionFilters>>(
    () => ({
      columns: transactionDefaultVisibility(columns),
      sort: NEWEST_FIRST,
      filters: NO_TRANSACTION_FILTERS,
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZTransactionFilters);
  const { state, pagination } = list;
  const filter = transactionFilter(
    state.filters,
    state.search,
    toServerSort(state.sort, TRANSACTION_GRID_SORT_FIELDS),
  );
  const problem = rangeProblem(state.filters);
  const query = useTransactionPage(
    { ...filter, page: pagination.page, pageSize: pageSizeOf(pagination) },
    problem === null,
  );
  const options = useTransactionFilterOptions();
  const exportCsv = useExportTransactions();
  return (
    <>
      <ListControls
        searchPlaceholder={t('transactions.search')}
        list={list}
        filters={
          <TransactionFilters
            filters={state.filters}
            options={options.data}
            onChange={(filters) => list.update({ filters })}
          />
        }
      />
      <ListGrid
        label={t('transactions.title')}
        columns={columns}
        list={list}
        query={query}
        exportCsv={listExport(exportCsv, filter, list)}
        problem={problemText(t, problem)}
      />
    </>
  );
}
