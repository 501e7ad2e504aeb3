import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { customerDisplayName } from '@craftwork/domain/billing/customers';
import { everyColumnVisible } from '../../../components/list/column-model';
import { LinkCell } from '../../../components/list/link-cell';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { restoreColumn } from '../../../components/list/restore-column';
import {
  listStorageKey,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useCustomers,
  useCustomerTags,
  useExportCustomers,
  useRestoreCustomer,
  type TCustomerRow,
} from '../api/customers';
import { customerPath } from '../utils/paths';
import { CustomerDialog } from './customer-dialog';

type TFilters = { tags: string[] };
const ZFilters: z.ZodType<TFilters> = z.object({ tags: z.array(z.string().max(100)).max(50) });
const STORAGE_KEY = listStorageKey(paths.customers);

/** The contact person: first and last name. */
const contactOf = (c: TCustomerRow) => [c.firstName, c.lastName].filter(Boolean).join(' ');

/**
 * The customers' columns: the grid's on wide screens, the cards' on phones. The server pages
 * them in its own order (by name), so none sorts.
 */
function customerColumns(t: TFunction<'billing'>): GridColDef<TCustomerRow>[] {
  const columns: GridColDef<TCustomerRow>[] = [
    {
      field: 'name',
      headerName: t('customers.columns.name'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => customerDisplayName(row),
      renderCell: ({ row, value, tabIndex }) => (
        <LinkCell to={customerPath(row.id)} text={String(value)} tabIndex={tabIndex} />
      ),
    },
    {
      field: 'contact',
      headerName: t('customers.columns.contact'),
      minWidth: 140,
      valueGetter: (_v, row) => contactOf(row),
    },
    { field: 'email', headerName: t('customers.columns.email'), flex: 1, minWidth: 170 },
    { field: 'phone', headerName: t('customers.columns.phone'), minWidth: 120 },
    {
      field: 'type',
      headerName: t('customers.columns.type'),
      minWidth: 110,
      valueGetter: (_value, row) => t(`customerType.${row.type}`),
    },
    {
      field: 'tags',
      headerName: t('customers.columns.tags'),
      minWidth: 140,
      renderCell: ({ row }) =>
        row.tags.length === 0 ? null : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', py: 1 }}>
            {row.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Box>
        ),
    },
    {
      field: 'locationCount',
      headerName: t('customers.columns.locations'),
      type: 'number',
      minWidth: 100,
    },
  ];
  return columns.map((c): GridColDef<TCustomerRow> => ({ ...c, sortable: false }));
}

/**
 * /customers: the site's customers with search, tags, Deleted, Export and New Customer; a row
 * opens its customer. Under 600 px the customers are cards (decision 178).
 */
export function CustomerList() {
  const { t } = useTranslation('billing');
  // The Restore column's words are the list kit's (the lists catalogue).
  const { t: tLists } = useTranslation('lists');
  const CUSTOMER_COLUMNS = useMemo(() => customerColumns(t), [t]);
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleted, setDeleted] = useState(false);
  const [creating, setCreating] = useState(false);
  const defaults = useMemo<TListState<TFilters>>(
    () => ({
      columns: everyColumnVisible(CUSTOMER_COLUMNS),
      sort: [],
      filters: { tags: [] },
      search: '',
    }),
    [CUSTOMER_COLUMNS],
  );
  const list = useListState(STORAGE_KEY, defaults, ZFilters);
  const { tags } = list.state.filters;
  const { page, pageSize } = list.pagination;
  const filter = { search: list.state.search, tags, deleted };
  const query = useCustomers({ ...filter, limit: pageSize, offset: page * pageSize });
  const tagsQuery = useCustomerTags();
  const exporter = useExportCustomers();
  const restore = useRestoreCustomer();
  const filtered = list.state.search.trim() !== '' || tags.length > 0;

  const columns = useMemo(
    () =>
      deleted
        ? [
            ...CUSTOMER_COLUMNS,
            restoreColumn<TCustomerRow>({
              t: tLists,
              restoringIds: new Set(
                restore.isPending && restore.variables ? [restore.variables.id] : [],
              ),
              onRestore: (customer) =>
                restore.mutate(
                  { id: customer.id },
                  {
                    onSuccess: () =>
                      notify.success(
                        t('customers.restored', { name: customerDisplayName(customer) }),
                      ),
                    onError: (error) => notify.error(error),
                  },
                ),
            }),
          ]
        : CUSTOMER_COLUMNS,
    [deleted, restore, notify, t, tLists, CUSTOMER_COLUMNS],
  );

  const emptyText = deleted
    ? t('customers.noneDeleted')
    : filtered
      ? t('customers.noneMatch')
      : t('customers.noneYet');

  return (
    <>
      <PageHeading
        title={deleted ? t('customers.deletedTitle') : t('customers.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('customers.newCustomer')}
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0, md: 2 }}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, mb: { xs: 1, md: 0 } }}
      >
        <SearchField
          label={t('customers.searchPlaceholder')}
          value={list.searchText}
          onChange={list.setSearchText}
        />
        <Autocomplete
          multiple
          size="small"
          options={tagsQuery.data ?? []}
          value={tags}
          onChange={(_e, value) => list.update({ filters: { tags: value } })}
          sx={{ width: { xs: '100%', md: 280 }, mb: 2 }}
          renderValue={(value, getItemProps) =>
            value.map((tag, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={tag} {...itemProps} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={t('customers.columns.tags')} />}
          noOptionsText={t('customers.noTags')}
        />
        <FormControlLabel
          sx={{ mb: 2 }}
          control={
            <Switch
              checked={deleted}
              onChange={(e) => {
                setDeleted(e.target.checked);
                list.setPagination({ page: 0, pageSize });
              }}
            />
          }
          label={t('customers.deleted')}
        />
      </Stack>
      <ListGrid
        label={deleted ? t('customers.deletedLabel') : t('customers.title')}
        columns={columns}
        list={list}
        query={query}
        emptyText={emptyText}
        // Tags wrap onto more lines.
        autoRowHeight
        exportCsv={{
          isExporting: exporter.isPending,
          onExport: () => exporter.mutate({ ...filter, search: list.applySearch() }),
        }}
        // A deleted customer's card holds its Restore button, so it is not a button itself.
        onRowActivate={deleted ? undefined : (row) => void navigate(customerPath(row.id))}
      />
      <CustomerDialog
        open={creating}
        customer={null}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate(customerPath(id))}
      />
    </>
  );
}
