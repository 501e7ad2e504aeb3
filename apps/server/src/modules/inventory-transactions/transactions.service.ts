import { formatExportFileDate } from '@craftwork/domain/format/dates';
import {
  siteDayRange,
  toTransactionRow,
  TRANSACTION_CSV_HEADERS,
  transactionCsvLine,
  transactionExportFileName,
  type TTransactionListFilter,
  type TTransactionListInput,
} from '@craftwork/domain/inventory/transaction-list';
import { toCsv } from '@craftwork/domain/lists/csv';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keysetPage, type KeysetRead } from '../../db/keyset.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  allTransactions,
  filterOptions,
  keysetTransactionKeys,
  pageTransactions,
  transactionsWithIds,
  type TransactionQuery,
  type TransactionRowData,
} from './transactions.repository.ts';

/** Most rows an export holds (as the other lists). */
export const EXPORT_ROW_LIMIT = 50_000;

/** The filter with its site days as instants of the site's time zone. */
function toQuery(filter: TTransactionListFilter, timeZone: string): TransactionQuery {
  const { from, to, ...rest } = filter;
  return { ...rest, ...siteDayRange(from, to, timeZone) };
}

function toRow(row: TransactionRowData) {
  return toTransactionRow({
    id: row.id,
    timestampCreated: row.timestampCreated,
    type: row.type,
    value: row.value,
    reason: row.reason,
    object: { id: row.objectId, name: row.objectName },
    user: { id: row.userId, name: row.userName },
    company: { id: row.companyId, name: row.companyName },
    location: { id: row.locationId, name: row.locationName },
    craftRecord: { id: row.craftRecordId, name: row.craftRecordName },
    task: { id: row.taskId, name: row.taskName },
  });
}

/** inventoryTransactions.list: a page of the caller's transactions, newest first by default. */
export async function listTransactions(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  input: TTransactionListInput,
) {
  const { page, pageSize, ...filter } = input;
  const site = await loadSite();
  const { rows, total } = await pageTransactions(db, scope, toQuery(filter, site.timezone), {
    page,
    pageSize,
  });
  return { rows: rows.map(toRow), total };
}

/**
 * A keyset page of the caller's transactions (the public API's walk), by creation: the same
 * scope, filter and rows as listTransactions.
 */
export async function keysetTransactions(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TTransactionListFilter,
  read: KeysetRead,
) {
  const site = await loadSite();
  const keys = await keysetTransactionKeys(db, scope, toQuery(filter, site.timezone), read);
  return keysetPage(keys, read.limit, (ids) => transactionsWithIds(db, scope, ids), toRow);
}

/** inventoryTransactions.exportCsv: 'Inventory Transactions - {MM-DD-YYYY}.csv' of the filtered rows. */
export async function exportTransactions(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TTransactionListFilter,
  now = new Date(),
) {
  const site = await loadSite();
  const rows = await allTransactions(db, scope, toQuery(filter, site.timezone), EXPORT_ROW_LIMIT);
  const lines = rows.map((row) => transactionCsvLine(toRow(row), site.timezone));
  return {
    filename: transactionExportFileName(formatExportFileDate(now, site.timezone)),
    csv: toCsv(TRANSACTION_CSV_HEADERS, lines),
    rows: rows.length,
  };
}

/** inventoryTransactions.filterOptions: the objects and companies the filter selects offer. */
export function transactionFilterOptions(db: DbOrTx, scope: Scope) {
  return filterOptions(db, scope);
}
