import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSlotProps,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { formatListNumber } from '@craftwork/domain/format/numbers';
import { PAGE_SIZES } from '@craftwork/domain/lists/page-sizes';
import { errorText } from '../../lib/i18n/error-text';
import { useTranslation } from '../../lib/i18n/i18n';
import type { TListView } from './use-list-state';
import { ExportButton } from './export-button';
import { emptyRowsLabel } from './list-messages';
import { displayedRowsLabel, shownTotal, type TTotalKind } from './list-total';
import { useFormat } from '../../lib/i18n/use-format';
import { useGridLocaleText } from './use-grid-locale-text';
import { RetryAlert } from '../ui/retry-alert';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Buttons after the column chooser (the export). */
    actions?: ReactNode;
  }
}

/** Rows scroll within 500 px (spec part 1, section 9); the toolbar, header and footer add to it. */
export const ROWS_SCROLL_HEIGHT = 500;
const CHROME_HEIGHT = 52 + 56 + 56;

function ListGridToolbar({ actions }: GridSlotProps['toolbar']) {
  const { t } = useTranslation('lists');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        justifyContent: 'flex-end',
        alignItems: 'center',
        flexWrap: 'wrap',
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon aria-hidden="true" />}>
        {t('grid.columns')}
      </ColumnsPanelTrigger>
      {actions}
    </Stack>
  );
}

const NO_ROWS: never[] = [];

/** What the grid needs of a page query (TanStack Query's result). */
export type TPageQuery<R> = {
  /** `totalKind`: whether a long list's total was counted (list-total.ts). */
  data?: { rows: R[]; total: number; totalKind?: TTotalKind };
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type TListGridProps<R extends GridValidRowModel> = {
  /** The grid's accessible name. */
  label: string;
  columns: GridColDef<R>[];
  /** The list's columns, sort and page (useListState). */
  list: TListView;
  query: TPageQuery<R>;
  /** The export of the filtered rows, offered while there are rows; none when left out. */
  exportCsv?: { isExporting: boolean; onExport: () => void };
  /** A row chosen by click or Enter; rows are inert without it. */
  onRowActivate?: (row: R) => void;
  /** Why the filters can match nothing (a reversed date range): said in place of the rows. */
  problem?: string | null;
  /** Said in place of the rows when there are none (default "No rows"), e.g. how to add one. */
  emptyText?: string;
  /** The row chosen (in the wizard's embedded list): marked selected. */
  selectedRowId?: string | null;
  /** Rows grow to their content (cells of several lines) instead of one line each. */
  autoRowHeight?: boolean;
};

/** A number column shows its numbers as the phone cards do (one formatter, 1,140). */
function withListNumbers<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  if (column.type !== 'number' || column.valueFormatter) return column;
  return {
    ...column,
    valueFormatter: (value: unknown) => (typeof value === 'number' ? formatListNumber(value) : ''),
  };
}

/**
 * The lists' table: server-side pages (25/50/100) and sorting, the column chooser and export
 * in its toolbar, a loading overlay, "No rows" when empty, and the error above it.
 */
export function ListGrid<R extends GridValidRowModel>({
  label,
  columns,
  list,
  query,
  exportCsv,
  onRowActivate,
  problem = null,
  emptyText,
  selectedRowId = null,
  autoRowHeight = false,
}: TListGridProps<R>) {
  const { t } = useTranslation('lists');
  const gridLocaleText = useGridLocaleText();
  // With a problem nothing is asked for: the last answer is not shown under the new filters.
  const data = problem ? undefined : query.data;
  const { total, kind } = shownTotal(data, list.pagination);
  const isCounted = kind === 'exact';
  const format = useFormat();
  const error = query.error;
  const shownColumns = useMemo(() => columns.map(withListNumbers), [columns]);
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedRowId === null ? [] : [selectedRowId]) }),
    [selectedRowId],
  );
  // A refetch after a change elsewhere keeps the rows on screen; new filters show the overlay.
  const isLoading = query.isPending || (query.isPlaceholderData && query.isFetching);
  return (
    <Stack spacing={1}>
      {error ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(error)}</RetryAlert>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: 320,
          maxHeight: ROWS_SCROLL_HEIGHT + CHROME_HEIGHT,
          bgcolor: 'background.paper',
        }}
      >
        <DataGrid<R>
          aria-label={label}
          columns={shownColumns}
          rows={data?.rows ?? NO_ROWS}
          // An estimated total leaves the last page unknown (Next stays while pages come full).
          rowCount={isCounted ? total : -1}
          estimatedRowCount={isCounted ? undefined : total}
          loading={!problem && isLoading}
          showToolbar
          slots={{ toolbar: ListGridToolbar }}
          slotProps={{
            toolbar: {
              actions: exportCsv ? (
                <ExportButton
                  hasRows={total > 0}
                  isExporting={exportCsv.isExporting}
                  onExport={exportCsv.onExport}
                />
              ) : null,
            },
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          }}
          localeText={{
            ...gridLocaleText,
            noRowsLabel: problem ?? emptyRowsLabel(t, Boolean(error), emptyText),
            ...(isCounted
              ? {}
              : {
                  paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
                    displayedRowsLabel(t, format.number, { from, to, total, kind }),
                }),
          }}
          columnVisibilityModel={list.state.columns}
          onColumnVisibilityModelChange={(columns) => list.update({ columns })}
          sortingMode="server"
          sortModel={list.state.sort}
          onSortModelChange={(sort) => list.update({ sort })}
          paginationMode="server"
          paginationModel={list.pagination}
          onPaginationModelChange={list.setPagination}
          pageSizeOptions={[...PAGE_SIZES]}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          disableColumnFilter
          getRowHeight={autoRowHeight ? () => 'auto' : undefined}
          onRowClick={onRowActivate ? ({ row }) => onRowActivate(row) : undefined}
          onCellKeyDown={
            onRowActivate
              ? ({ row }, event) => {
                  if (event.key === 'Enter') onRowActivate(row);
                }
              : undefined
          }
          sx={{
            flex: 1,
            minHeight: 0,
            '& .MuiDataGrid-row': { cursor: onRowActivate ? 'pointer' : 'default' },
            '& .MuiDataGrid-cell:focus-within': { outlineOffset: -2 },
            // Typed data keeps its own direction: in Arabic, "450 Clinton Dr" still reads
            // left to right, where the cell's start (its right) stays its place.
            '& .MuiDataGrid-cell': { unicodeBidi: 'plaintext' },
          }}
        />
      </Box>
    </Stack>
  );
}
