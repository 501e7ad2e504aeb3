import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { formatListNumber } from '@craftwork/domain/format/numbers';
import { formatDateTime } from '@craftwork/domain/i18n/format';

/** The grid's API is not there in the card view; the lists' getters and formatters never use it. */
type TApiRef = Parameters<NonNullable<GridColDef['valueGetter']>>[3];
const NO_API = { current: null } as unknown as TApiRef;

/** A column's value for a row: its valueGetter's, or the row's field. */
function cellValue<R extends GridValidRowModel>(column: GridColDef<R>, row: R): unknown {
  const raw: unknown = row[column.field];
  return column.valueGetter ? column.valueGetter(raw as never, row, column, NO_API) : raw;
}

/**
 * A column's text for a row, as the grid shows it (the formatter's, or the value's); a Date
 * without a formatter in the reader's language.
 */
export function cellText<R extends GridValidRowModel>(
  column: GridColDef<R>,
  row: R,
  language: string,
): string {
  const value = cellValue(column, row);
  const shown: unknown = column.valueFormatter
    ? column.valueFormatter(value as never, row, column, NO_API)
    : value;
  if (shown === null || shown === undefined) return '';
  if (typeof shown === 'string') return shown;
  if (typeof shown === 'number') return formatListNumber(shown);
  if (typeof shown === 'boolean') return String(shown);
  if (shown instanceof Date) return formatDateTime(shown, language);
  return '';
}

/**
 * A column's text in a card: a text of several lines (an audit entry's changes) one line under
 * another, as the grid's own cell shows them.
 */
export function cardText<R extends GridValidRowModel>(
  column: GridColDef<R>,
  row: R,
  language: string,
): ReactNode {
  const text = cellText(column, row, language);
  if (!text.includes('\n')) return text;
  return text.split('\n').map((line, i) => (
    <Box key={i} component="span" sx={{ display: 'block' }}>
      {line}
    </Box>
  ));
}

/**
 * A column shown by its own renderer in a card: one with a renderer and no text of its own (a
 * photo, a status chip, the Restore button). A column with a getter shows its text, which says in
 * words what a renderer may draw as an icon.
 */
export function rendersOwnCell<R extends GridValidRowModel>(column: GridColDef<R>): boolean {
  return Boolean(column.renderCell) && !column.valueGetter && !column.valueFormatter;
}

/** The column's renderer for one row, outside the grid: the row, its value and no grid focus. */
export function renderCardCell<R extends GridValidRowModel>(
  column: GridColDef<R>,
  row: R,
  id: string,
  language: string,
): ReactNode {
  if (!column.renderCell) return cellText(column, row, language);
  const value = cellValue(column, row);
  const params = {
    id,
    field: column.field,
    row,
    value,
    formattedValue: value,
    colDef: column,
    hasFocus: false,
    tabIndex: 0,
    cellMode: 'view',
    isEditable: false,
  } as unknown as GridRenderCellParams<R>;
  return column.renderCell(params);
}
