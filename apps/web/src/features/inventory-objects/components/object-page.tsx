import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { INVENTORY_STATUS } from '@craftwork/domain/catalogues/inventory';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { inventoryStatusText } from '../utils/i18n';
import { useInventoryObject } from '../api/inventory-objects';
import type { TInventoryObjectPage, TStockRow } from '../api/types';
import { locationChoices } from '../utils/location-choices';
import { locationLabel } from '../utils/location-label';
import { EditObjectDialog } from './edit-object-dialog';
import { HistoryTable } from './history-table';
import { LowBadge } from './low-badge';
import { MoveStockDialog } from './move-stock-dialog';
import { StockTable } from './stock-table';
import { ThresholdDialog } from './threshold-dialog';
import { BackIcon } from '../../../components/ui/direction-icons';

type TSiteLocation = { id: string; title: string };

function BackToList() {
  const { t } = useTranslation('inventory');
  return (
    <Link
      to={paths.inventoryObjects}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <BackIcon fontSize="small" aria-hidden="true" />
      {t('object.back')}
    </Link>
  );
}

/** /inventory/objects/{id}: the object, its quantities per location and its movements. */
export function InventoryObjectPage({
  objectId,
  timeZone,
  siteLocations,
}: {
  objectId: string;
  timeZone: string;
  siteLocations: readonly TSiteLocation[];
}) {
  const { t } = useTranslation('inventory');
  const query = useInventoryObject(objectId);
  return (
    <>
      <BackToList />
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('object.loading')} />
        </Box>
      ) : query.isError ? (
        <>
          <PageHeading title={t('object.title')} />
          <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
        </>
      ) : (
        <ObjectDetails object={query.data} timeZone={timeZone} siteLocations={siteLocations} />
      )}
    </>
  );
}

function ObjectDetails({
  object,
  timeZone,
  siteLocations,
}: {
  object: TInventoryObjectPage;
  timeZone: string;
  siteLocations: readonly TSiteLocation[];
}) {
  const { t } = useTranslation('inventory');
  const words = { noLocation: t('empty.noLocation'), unavailable: t('empty.unavailable') };
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [threshold, setThreshold] = useState<TStockRow | null>(null);
  const active = object.status === INVENTORY_STATUS.ACTIVE;
  return (
    <>
      <PageHeading title={object.title} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Chip
          label={t('object.status', { status: inventoryStatusText(t, object.status) })}
          color={active ? 'success' : 'default'}
          variant="outlined"
          size="small"
        />
        <LowBadge object={object} />
        {object.mayEdit ? (
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            <Button startIcon={<EditIcon aria-hidden="true" />} onClick={() => setEditing(true)}>
              {t('object.edit')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SwapHorizIcon aria-hidden="true" />}
              onClick={() => setMoving(true)}
            >
              {t('object.move')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('object.quantities')}
      </Typography>
      <StockTable
        stock={object.stock}
        lowQuantityThreshold={object.lowQuantityThreshold}
        onSetThreshold={object.mayEdit ? setThreshold : undefined}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('object.history')}
      </Typography>
      <HistoryTable objectId={object.id} timeZone={timeZone} />
      {object.mayEdit ? (
        <>
          <EditObjectDialog open={editing} object={object} onClose={() => setEditing(false)} />
          <MoveStockDialog
            open={moving}
            objectId={object.id}
            objectTitle={object.title}
            locations={locationChoices(object.stock, siteLocations, words)}
            onClose={() => setMoving(false)}
          />
          <ThresholdDialog
            objectId={object.id}
            row={threshold}
            locationName={
              threshold ? locationLabel(threshold.locationId, threshold.locationTitle, words) : ''
            }
            onClose={() => setThreshold(null)}
          />
        </>
      ) : null}
    </>
  );
}
