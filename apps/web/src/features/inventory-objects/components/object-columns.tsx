import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { inventoryStatusText } from '../utils/i18n';
import { listColumns, listDateTime } from '../../../components/list/column-model';
import type { TInventoryObjectRow } from '../api/types';
import { LowBadge } from './low-badge';

/** The grid's fields and the server's sort fields: every column sorts. */
export const INVENTORY_OBJECT_SORT_FIELDS = {
  title: 'title',
  quantityAvailable: 'quantityAvailable',
  quantityAwaitingPickup: 'quantityAwaitingPickup',
  quantityInUse: 'quantityInUse',
  quantityReserved: 'quantityReserved',
  status: 'status',
  timestampLastModified: 'timestampLastModified',
  lastModifiedBy: 'lastModifiedBy',
} as const;

/** Shown by default (spec part 3, section 2.1); Last Modified and Modified By are hidden. */
export const INVENTORY_OBJECT_DEFAULT_COLUMNS = [
  'title',
  'quantityAvailable',
  'quantityAwaitingPickup',
  'quantityInUse',
  'quantityReserved',
  'status',
] as const;

const quantity = (
  field: keyof typeof INVENTORY_OBJECT_SORT_FIELDS & keyof TInventoryObjectRow,
  headerName: string,
  minWidth = 130,
): GridColDef<TInventoryObjectRow> => ({
  field,
  headerName,
  type: 'number',
  minWidth,
  flex: 0.5,
});

/** The Inventory Objects columns; the title carries the Low badge. */
export function inventoryObjectColumns(
  timeZone: string,
  t: TFunction<'inventory'>,
  language: string,
): GridColDef<TInventoryObjectRow>[] {
  return listColumns<TInventoryObjectRow>(
    [
      {
        field: 'title',
        headerName: t('objects.columns.title'),
        minWidth: 220,
        flex: 1.5,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '100%' }}>
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {row.title}
            </Box>
            <LowBadge object={row} />
          </Box>
        ),
      },
      quantity('quantityAvailable', t('objects.columns.quantityAvailable')),
      quantity('quantityAwaitingPickup', t('objects.columns.quantityAwaitingPickup'), 175),
      quantity('quantityInUse', t('objects.columns.quantityInUse')),
      quantity('quantityReserved', t('objects.columns.quantityReserved')),
      {
        field: 'status',
        headerName: t('objects.columns.status'),
        minWidth: 110,
        valueGetter: (_value, row) => inventoryStatusText(t, row.status),
      },
      {
        field: 'timestampLastModified',
        headerName: t('objects.columns.lastModified'),
        minWidth: 185,
        valueGetter: (_value, row) => listDateTime(row.lastModified, timeZone, language),
      },
      {
        field: 'lastModifiedBy',
        headerName: t('objects.columns.modifiedBy'),
        minWidth: 150,
        valueGetter: (_value, row) => row.modifiedBy,
      },
    ],
    INVENTORY_OBJECT_SORT_FIELDS,
  );
}
