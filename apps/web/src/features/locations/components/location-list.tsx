import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations, type TLocation } from '../api/list-locations';
import { LocationDialog } from './location-dialog';
import type { TPoint } from '../../../components/map/map-point-picker';
import { SearchField } from '../../../components/ui/search-field';

/** "29.760400, -95.369800", or a dash for a location without a place. */
export function coordinatesText(location: Pick<TLocation, 'latitude' | 'longitude'>): string {
  if (location.latitude === null || location.longitude === null) return '—';
  return `${location.latitude.toFixed(6)}, ${location.longitude.toFixed(6)}`;
}

/** Whether every word of the search appears in the location's title or department. */
export function locationMatches(location: TLocation, search: string): boolean {
  const haystack = `${location.title} ${location.department ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

type TEditing = { location: TLocation | null } | null;

/** Locations Management: the site's locations with search, New, Edit and Delete. */
export function LocationList({ siteCenter }: { siteCenter: TPoint }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const query = useLocations();
  const remove = useDeleteLocation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = useMemo(
    () => (query.data ?? []).filter((l) => locationMatches(l, search)),
    [query.data, search],
  );

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          notify.success(t('locations.deleted'));
          setDeleting(null);
        },
        onError: (error) => {
          setRefusal(errorText(error));
          setDeleting(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeading
        title={t('locations.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ location: null })}
          >
            {t('locations.new')}
          </Button>
        }
      />
      <SearchField label={t('locations.search')} value={search} onChange={setSearch} />
      {refusal && (
        <Alert severity="warning" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <QueryStates
        query={query}
        loadingLabel={t('locations.loading')}
        isEmpty={rows.length === 0}
        emptyText={query.data?.length === 0 ? t('locations.noneYet') : t('locations.noMatch')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('locations.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('locations.columns.title')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('locations.columns.department')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('locations.columns.coordinates')}
                </TableCell>
                <TableCell align="right">{t('locations.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((location) => (
                <TableRow key={location.id} hover>
                  <TableCell>
                    <Typography variant="body2">{location.title}</Typography>
                    {/* On phones the hidden columns' values show under the title. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {[location.department, coordinatesText(location)]
                        .filter((v) => v && v !== '—')
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {location.department}
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}
                  >
                    {coordinatesText(location)}
                  </TableCell>
                  <RowActions
                    actions={[
                      {
                        label: t('locations.editOf', { location: location.title }),
                        icon: <EditIcon fontSize="small" />,
                        onClick: () => setEditing({ location }),
                      },
                      {
                        label: t('locations.deleteOf', { location: location.title }),
                        icon: <DeleteIcon fontSize="small" />,
                        onClick: () => {
                          setRefusal(null);
                          setDeleting(location);
                        },
                      },
                    ]}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      <LocationDialog
        open={editing !== null}
        location={editing?.location ?? null}
        siteCenter={siteCenter}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('locations.deleteTitle')}
        message={
          deleting
            ? t('locations.deleteMessage', { location: deleting.title })
            : t('locations.deleteMessageThis')
        }
        okText={t('locations.deleteOk')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
