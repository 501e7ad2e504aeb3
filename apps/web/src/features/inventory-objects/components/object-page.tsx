import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { INVENTORY_STATUS, inventoryStatusName } from '@craftwork/domain/catalogues/inventory';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
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

type TSiteLocation = { id: string; title: string };

function BackToList() {
  return (
    <Link
      to={paths.inventoryObjects}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden="true" />
      Inventory Objects
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
  const query = useInventoryObject(objectId);
  return (
    <>
      <BackToList />
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the inventory object" />
        </Box>
      ) : query.isError ? (
        <>
          <PageHeading title="Inventory Object" />
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
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
          label={`Status: ${inventoryStatusName(object.status)}`}
          color={active ? 'success' : 'default'}
          variant="outlined"
          size="small"
        />
        <LowBadge object={object} />
        {object.mayEdit ? (
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            <Button startIcon={<EditIcon aria-hidden="true" />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="contained"
              startIcon={<SwapHorizIcon aria-hidden="true" />}
              onClick={() => setMoving(true)}
            >
              Move stock
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Quantities
      </Typography>
      <StockTable
        stock={object.stock}
        lowQuantityThreshold={object.lowQuantityThreshold}
        onSetThreshold={object.mayEdit ? setThreshold : undefined}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        History
      </Typography>
      <HistoryTable objectId={object.id} timeZone={timeZone} />
      {object.mayEdit ? (
        <>
          <EditObjectDialog open={editing} object={object} onClose={() => setEditing(false)} />
          <MoveStockDialog
            open={moving}
            objectId={object.id}
            objectTitle={object.title}
            locations={locationChoices(object.stock, siteLocations)}
            onClose={() => setMoving(false)}
          />
          <ThresholdDialog
            objectId={object.id}
            row={threshold}
            locationName={
              threshold ? locationLabel(threshold.locationId, threshold.locationTitle) : ''
            }
            onClose={() => setThreshold(null)}
          />
        </>
      ) : null}
    </>
  );
}
