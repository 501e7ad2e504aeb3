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
import { z } from 'zod';
import { CUSTOMER_TYPE_LABELS, customerDisplayName } from '@craftwork/domain/billing/customers';
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
const COLUMNS: GridColDef<TCustomerRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => customerDisplayName(row),
    renderCell: ({ row, value, tabIndex }) => (
      <LinkCell to={customerPath(row.id)} text={String(value)} tabIndex={tabIndex} />
    ),
  },
  {
    field: 'contact',
    headerName: 'Contact',
    minWidth: 140,
    valueGetter: (_v, row) => contactOf(row),
  },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 170 },
  { field: 'phone', headerName: 'Phone', minWidth: 120 },
  {
    field: 'type',
    headerName: 'Type',
    minWidth: 110,
    valueGetter: (_value, row) => CUSTOMER_TYPE_LABELS[row.type],
  },
  {
    field: 'tags',
    headerName: 'Tags',
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
  { field: 'locationCount', headerName: 'Locations', type: 'number', minWidth: 100 },
];
const CUSTOMER_COLUMNS = COLUMNS.map((c): GridColDef<TCustomerRow> => ({ ...c, sortable: false }));

/**
 * /customers: the site's customers with search, tags, Deleted, Export and New Customer; a row
 * opens its customer. Under 600 px the customers are cards (decision 178).
 */
export function CustomerList() {
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
    [],
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
              restoringIds: new Set(
                restore.isPending && restore.variables ? [restore.variables.id] : [],
              ),
              onRestore: (customer) =>
                restore.mutate(
                  { id: customer.id },
                  {
                    onSuccess: () => notify.success(`${customerDisplayName(customer)} restored.`),
                    onError: (error) => notify.error(error),
                  },
                ),
            }),
          ]
        : CUSTOMER_COLUMNS,
    [deleted, restore, notify],
  );

  const emptyText = deleted
    ? 'No deleted customers.'
    : filtered
      ? 'No customers match the search.'
      : 'No customers yet. Add the first with New Customer.';

  return (
    <>
      <PageHeading
        title={deleted ? 'Deleted Customers' : 'Customers'}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            New Customer
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
          label="Search Customers..."
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
          renderInput={(params) => <TextField {...params} label="Tags" />}
          noOptionsText="No tags yet."
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
          label="Deleted"
        />
      </Stack>
      <ListGrid
        label={deleted ? 'Deleted customers' : 'Customers'}
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
