import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../lib/i18n/i18n';
import type { TListView } from './use-list-state';

type TListControlsProps = {
  /** e.g. "Search Craft Records..."; also the search box's accessible name, without the dots. */
  searchPlaceholder: string;
  /** The list's search text and Clear filters (useListState). */
  list: Pick<TListView, 'searchText' | 'setSearchText' | 'canClear' | 'reset'>;
  /** The list's filters (location, installed, completed range...). */
  filters?: ReactNode;
  /** At the end of the row (Create Task). */
  action?: ReactNode;
};

/** Search box, the list's filters, Clear filters and an action, wrapping on narrow screens. */
export function ListControls({ searchPlaceholder, list, filters, action }: TListControlsProps) {
  const { t } = useTranslation('lists');
  const { searchText, setSearchText: onSearchTextChange } = list;
  const searchLabel = searchPlaceholder.replace(/\.+$/, '');
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
    >
      <TextField
        type="search"
        size="small"
        margin="none"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        placeholder={searchPlaceholder}
        sx={{
          flex: '1 1 240px',
          maxWidth: { sm: 360 },
          bgcolor: 'background.paper',
          // Our own clear button replaces the browser's.
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel, maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
            endAdornment: searchText ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('controls.clearSearch')}
                  onClick={() => onSearchTextChange('')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      {filters}
      {list.canClear ? (
        <Button
          size="small"
          onClick={list.reset}
          startIcon={<FilterAltOffIcon aria-hidden="true" />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('controls.clearFilters')}
        </Button>
      ) : null}
      {action ? <Box sx={{ ml: { sm: 'auto' } }}>{action}</Box> : null}
    </Stack>
  );
}
