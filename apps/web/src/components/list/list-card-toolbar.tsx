import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { GridColDef, GridSortDirection, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from '../../lib/i18n/i18n';
import type { TListView } from './use-list-state';

/** The sort select's option for the server's own order (no column chosen). */
const DEFAULT_ORDER = '';

type TListCardToolbarProps<R extends GridValidRowModel> = {
  columns: GridColDef<R>[];
  list: TListView;
  /** After the column chooser (the export). */
  actions: ReactNode;
};

function isVisible(list: TListView, field: string): boolean {
  return list.state.columns[field] !== false;
}

/**
 * The card view's toolbar: Sort by (the columns the grid's headers sort by) and its direction,
 * the fields shown (the grid's column chooser) and the export. The sort is the grid's sort
 * model, so the cards and the grid sort alike and remember the same choice.
 */
export function ListCardToolbar<R extends GridValidRowModel>({
  columns,
  list,
  actions,
}: TListCardToolbarProps<R>) {
  const { t } = useTranslation('lists');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [current] = list.state.sort;
  const sortField = current?.sort ? current.field : DEFAULT_ORDER;
  const direction: GridSortDirection = current?.sort ?? 'asc';
  const sortable = columns.filter(
    (c) => c.sortable !== false && (isVisible(list, c.field) || c.field === sortField),
  );
  const hideable = columns.filter((c) => c.hideable !== false);

  const setSort = (field: string, sort: 'asc' | 'desc') =>
    list.update({ sort: field === DEFAULT_ORDER ? [] : [{ field, sort }] });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', px: 1, py: 1 }}
    >
      <TextField
        select
        size="small"
        margin="none"
        label={t('grid.sortBy')}
        value={sortField}
        onChange={(event) => setSort(event.target.value, direction ?? 'asc')}
        sx={{ flex: '1 1 160px', bgcolor: 'background.paper' }}
      >
        <MenuItem value={DEFAULT_ORDER}>{t('grid.defaultOrder')}</MenuItem>
        {sortable.map((c) => (
          <MenuItem key={c.field} value={c.field}>
            {c.headerName ?? c.field}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('grid.sortDirection')}
        value={sortField === DEFAULT_ORDER ? null : direction}
        disabled={sortField === DEFAULT_ORDER}
        onChange={(_event, next: 'asc' | 'desc' | null) => {
          if (next) setSort(sortField, next);
        }}
      >
        <ToggleButton value="asc" aria-label={t('grid.ascending')}>
          <ArrowUpwardIcon fontSize="small" aria-hidden="true" />
        </ToggleButton>
        <ToggleButton value="desc" aria-label={t('grid.descending')}>
          <ArrowDownwardIcon fontSize="small" aria-hidden="true" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Button
        size="small"
        startIcon={<ViewColumnIcon aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        {t('grid.columns')}
      </Button>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {hideable.map((c) => {
          const shown = isVisible(list, c.field);
          return (
            <MenuItem
              key={c.field}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => list.update({ columns: { ...list.state.columns, [c.field]: !shown } })}
            >
              <ListItemIcon>
                {shown ? (
                  <CheckBoxIcon fontSize="small" aria-hidden="true" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden="true" />
                )}
              </ListItemIcon>
              <ListItemText>{c.headerName ?? c.field}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      {actions}
    </Stack>
  );
}
