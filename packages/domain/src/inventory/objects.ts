import { z } from 'zod';
import { isCraftType } from '../catalogues/craft-types.ts';
import {
  INVENTORY_STATUS,
  INVENTORY_TRANSACTION_TYPE as TT,
  inventoryStatusName,
} from '../catalogues/inventory.ts';
import { formatListDateTime } from '../format/dates.ts';
import { toCsv, type TCsvValue } from '../lists/csv.ts';
import { FILTER_IDS_MAX, ZPage, ZPageSize, ZSearch, ZSortDirection } from '../lists/queries.ts';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';
import { INVENTORY_MESSAGES, INVENTORY_TITLE_MAX } from './movement.ts';
import { QUANTITY_LIMIT, type TQuantityKey, type TStockQuantities } from './quantities.ts';

/**
 * The Inventory Objects screen and an object's page (spec part 3, sections 2.1, 2.2, 3, 5):
 * the list's query, the edits and manual movements an editor makes, and the export.
 */

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/**
 * Largest quantity a field takes: the greatest whole number below QUANTITY_LIMIT (the
 * database keeps 12 digits before the point).
 */
export const INVENTORY_QUANTITY_MAX = QUANTITY_LIMIT - 1;

/** A quantity sent by the web: a finite number within the database's range. */
const ZQuantityNumber = z
  .number({ error: INVENTORY_MESSAGES.onlyNumbersAllowed })
  .refine(Number.isFinite, { error: INVENTORY_MESSAGES.onlyNumbersAllowed })
  .refine((v) => Math.abs(v) <= INVENTORY_QUANTITY_MAX, {
    error: INVENTORY_MESSAGES.onlyNumbersAllowed,
  });

/** Every column of the list is sortable (spec part 3, section 2.1). */
export const INVENTORY_OBJECT_SORT_FIELDS = [
  'title',
  'quantityAvailable',
  'quantityAwaitingPickup',
  'quantityInUse',
  'quantityReserved',
  'status',
  'timestampLastModified',
  'lastModifiedBy',
] as const;
export type TInventoryObjectSortField = (typeof INVENTORY_OBJECT_SORT_FIELDS)[number];

export const INVENTORY_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type TInventoryStatusFilter = (typeof INVENTORY_STATUS_FILTERS)[number];

/** The list's filter: search words in the title, status, Low only, and the sorted column. */
export const ZInventoryObjectListFilter = z.object({
  search: ZSearch,
  status: z.enum(INVENTORY_STATUS_FILTERS).default('all'),
  lowOnly: z.boolean().default(false),
  sort: z
    .object({ field: z.enum(INVENTORY_OBJECT_SORT_FIELDS), direction: ZSortDirection })
    .nullable()
    .default(null),
});
export const ZInventoryObjectListInput = ZInventoryObjectListFilter.extend({
  page: ZPage,
  pageSize: ZPageSize,
});
export type TInventoryObjectListFilter = z.output<typeof ZInventoryObjectListFilter>;
export type TInventoryObjectListInput = z.output<typeof ZInventoryObjectListInput>;

/** With no column chosen the list reads by title, A to Z. */
export const DEFAULT_INVENTORY_OBJECT_SORT = { field: 'title', direction: 'asc' } as const;

export const ZInventoryObjectIdInput = z.object({ id: ZId });

/** An object's movement history, newest first, a page at a time. */
export const ZInventoryObjectHistoryInput = z.object({
  id: ZId,
  page: ZPage,
  pageSize: ZPageSize,
});
export type TInventoryObjectHistoryInput = z.output<typeof ZInventoryObjectHistoryInput>;

/** Most companies or craft types one object names. */
export const INVENTORY_OBJECT_LIST_MAX = 100;

/**
 * Editing an object: its title (the drawer's rules), and optionally its craft types and the
 * companies it is authorized for (empty: every company; plant personnel and site admins only).
 */
export const ZUpdateInventoryObjectInput = z.object({
  id: ZId,
  title: oneLineText(INVENTORY_TITLE_MAX, {
    required: INVENTORY_MESSAGES.required,
    tooLong: INVENTORY_MESSAGES.titleTooLong,
  }),
  craftTypes: z
    .array(z.number().int().refine(isCraftType, { error: 'Unknown craft type.' }))
    .min(1, { error: INVENTORY_MESSAGES.required })
    .max(INVENTORY_OBJECT_LIST_MAX)
    .optional(),
  authorizedCompanies: z.array(ZId).max(FILTER_IDS_MAX).optional(),
});
export type TUpdateInventoryObjectInput = z.output<typeof ZUpdateInventoryObjectInput>;

export const ZSetInventoryStatusInput = z.object({
  id: ZId,
  status: z.union([z.literal(INVENTORY_STATUS.ACTIVE), z.literal(INVENTORY_STATUS.INACTIVE)]),
});
export type TSetInventoryStatusInput = z.output<typeof ZSetInventoryStatusInput>;

/** A location's own Low threshold (null location: [No location]); null clears it. */
export const ZSetInventoryThresholdInput = z.object({
  id: ZId,
  locationId: ZId.nullable(),
  threshold: ZQuantityNumber.refine((v) => v >= 0, {
    error: 'The threshold cannot be negative.',
  }).nullable(),
});
export type TSetInventoryThresholdInput = z.output<typeof ZSetInventoryThresholdInput>;

/** Why a correction was made. */
export const CORRECTION_REASONS = ['count', 'damaged', 'lost', 'found'] as const;
export type TCorrectionReason = (typeof CORRECTION_REASONS)[number];
export const CORRECTION_REASON_LABELS: Readonly<Record<TCorrectionReason, string>> = {
  count: 'Count',
  damaged: 'Damaged',
  lost: 'Lost',
  found: 'Found',
};

/** A reason's label; a stored reason the catalogue lacks shows as written, none as ''. */
export function correctionReasonLabel(reason: string | null | undefined): string {
  if (!reason) return '';
  return CORRECTION_REASON_LABELS[reason as TCorrectionReason] ?? reason;
}

/** The correction type (90–93) of each quantity. */
export const CORRECTION_TYPE_OF: Readonly<Record<TQuantityKey, number>> = {
  available: TT.CORRECTION_AVAILABLE,
  awaitingPickup: TT.CORRECTION_AWAITING_PICKUP,
  inUse: TT.CORRECTION_IN_USE,
  reserved: TT.CORRECTION_RESERVED,
};

const ZQuantityKey = z.enum(['available', 'awaitingPickup', 'inUse', 'reserved']);

export const MANUAL_MOVEMENT_MESSAGES = {
  notZero: 'The quantity cannot be 0.',
  positive: 'The quantity must be more than 0.',
  sameLocation: 'Choose two different inventory locations.',
} as const;

const ZPositive = ZQuantityNumber.refine((v) => v > 0, {
  error: MANUAL_MOVEMENT_MESSAGES.positive,
});

/**
 * A manual movement from the object's page: a correction of one quantity with its reason
 * (the value may be negative, never 0), a transfer between two inventory locations, or a
 * reserve / un-reserve at one location. A null location is [No location].
 */
export const ZManualMovementInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('correction'),
    objectId: ZId,
    locationId: ZId.nullable(),
    quantity: ZQuantityKey,
    value: ZQuantityNumber.refine((v) => v !== 0, { error: MANUAL_MOVEMENT_MESSAGES.notZero }),
    reason: z.enum(CORRECTION_REASONS),
  }),
  z
    .object({
      kind: z.literal('transfer'),
      objectId: ZId,
      fromLocationId: ZId.nullable(),
      toLocationId: ZId.nullable(),
      value: ZPositive,
    })
    .refine((v) => v.fromLocationId !== v.toLocationId, {
      error: MANUAL_MOVEMENT_MESSAGES.sameLocation,
      path: ['toLocationId'],
    }),
  z.object({
    kind: z.literal('reserve'),
    objectId: ZId,
    locationId: ZId.nullable(),
    value: ZPositive,
  }),
  z.object({
    kind: z.literal('unReserve'),
    objectId: ZId,
    locationId: ZId.nullable(),
    value: ZPositive,
  }),
]);
export type TManualMovementInput = z.output<typeof ZManualMovementInput>;

/** One line a manual movement writes (the server adds the user, company and time). */
export type TManualMovementLine = {
  objectId: string;
  locationId: string | null;
  type: number;
  value: number;
  reason: TCorrectionReason | null;
  pairId: string | null;
};

/**
 * The lines of a manual movement: a correction is one 90–93 line; a transfer is a 94 line at
 * the sending location and a 95 line at the receiving one sharing `pairId`; reserve (5) and
 * un-reserve (6) are one line each.
 */
export function manualMovementLines(
  input: TManualMovementInput,
  pairId: string,
): TManualMovementLine[] {
  const line = { objectId: input.objectId, reason: null, pairId: null };
  switch (input.kind) {
    case 'correction':
      return [
        {
          ...line,
          locationId: input.locationId,
          type: CORRECTION_TYPE_OF[input.quantity],
          value: input.value,
          reason: input.reason,
        },
      ];
    case 'transfer':
      return [
        {
          ...line,
          locationId: input.fromLocationId,
          type: TT.SENT_TO_OTHER_LOCATION,
          value: input.value,
          pairId,
        },
        {
          ...line,
          locationId: input.toLocationId,
          type: TT.RECEIVED_FROM_OTHER_LOCATION,
          value: input.value,
          pairId,
        },
      ];
    case 'reserve':
      return [{ ...line, locationId: input.locationId, type: TT.RESERVE, value: input.value }];
    case 'unReserve':
      return [{ ...line, locationId: input.locationId, type: TT.UN_RESERVE, value: input.value }];
  }
}

/**
 * A new object's starting quantities as count corrections (90–93, reason count) at no
 * location, so its history explains every quantity; zero quantities write no line.
 */
export function initialCountLines(
  objectId: string,
  quantities: TStockQuantities,
  locationId: string | null = null,
): TManualMovementLine[] {
  return (Object.keys(CORRECTION_TYPE_OF) as TQuantityKey[])
    .filter((key) => quantities[key] !== 0)
    .map((key) => ({
      objectId,
      locationId,
      type: CORRECTION_TYPE_OF[key],
      value: quantities[key],
      reason: 'count',
      pairId: null,
    }));
}

/** The export's file name: Inventory Objects - {MM-DD-YYYY}.csv (spec part 3, section 2.1). */
export function inventoryObjectsExportFileName(exportDate: string): string {
  return `Inventory Objects - ${exportDate}.csv`;
}

/** The export's columns: the list's, hidden ones included, in the list's order. */
export const INVENTORY_OBJECT_CSV_HEADERS = [
  'Title',
  'Qty Available',
  'Qty Awaiting Pickup',
  'Qty In Use',
  'Qty Reserved',
  'Status',
  'Last Modified',
  'Modified By',
] as const;

/** What a list row holds for the export. */
export type TInventoryObjectCsvRow = {
  title: string;
  quantityAvailable: number;
  quantityAwaitingPickup: number;
  quantityInUse: number;
  quantityReserved: number;
  status: number;
  timestampLastModified: Date;
  modifiedBy: string;
};

/** One export line: the list's cells, dates as MM/DD/YYYY hh:mm A in the site's time zone. */
export function inventoryObjectCsvRow(row: TInventoryObjectCsvRow, timeZone: string): TCsvValue[] {
  return [
    row.title,
    row.quantityAvailable,
    row.quantityAwaitingPickup,
    row.quantityInUse,
    row.quantityReserved,
    inventoryStatusName(row.status),
    formatListDateTime(row.timestampLastModified, timeZone),
    row.modifiedBy,
  ];
}

/** The export document of the filtered rows, through the product's one CSV writer. */
export function inventoryObjectsCsv(
  rows: readonly TInventoryObjectCsvRow[],
  timeZone: string,
): string {
  return toCsv(
    INVENTORY_OBJECT_CSV_HEADERS,
    rows.map((row) => inventoryObjectCsvRow(row, timeZone)),
  );
}

/** Who last changed an object: their name, or 'server' when the server did. */
export const SERVER_MODIFIER = 'server';
