import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { useClientPage } from '../../../components/list/client-page';
import { everyColumnVisible } from '../../../components/list/column-model';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import {
  listStorageKey,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useExportPricebook, usePricebookItems, type TPricebookItem } from '../api/pricebook';
import { ImportDialog } from './import-dialog';
import { ItemDialog } from './item-dialog';

type TFilters = { activeOnly: boolean };
const ZFilters: z.ZodType<TFilters> = z.object({ activeOnly: z.boolean() });
const STORAGE_KEY = listStorageKey(paths.pricebook);

/** The price book's columns: the grid's on wide screens, the cards' on phones. */
function pricebookColumns(
  onEdit: (item: TPricebookItem) => void,
  t: TFunction<'billing'>,
  money: (cents: number) => string,
  craftTypeName: (code: number) => string,
): GridColDef<TPricebookItem>[] {
  const craftText = (item: TPricebookItem) =>
    item.craftType === null ? t('pricebook.anyCraft') : craftTypeName(item.craftType);
  const yesNo = (value: unknown) => (value ? t('lines.yes') : t('lines.no'));
  return [
    { field: 'name', headerName: t('pricebook.columns.name'), flex: 1, minWidth: 180 },
    {
      field: 'description',
      headerName: t('pricebook.columns.description'),
      flex: 1,
      minWidth: 160,
    },
    { field: 'unit', headerName: t('pricebook.columns.unit'), minWidth: 90 },
    {
      field: 'unitPriceCents',
      headerName: t('pricebook.columns.unitPrice'),
      type: 'number',
      minWidth: 120,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'craftType',
      headerName: t('pricebook.columns.craftType'),
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => craftText(row),
    },
    {
      field: 'taxable',
      headerName: t('pricebook.columns.taxable'),
      minWidth: 80,
      valueFormatter: yesNo,
    },
    {
      field: 'active',
      headerName: t('pricebook.columns.active'),
      minWidth: 80,
      valueFormatter: yesNo,
    },
    {
      field: 'actions',
      headerName: t('pricebook.columns.actions'),
      width: 80,
      sortable: false,
      hideable: false,
      disableColumnMenu: true,
      renderCell: ({ row, tabIndex }) => (
        <IconButton
          aria-label={t('pricebook.editItem', { name: row.name })}
          tabIndex={tabIndex}
          onClick={() => onEdit(row)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

/**
 * Price Book (/pricebook): the site's items with search, Active only, edit, import and export.
 * Under 600 px the items are cards (decision 178).
 */
export function PricebookScreen() {
  const { t } = useTranslation('billing');
  const { money } = useFormat();
  const craftTypeName = useCraftTypeName();
  const [editing, setEditing] = useState<{ item: TPricebookItem | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const columns = useMemo(
    () => pricebookColumns((item) => setEditing({ item }), t, money, craftTypeName),
    [t, money, craftTypeName],
  );
  const defaults = useMemo<TListState<TFilters>>(
    () => ({
      columns: everyColumnVisible(columns),
      sort: [],
      filters: { activeOnly: false },
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  const { activeOnly } = list.state.filters;
  const filter = { search: list.state.search.trim(), activeOnly };
  const query = usePricebookItems(filter);
  const { pageQuery } = useClientPage(query, list);
  const exportCsv = useExportPricebook();
  const filtered = filter.search !== '' || activeOnly;

  return (
    <>
      <PageHeading
        title={t('pricebook.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ item: null })}
          >
            {t('pricebook.newItem')}
          </Button>
        }
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        <SearchField
          label={t('pricebook.searchPlaceholder')}
          value={list.searchText}
          onChange={list.setSearchText}
        />
        <FormControlLabel
          sx={{ mb: 2 }}
          control={
            <Switch
              checked={activeOnly}
              onChange={(event) => list.update({ filters: { activeOnly: event.target.checked } })}
            />
          }
          label={t('pricebook.activeOnly')}
        />
        <Button
          size="small"
          startIcon={<UploadFileIcon aria-hidden="true" />}
          onClick={() => setImporting(true)}
          sx={{ mb: 2, ml: { md: 'auto' } }}
        >
          {t('pricebook.import.title')}
        </Button>
      </Stack>
      <ListGrid
        label={t('pricebook.title')}
        columns={columns}
        list={list}
        query={pageQuery}
        emptyText={filtered ? t('pricebook.noneMatch') : t('pricebook.noneYet')}
        exportCsv={{
          isExporting: exportCsv.isPending,
          onExport: () =>
            exportCsv.mutate({ search: list.applySearch().trim(), activeOnly: filter.activeOnly }),
        }}
      />
      <ItemDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
