import { useLayoutEffect, useRef } from 'react';
import { generatePath } from 'react-router';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE } from '@craftwork/domain/i18n/languages';
import {
  TRANSACTION_DEFAULT_COLUMNS,
  TRANSACTION_SORT_FIELDS,
  type TTransactionSortField,
} from '@craftwork/domain/inventory/transaction-list';
import { columnVisibility, listColumns, listDateTime } from '../../../components/list/column-model';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../lib/i18n/i18n';
import { transactionTypeText } from '../utils/i18n';
import type { TTransactionRow } from '../api/transactions';

/** Grid column → the server's sort field: every column sorts by its own. */
export const TRANSACTION_GRID_SORT_FIELDS: Readonly<Record<string, TTransactionSortField>> =
  Object.fromEntries(TRANSACTION_SORT_FIELDS.map((field) => [field, field]));

/** The craft record's page, or the task on it. */
export function recordPath(recordId: string, taskId: string | null = null): string {
  return taskId
    ? generatePath(paths.craftRecord, { id: recordId, taskId })
    : generatePath(paths.craftRecord, { id: recordId });
}

/**
 * A cell that links while its record (or task) is there. The link takes the keyboard focus
 * when the grid moves focus to its cell (arrow keys), so Enter opens it.
 */
function LinkCell({
  text,
  to,
  hasFocus,
  tabIndex,
}: { text: string; to: string | null } & Pick<GridRenderCellParams, 'hasFocus' | 'tabIndex'>) {
  const ref = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  if (!to) return <>{text}</>;
  return (
    <Link ref={ref} to={to} tabIndex={tabIndex} underline="hover">
      {text}
    </Link>
  );
}

/**
 * The table's columns, in order: Object ... Location shown, Craft Record, Task, Reason chosen;
 * in English unless the screen's `t` and language are given.
 */
export function transactionColumns(
  timeZone: string,
  t: TFunction<'inventory'> = i18n.getFixedT(DEFAULT_LANGUAGE, 'inventory'),
  language: string = DEFAULT_LANGUAGE,
): GridColDef<TTransactionRow>[] {
  const label = (field: TTransactionSortField) => t(`transactions.columns.${field}`);
  return listColumns<TTransactionRow>(
    [
      { field: 'object', headerName: label('object'), flex: 1, minWidth: 130 },
      { field: 'user', headerName: label('user'), minWidth: 130 },
      { field: 'company', headerName: label('company'), minWidth: 140 },
      {
        field: 'created',
        headerName: label('created'),
        minWidth: 180,
        valueGetter: (_value, row) => listDateTime(row.created, timeZone, language),
      },
      {
        field: 'type',
        headerName: label('type'),
        minWidth: 170,
        valueGetter: (_value, row) => transactionTypeText(t, row.type, row.typeLabel),
      },
      { field: 'value', headerName: label('value'), type: 'number', minWidth: 80 },
      { field: 'location', headerName: label('location'), minWidth: 130 },
      {
        field: 'craftRecord',
        headerName: label('craftRecord'),
        minWidth: 180,
        renderCell: ({ row, hasFocus, tabIndex }) => (
          <LinkCell
            text={row.craftRecord}
            to={row.craftRecordId ? recordPath(row.craftRecordId) : null}
            hasFocus={hasFocus}
            tabIndex={tabIndex}
          />
        ),
      },
      {
        field: 'task',
        headerName: label('task'),
        minWidth: 180,
        renderCell: ({ row, hasFocus, tabIndex }) => (
          <LinkCell
            text={row.task}
            to={row.craftRecordId && row.taskId ? recordPath(row.craftRecordId, row.taskId) : null}
            hasFocus={hasFocus}
            tabIndex={tabIndex}
          />
        ),
      },
      { field: 'reason', headerName: label('reason'), minWidth: 110 },
    ],
    TRANSACTION_GRID_SORT_FIELDS,
  );
}

/** Object, User, Company, Created, Type, Qty and Location until the user chooses. */
export function transactionDefaultVisibility(columns: readonly GridColDef<TTransactionRow>[]) {
  return columnVisibility(columns, TRANSACTION_DEFAULT_COLUMNS);
}
