import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { columnVisibility, toServerSort } from '../../../components/list/column-model';
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
import { useExportInventoryObjects, useInventoryObjectsPage } from '../api/inventory-objects';
import { inventoryObjectPath } from '../utils/paths';
import {
  INVENTORY_OBJECT_DEFAULT_COLUMNS,
  INVENTORY_OBJECT_SORT_FIELDS,
  inventoryObjectColumns,
} from './object-columns';
import { NewInventoryObjectDrawer } from './new-object-drawer';

/** The Status filter: every object, or the active or inactive ones. */
export type TInventoryObjectFilters = { status: 'active' | 'inactive' | null };
const ZFilters: z.ZodType<TInventoryObjectFilters> = z.object({
  status: z.enum(['active', 'inactive']).nullable(),
});

const STORAGE_KEY = listStorageKey(paths.inventoryObjects);
const ALL = 'all' as const;

/**
 * /inventory/objects: the site's inventory objects, searched by title, filtered by status,
 * sorted, paged and exported; the list's choices are remembered in the browser.
 */
export function InventoryObjectList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('inventory');
  const language = i18n.language;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(
    () => inventoryObjectColumns(timeZone, t, language),
    [timeZone, t, language],
  );
  const defaults = useMemo<TListState<TInventoryObjectFilters>>(
    () => ({
      columns: columnVisibility(columns, INVENTORY_OBJECT_DEFAULT_COLUMNS),
      sort: [],
      filters: { status: null },
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  const filter = {
    search: list.state.search,
    status: list.state.filters.status ?? ALL,
    lowOnly: false,
    sort: toServerSort(list.state.sort, INVENTORY_OBJECT_SORT_FIELDS),
  };
  const query = useInventoryObjectsPage({
    ...filter,
    page: list.pagination.page,
    pageSize: pageSizeOf(list.pagination),
  });
  const exportCsv = useExportInventoryObjects();
  return (
    <>
      <ListControls
        searchPlaceholder={t('objects.search')}
        list={list}
        filters={
          <TextField
            select
            size="small"
            id="inventory-object-status"
            label={t('objects.status')}
            value={list.state.filters.status ?? ALL}
            onChange={(event) =>
              list.update({
                filters: {
                  status: event.target.value === ALL ? null : ZStatus.parse(event.target.value),
                },
              })
            }
            sx={{ width: { xs: '100%', sm: 160 }, bgcolor: 'background.paper' }}
          >
            <MenuItem value={ALL}>{t('objects.all')}</MenuItem>
            <MenuItem value="active">{t('status.active')}</MenuItem>
            <MenuItem value="inactive">{t('status.inactive')}</MenuItem>
          </TextField>
        }
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            {t('objects.new')}
          </Button>
        }
      />
      <ListGrid
        label={t('objects.title')}
        columns={columns}
        list={list}
        query={query}
        exportCsv={listExport(exportCsv, filter, list)}
        onRowActivate={(row) => void navigate(inventoryObjectPath(row.id))}
      />
      <NewInventoryObjectDrawer open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

const ZStatus = z.enum(['active', 'inactive']);
