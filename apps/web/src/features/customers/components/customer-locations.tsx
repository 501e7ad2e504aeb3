import { useState } from 'react';
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
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemoveLocation, type TCustomerDetail, type TCustomerLocation } from '../api/customers';
import { CustomerLocationDialog } from './customer-location-dialog';
import { Section } from './section';
import type { TPoint } from '../../../components/map/map-point-picker';

/** City, state and ZIP code on one line. */
const placeOf = (l: TCustomerLocation) =>
  [l.city, [l.state, l.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const coordinatesOf = (l: TCustomerLocation) =>
  l.latitude !== null && l.longitude !== null ? `${l.latitude}, ${l.longitude}` : '';

type TEditing = { location: TCustomerLocation | null } | null;

/** The customer's locations with Add Location, Edit and Delete. */
export function CustomerLocations({
  customer,
  siteCenter,
}: {
  customer: TCustomerDetail;
  siteCenter: TPoint;
}) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const remove = useRemoveLocation();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TCustomerLocation | null>(null);
  const locations = customer.locations;

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => notify.success(t('customers.locations.deleted')),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Section
      title={t('customers.columns.locations')}
      action={
        customer.deleted ? undefined : (
          <Button
            size="small"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ location: null })}
          >
            {t('customers.locations.add')}
          </Button>
        )
      }
    >
      {locations.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('customers.locations.noneYet')}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('customers.columns.locations')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.locations.address')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('customers.locations.city')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('customers.locations.coordinates')}
                </TableCell>
                {!customer.deleted && (
                  <TableCell align="right">{t('pricebook.columns.actions')}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {locations.map((l) => (
                <TableRow key={l.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {l.fullAddress}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {placeOf(l)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {placeOf(l)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {coordinatesOf(l)}
                  </TableCell>
                  {!customer.deleted && (
                    <RowActions
                      actions={[
                        {
                          label: t('pricebook.editItem', { name: l.fullAddress }),
                          tooltip: t('customers.edit'),
                          icon: <EditIcon fontSize="small" />,
                          onClick: () => setEditing({ location: l }),
                        },
                        {
                          label: t('customers.locations.deleteNamed', { name: l.fullAddress }),
                          tooltip: t('customers.delete'),
                          icon: <DeleteIcon fontSize="small" />,
                          onClick: () => setDeleting(l),
                        },
                      ]}
                    />
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CustomerLocationDialog
        open={editing !== null}
        customerId={customer.id}
        location={editing?.location ?? null}
        siteCenter={siteCenter}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('customers.locations.deleteTitle')}
        message={
          deleting
            ? t('customers.locations.deleteMessage', { name: deleting.fullAddress })
            : t('customers.locations.deleteMessageUnnamed')
        }
        okText={t('customers.delete')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}
