import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZES } from '@craftwork/domain/lists/page-sizes';
import { errorText } from '../../lib/i18n/error-text';
import { useTranslation } from '../../lib/i18n/i18n';
import { RetryAlert } from '../ui/retry-alert';
import { ExportButton } from './export-button';
import { ListCardToolbar } from './list-card-toolbar';
import { cardText, cellText, renderCardCell, rendersOwnCell } from './list-card-cell';
import { emptyRowsLabel } from './list-messages';
import { displayedRowsLabel, shownTotal } from './list-total';
import { useFormat } from '../../lib/i18n/use-format';
import type { TListGridProps } from './list-grid';

/** The column a card is titled by: Title or Name when shown, else the first text column. */
function titleColumn<R extends GridValidRowModel>(columns: GridColDef<R>[]) {
  return (
    columns.find((c) => c.field === 'title' || c.field === 'name') ??
    columns.find((c) => !rendersOwnCell(c)) ??
    columns[0]
  );
}

type TRowCardProps<R extends GridValidRowModel> = {
  row: R;
  title: GridColDef<R> | undefined;
  fields: GridColDef<R>[];
  onActivate?: (row: R) => void;
  isSelected: boolean;
  /** The reader's language, for a value the column leaves unformatted (a Date). */
  language: string;
};

/**
 * One row as a card: its title, then each shown column's header and value. With `onActivate`
 * the card is one button (named by its title, described by the rest) doing what a row's click
 * or Enter does.
 */
function RowCard<R extends GridValidRowModel>({
  row,
  title,
  fields,
  onActivate,
  isSelected,
  language,
}: TRowCardProps<R>) {
  const titleId = useId();
  const fieldsId = useId();
  const rowId = String(row.id);
  const pairs = fields
    .map((c) => ({
      column: c,
      content: rendersOwnCell(c)
        ? renderCardCell(c, row, rowId, language)
        : cardText(c, row, language),
    }))
    .filter(({ content }) => content !== '' && content !== null);
  const body = (
    <>
      {title ? (
        <Typography
          id={titleId}
          component="span"
          sx={{
            display: 'block',
            fontWeight: 600,
            overflowWrap: 'anywhere',
            '& *': { whiteSpace: 'normal !important' },
          }}
        >
          {/* Data as typed: a Latin name keeps its full stop at its end on a right-to-left page
              (and an Arabic one on a left-to-right page), in the card's own alignment. */}
          <bdi>
            {rendersOwnCell(title)
              ? renderCardCell(title, row, rowId, language)
              : cellText(title, row, language)}
          </bdi>
        </Typography>
      ) : null}
      <Box
        id={fieldsId}
        component="span"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(88px, auto) 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          mt: 0.5,
          alignItems: 'center',
        }}
      >
        {pairs.map(({ column, content }) => (
          <Box key={column.field} component="span" sx={{ display: 'contents' }}>
            <Typography component="span" variant="body2" color="text.secondary">
              {`${column.headerName ?? column.field}:`}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              <bdi>{content}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        borderWidth: isSelected ? 2 : 1,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isSelected ? 'action.selected' : 'background.paper',
        overflow: 'hidden',
      }}
    >
      {onActivate ? (
        <ButtonBase
          aria-labelledby={title ? titleId : undefined}
          aria-describedby={fieldsId}
          aria-current={isSelected ? 'true' : undefined}
          onClick={() => onActivate(row)}
          sx={{
            display: 'block',
            width: '100%',
            textAlign: 'left',
            p: 1.5,
            minHeight: 44,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          {body}
        </ButtonBase>
      ) : (
        <Box sx={{ p: 1.5 }}>{body}</Box>
      )}
    </Paper>
  );
}

/**
 * The lists under 600 px (decision 178): the grid's rows as cards, with the grid's sort, shown
 * columns, pages, export and its loading, empty and error states, from the same list state, so
 * turning the phone keeps the choices.
 */
export function ListCards<R extends GridValidRowModel>({
  label,
  columns,
  list,
  query,
  exportCsv,
  onRowActivate,
  problem = null,
  emptyText,
  selectedRowId = null,
}: TListGridProps<R>) {
  const { t, i18n } = useTranslation('lists');
  const data = problem ? undefined : query.data;
  const rows = data?.rows ?? [];
  const { total, kind } = shownTotal(data, list.pagination);
  const format = useFormat();
  const error = query.error;
  const isLoading = !problem && (query.isPending || (query.isPlaceholderData && query.isFetching));
  const shown = columns.filter((c) => list.state.columns[c.field] !== false);
  const title = titleColumn(shown);
  const fields = shown.filter((c) => c !== title);
  const { page, pageSize } = list.pagination;
  return (
    <Stack spacing={1}>
      {error ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(error)}</RetryAlert>
      ) : null}
      <Paper variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <ListCardToolbar
          columns={columns}
          list={list}
          actions={
            exportCsv ? (
              <ExportButton
                hasRows={total > 0}
                isExporting={exportCsv.isExporting}
                onExport={exportCsv.onExport}
              />
            ) : null
          }
        />
        {isLoading ? <LinearProgress aria-label={t('grid.loading', { label })} /> : null}
      </Paper>
      {!isLoading && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {problem ?? emptyRowsLabel(t, Boolean(error), emptyText)}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={label}
          aria-busy={isLoading}
          spacing={1}
          sx={{ m: 0, p: 0, opacity: isLoading ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <RowCard
              key={String(row.id)}
              row={row}
              title={title}
              fields={fields}
              onActivate={onRowActivate}
              isSelected={selectedRowId !== null && String(row.id) === selectedRowId}
              language={i18n.language}
            />
          ))}
        </Stack>
      )}
      {total > 0 ? (
        <TablePagination
          component="div"
          // An estimated total leaves the last page unknown (Next stays while pages come full).
          count={kind === 'exact' ? total : -1}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage={t('grid.perPage')}
          labelDisplayedRows={({ from, to }) =>
            displayedRowsLabel(t, format.number, { from, to, total, kind })
          }
          onPageChange={(_event, next) => list.setPagination({ page: next, pageSize })}
          onRowsPerPageChange={(event) =>
            list.setPagination({ page: 0, pageSize: Number(event.target.value) })
          }
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '& .MuiTablePagination-toolbar': {
              flexWrap: 'wrap',
              px: 1,
              justifyContent: 'flex-end',
            },
            '& .MuiTablePagination-spacer': { display: 'none' },
            '& .MuiTablePagination-input': { minHeight: 44 },
          }}
        />
      ) : null}
    </Stack>
  );
}
