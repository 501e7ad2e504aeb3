import { useDeferredValue, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatMoney } from '@craftwork/domain/billing/money';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchField } from '../../../components/ui/search-field';
import { useExportPricebook, usePricebookItems, type TPricebookItem } from '../api/pricebook';
import { ImportDialog } from './import-dialog';
import { ItemDialog } from './item-dialog';

const craftText = (item: TPricebookItem) =>
  item.craftType === null ? 'Any craft' : craftTypeName(item.craftType);
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** On phones only the name, price and actions stay as columns; the rest shows under the name. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Price Book (/pricebook): the site's items with search, Active only, edit, import and export. */
export function PricebookScreen() {
  const [search, setSearch] = useState('');
  const [activeOnly, setActiveOnly] = useState(false);
  const filter = { search: useDeferredValue(search).trim(), activeOnly };
  const query = usePricebookItems(filter);
  const exportCsv = useExportPricebook();
  const [editing, setEditing] = useState<{ item: TPricebookItem | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const rows = query.data ?? [];
  const filtered = filter.search !== '' || activeOnly;

  return (
    <>
      <PageHeading
        title="Price Book"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ item: null })}
          >
            New Item
          </Button>
        }
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        <SearchField label="Search Price Book..." value={search} onChange={setSearch} />
        <FormControlLabel
          sx={{ mb: 2 }}
          control={
            <Switch
              checked={activeOnly}
              onChange={(event) => setActiveOnly(event.target.checked)}
            />
          }
          label="Active only"
        />
        <Stack direction="row" spacing={1} sx={{ mb: 2, ml: { md: 'auto' } }}>
          <Button
            size="small"
            startIcon={<UploadFileIcon aria-hidden="true" />}
            onClick={() => setImporting(true)}
          >
            Import CSV
          </Button>
          <Button
            size="small"
            startIcon={<FileDownloadIcon aria-hidden="true" />}
            disabled={rows.length === 0}
            loading={exportCsv.isPending}
            loadingPosition="start"
            onClick={() => exportCsv.mutate(filter)}
          >
            {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        </Stack>
      </Stack>
      <QueryStates
        query={query}
        loadingLabel="Loading the price book"
        isEmpty={rows.length === 0}
        emptyText={
          filtered
            ? 'No items match the search.'
            : 'No items yet. Add the first with New Item, or import a CSV file.'
        }
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Price Book">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={wide}>Description</TableCell>
                <TableCell sx={wide}>Unit</TableCell>
                <TableCell align="right">Unit Price</TableCell>
                <TableCell sx={wide}>Craft Type</TableCell>
                <TableCell sx={wide}>Taxable</TableCell>
                <TableCell sx={wide}>Active</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="body2">{item.name}</Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: { xs: 'block', md: 'none' } }}
                    >
                      {[
                        `per ${item.unit}`,
                        craftText(item),
                        item.taxable ? 'Taxable' : 'Not taxable',
                        item.active ? null : 'Inactive',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...wide, maxWidth: 320 }}>
                    <Typography variant="body2" noWrap title={item.description}>
                      {item.description}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wide}>{item.unit}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.unitPriceCents)}
                  </TableCell>
                  <TableCell sx={wide}>{craftText(item)}</TableCell>
                  <TableCell sx={wide}>{yesNo(item.taxable)}</TableCell>
                  <TableCell sx={wide}>{yesNo(item.active)}</TableCell>
                  <RowActions
                    actions={[
                      {
                        label: `Edit ${item.name}`,
                        icon: <EditIcon fontSize="small" />,
                        onClick: () => setEditing({ item }),
                      },
                    ]}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      <ItemDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
