import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { randomUUID } from 'node:crypto';
import {
  INVENTORY_STATUS,
  inventoryStatusName,
  inventoryTransactionTypeLabel,
  isLowStock,
} from '@craftwork/domain/catalogues/inventory';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { csvFromBatches } from '@craftwork/domain/lists/csv';
import {
  mayCreateInventoryObject,
  mayEditInventoryObject,
  newObjectAuthorizedCompanies,
} from '@craftwork/domain/inventory/access';
import { type TNewInventoryObjectInput } from '@craftwork/domain/inventory/movement';
import {
  correctionReasonLabel,
  initialCountLines,
  inventoryObjectsExportFileName,
  type TInventoryObjectHistoryInput,
  type TInventoryObjectListFilter,
  type TInventoryObjectListInput,
} from '@craftwork/domain/inventory/objects';
import { sumStock } from '@craftwork/domain/inventory/quantities';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPage, type KeysetRead } from '../../db/keyset.ts';
import { insertObjectRow, insertStockRow } from './object-writes.repository.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { isLiveLocation } from '../locations/index.ts';
import { mailTurnedLow } from '../inventory-stock/index.ts';
import { applyMovements, type MovementResult } from '../inventory-stock/index.ts';
import { writeInventoryAudit } from './inventory-audit.ts';
import { openObjectExport } from './object-export.ts';
import {
  inventoryObjectList,
  keysetInventoryObjectKeys,
  objectHistory,
  requireVisibleObject,
  stockRowsOf,
  visibleInventoryObjectsWithIds,
  type InventoryObjectListRow,
} from './objects.repository.ts';

/** Most rows an export holds (as the other lists). */
const EXPORT_ROW_LIMIT = 50_000;

/** What every service here needs beyond the database: who asks, on which site, with which mail. */
export type InventoryServices = {
  db: Database;
  scope: Scope;
  site: SiteSource;
  mailer: Mailer;
  /** The app's address, for the low-stock e-mail's links. */
  publicUrl: string;
  log: (message: string) => void;
};

function toListRow(scope: Scope, row: InventoryObjectListRow) {
  const { authorizedCompanies, timestampLastModified, ...rest } = row;
  return {
    ...rest,
    low: isLowStock(row),
    statusName: inventoryStatusName(row.status),
    lastModified: timestampLastModified.toISOString(),
    mayEdit: mayEditInventoryObject(scope, { authorizedCompanies }),
  };
}

/** inventoryObjects.list: a page of the objects the caller sees. */
export async function listInventoryObjects(
  db: DbOrTx,
  scope: Scope,
  input: TInventoryObjectListInput,
) {
  const { page, pageSize, ...filter } = input;
  const { rows, ...total } = await inventoryObjectList.page(db, scope, filter, { page, pageSize });
  return { rows: rows.map((row) => toListRow(scope, row)), ...total };
}

/**
 * A keyset page of the objects the caller sees (the public API's walk), by creation: the same
 * scope, filter and rows as listInventoryObjects.
 */
export async function keysetInventoryObjects(
  db: DbOrTx,
  scope: Scope,
  filter: TInventoryObjectListFilter,
  read: KeysetRead,
) {
  const keys = await keysetInventoryObjectKeys(db, scope, filter, read);
  return keysetPage(
    keys,
    read.limit,
    (ids) => visibleInventoryObjectsWithIds(db, scope, ids),
    (row) => toListRow(scope, row),
  );
}

/** inventoryObjects.exportCsv: 'Inventory Objects - {MM-DD-YYYY}.csv' of the filtered rows. */
export async function exportInventoryObjects(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TInventoryObjectListFilter,
  now = new Date(),
) {
  const site = await loadSite();
  const { headers, batches } = await openObjectExport(
    db,
    scope,
    filter,
    site.timezone,
    EXPORT_ROW_LIMIT,
  );
  const { csv, rows } = await csvFromBatches(headers, batches);
  return {
    filename: inventoryObjectsExportFileName(formatExportFileDate(now, site.timezone)),
    csv,
    rows,
  };
}

/**
 * inventoryObjects.get: the object, its quantities per location with their totals, its
 * threshold, whether it is Low and whether the caller may edit it.
 */
export async function getInventoryObject(db: DbOrTx, scope: Scope, id: string) {
  const object = await requireVisibleObject(db, scope, id);
  const stock = await stockRowsOf(db, id);
  const locationsView = stock.map((row) => {
    const deleted =
      row.locationId !== null && (row.locationTitle === null || row.locationDeletedAt !== null);
    return {
      id: row.id,
      locationId: row.locationId,
      locationTitle: deleted ? null : row.locationTitle,
      locationDeleted: deleted,
      available: row.available,
      awaitingPickup: row.awaitingPickup,
      inUse: row.inUse,
      reserved: row.reserved,
      lowQuantityThreshold: row.lowQuantityThreshold,
    };
  });
  const list = toListRow(scope, object);
  return {
    ...list,
    craftTypes: object.craftTypes,
    authorizedCompanies: object.authorizedCompanies,
    stock: locationsView,
    totals: sumStock(locationsView),
  };
}

/** inventoryObjects.history: a page of the object's movements, newest first. */
export async function inventoryObjectHistory(
  db: DbOrTx,
  scope: Scope,
  input: TInventoryObjectHistoryInput,
) {
  await requireVisibleObject(db, scope, input.id);
  const { rows, total } = await objectHistory(db, scope, input.id, input);
  return {
    rows: rows.map((row) => {
      const locationDeleted =
        row.locationId !== null && (row.locationTitle === null || row.locationDeletedAt !== null);
      return {
        id: row.id,
        type: row.type,
        typeLabel: inventoryTransactionTypeLabel(row.type),
        value: row.value,
        locationId: row.locationId,
        locationTitle: locationDeleted ? null : row.locationTitle,
        locationDeleted,
        userId: row.userId,
        userName: row.userId === null ? 'server' : row.userName,
        companyId: row.companyId,
        companyName: row.companyName,
        recordId: row.recordId,
        recordTitle: row.recordTitle,
        taskId: row.taskId,
        taskTitle: row.taskTitle,
        reason: row.reason,
        reasonLabel: correctionReasonLabel(row.reason),
        pairId: row.pairId,
        created: row.timestampCreated.toISOString(),
      };
    }),
    total,
  };
}

/** Refuses a negative threshold (the quantities' range is ZNewInventoryObjectInput's). */
function requireStorableQuantities(input: TNewInventoryObjectInput) {
  if (input.lowQuantityThreshold < 0) {
    throw new AppError('BAD_REQUEST', 'The threshold cannot be negative.');
  }
}

/** After a commit: the low-stock e-mail for the objects that turned Low (never fails the call). */
export function mailObjectsTurnedLow(
  services: InventoryServices,
  turnedLow: MovementResult['turnedLow'],
) {
  const { db, mailer, scope, publicUrl, log } = services;
  mailTurnedLow(db, mailer, scope.siteKey, turnedLow, { publicUrl, log });
}

/**
 * Where a new object's stock is kept: the chosen live location, or [No location] when none is
 * named (the drawer names the site's default location, the domain's defaultStockLocationId).
 */
async function stockLocationOf(
  tx: DbOrTx,
  siteKey: string,
  chosen: string | null | undefined,
): Promise<string | null> {
  if (chosen === undefined || chosen === null) return null;
  if (!(await isLiveLocation(tx, siteKey, chosen))) {
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  }
  return chosen;
}

/**
 * inventoryObjects.create: anyone who may update tasks (or plant personnel, site admins).
 * The object starts Active with scaffolding as its craft type, authorized as the spec says,
 * with a stock row at its location (stockLocationOf) holding the threshold; each starting quantity is written as
 * a count correction so the history explains it.
 */
export async function createInventoryObject(
  services: InventoryServices,
  input: TNewInventoryObjectInput,
) {
  const { db, scope } = services;
  if (!mayCreateInventoryObject(scope)) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  requireStorableQuantities(input);
  const site = await services.site();
  const id = randomUUID();
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const locationId = await stockLocationOf(tx, scope.siteKey, input.locationId);
    await insertObjectRow(tx, {
      id,
      siteKey: scope.siteKey,
      title: input.title,
      status: INVENTORY_STATUS.ACTIVE,
      craftTypes: [CRAFT_TYPE.SCAFFOLDING],
      authorizedCompanies: newObjectAuthorizedCompanies(scope),
      lowQuantityThreshold: input.lowQuantityThreshold,
      createdBy: scope.userId,
      createdAt: now,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await insertStockRow(tx, {
      id: randomUUID(),
      siteKey: scope.siteKey,
      objectId: id,
      locationId,
      lowQuantityThreshold: input.lowQuantityThreshold,
    });
    const lines = initialCountLines(
      id,
      {
        available: input.quantityAvailable,
        awaitingPickup: input.quantityAwaitingPickup,
        inUse: input.quantityInUse,
        reserved: input.quantityReserved,
      },
      locationId,
    ).map((line) => ({ ...line, companyId: scope.companyId }));
    await applyMovements(
      tx,
      { siteKey: scope.siteKey, userId: scope.userId, timeZone: site.timezone, now },
      lines,
    );
    await notifyChange(tx, { site: scope.siteKey, topics: ['inventory'], ids: [id] });
    await writeInventoryAudit(tx, scope, {
      action: 'created',
      targetId: id,
      targetLabel: input.title,
      after: {
        title: input.title,
        quantityAvailable: input.quantityAvailable,
        quantityAwaitingPickup: input.quantityAwaitingPickup,
        quantityInUse: input.quantityInUse,
        quantityReserved: input.quantityReserved,
        lowQuantityThreshold: input.lowQuantityThreshold,
        locationId,
      },
    });
    return { id };
  });
  const created = {
    quantityAvailable: input.quantityAvailable,
    lowQuantityThreshold: input.lowQuantityThreshold,
  };
  if (input.lowQuantityThreshold > 0 && isLowStock(created)) {
    mailObjectsTurnedLow(services, [
      {
        id,
        title: input.title,
        quantityAvailable: input.quantityAvailable,
        threshold: input.lowQuantityThreshold,
      },
    ]);
  }
  return result;
}
