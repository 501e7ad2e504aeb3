import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { CUSTOMER_TYPE_LABELS, customerDisplayName } from '@craftwork/domain/billing/customers';
import { ExportButton } from '../../../components/list/export-button';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchField } from '../../../components/ui/search-field';
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

const PAGE_SIZES = [25, 50, 100];

/** The contact person: first and last name. */
const contactOf = (c: TCustomerRow) => [c.firstName, c.lastName].filter(Boolean).join(' ');

/** The search as typed, applied once typing pauses. */
function useSettled(value: string, delayMs = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** /customers: the site's customers with search, tags, Deleted, Export and New Customer. */
export function CustomerList() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [deleted, setDeleted] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [creating, setCreating] = useState(false);
  const settledSearch = useSettled(search);
  const filter = { search: settledSearch, tags, deleted };
  const query = useCustomers({ ...filter, limit: pageSize, offset: page * pageSize });
  const tagsQuery = useCustomerTags();
  const exporter = useExportCustomers();
  const restore = useRestoreCustomer();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const filtered = settledSearch.trim() !== '' || tags.length > 0;

  useEffect(() => setPage(0), [settledSearch, tags, deleted, pageSize]);

  const handleRestore = (customer: TCustomerRow) =>
    restore.mutate(
      { id: customer.id },
      {
        onSuccess: () => notify.success(`${customerDisplayName(customer)} restored.`),
        onError: (error) => notify.error(error),
      },
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
        <SearchField label="Search Customers..." value={search} onChange={setSearch} />
        <Autocomplete
          multiple
          size="small"
          options={tagsQuery.data ?? []}
          value={tags}
          onChange={(_e, value) => setTags(value)}
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <FormControlLabel
            control={<Switch checked={deleted} onChange={(e) => setDeleted(e.target.checked)} />}
            label="Deleted"
          />
          <ExportButton
            hasRows={total > 0}
            isExporting={exporter.isPending}
            onExport={() => exporter.mutate({ ...filter, search })}
          />
        </Stack>
      </Stack>
      <QueryStates
        query={query}
        loadingLabel="Loading customers"
        isEmpty={rows.length === 0}
        emptyText={emptyText}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={deleted ? 'Deleted customers' : 'Customers'}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Contact</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>E-mail</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Phone</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Type</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Tags</TableCell>
                <TableCell align="right">Locations</TableCell>
                {deleted && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => {
                const name = customerDisplayName(c);
                return (
                  <TableRow
                    key={c.id}
                    hover
                    onClick={(e) => {
                      // The row's own buttons and link act for themselves.
                      if ((e.target as HTMLElement).closest('button, a')) return;
                      void navigate(customerPath(c.id));
                    }}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell>
                      <Link to={customerPath(c.id)} underline="always" variant="body2">
                        {name}
                      </Link>
                      {/* On phones the hidden columns' values show under the name. */}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        sx={{ display: { xs: 'block', md: 'none' } }}
                      >
                        {[contactOf(c), c.phone, c.email].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {contactOf(c)}
                    </TableCell>
                    <TableCell
                      sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}
                    >
                      {c.email}
                    </TableCell>
                    <TableCell
                      sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}
                    >
                      {c.phone}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                      {CUSTOMER_TYPE_LABELS[c.type]}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {c.tags.map((tag) => (
                          <Chip key={tag} size="small" label={tag} />
                        ))}
                      </Box>
                    </TableCell>
                    <TableCell align="right">{c.locationCount}</TableCell>
                    {deleted && (
                      <RowActions
                        actions={[
                          {
                            label: `Restore ${name}`,
                            tooltip: 'Restore',
                            icon: <RestoreIcon fontSize="small" />,
                            loading: restore.isPending && restore.variables?.id === c.id,
                            onClick: () => handleRestore(c),
                          },
                        ]}
                      />
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => setPageSize(Number(e.target.value))}
          />
        </TableContainer>
      </QueryStates>
      <CustomerDialog
        open={creating}
        customer={null}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate(customerPath(id))}
      />
    </>
  );
}
