import { randomUUID } from 'node:crypto';
import { INVENTORY_STATUS, isLowStock } from '@craftwork/domain/catalogues/inventory';
import {
  applyMovement,
  belowZeroMessage,
  defaultLineLocation,
  isValidMovementValue,
  objectLowThreshold,
  QUANTITY_KEYS,
  QUANTITY_LIMIT,
  sumStock,
  type TStockQuantities,
} from '@craftwork/domain/inventory/quantities';
import { INVENTORY_MESSAGES } from '@craftwork/domain/inventory/movement';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import {
  insertInventoryTransactions,
  insertStockRow,
  liveLocationIdsAmong,
  lockLiveObjects,
  stockRowsOf,
  updateObjectRow,
  updateStockRow,
  type TInventoryTransactionInsert,
} from './movements.repository.ts';

/** One movement to write: an object's quantities at a location change by its type and value. */
export type MovementLine = {
  objectId: string;
  /** Undefined: the object's location the line draws most from (defaultLineLocation). */
  locationId?: string | null;
  type: number;
  value: number;
  initiatingEvent?: number | null;
  companyId: string | null;
  parentRecordId?: string | null;
  taskId?: string | null;
  toRecordId?: string | null;
  pairId?: string | null;
  reason?: string | null;
  rentStopDate?: string | null;
};

export type MovementContext = {
  siteKey: string;
  /** The user writing the lines; null for the server. */
  userId: string | null;
  timeZone: string;
  now: Date;
  /** Refuse lines on inactive objects (the status dialog offers active ones only). */
  activeOnly?: boolean;
};

export type MovementResult = {
  transactionIds: string[];
  /** Objects that were not Low before these lines and are now (for the low-stock e-mail). */
  turnedLow: { id: string; title: string; quantityAvailable: number; threshold: number }[];
};

type StockRow = TStockQuantities & {
  id: string;
  locationId: string | null;
  lowQuantityThreshold: number | null;
  changed: boolean;
  isNew: boolean;
};

/**
 * Writes movement lines all or nothing, inside the caller's transaction: the objects are locked
 * (in id order, so two saves on the same objects queue instead of deadlocking), every line is
 * applied by the domain's rules, and a line that would take a quantity below zero refuses the
 * whole save naming the object. Then the stock rows, the objects' totals and the transaction
 * rows are written and the live feed told.
 */
export async function applyMovements(
  tx: DbOrTx,
  context: MovementContext,
  lines: readonly MovementLine[],
): Promise<MovementResult> {
  if (lines.length === 0) return { transactionIds: [], turnedLow: [] };
  const objectIds = [...new Set(lines.map((l) => l.objectId))].sort();
  const objects = await lockLiveObjects(tx, context.siteKey, objectIds);
  const byId = new Map(objects.map((o) => [o.id, o]));
  const objectOf = (id: string) => {
    const object = byId.get(id);
    if (!object || (context.activeOnly && object.status !== INVENTORY_STATUS.ACTIVE)) {
      throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    }
    return object;
  };
  for (const id of objectIds) objectOf(id);
  await requireLocations(tx, context.siteKey, lines);

  // A fixed order, so a line's default location is the same on every save when two tie.
  const stockRows = await stockRowsOf(tx, objectIds);
  const stock = new Map<string, StockRow[]>();
  const stockOf = (id: string) => {
    let rows = stock.get(id);
    if (!rows) stock.set(id, (rows = []));
    return rows;
  };
  for (const row of stockRows) stockOf(row.objectId).push({ ...row, changed: false, isNew: false });

  const written: (TInventoryTransactionInsert & { id: string })[] = [];
  const siteDay = siteDateKey(context.now, context.timeZone);
  for (const line of lines) {
    const object = objectOf(line.objectId);
    if (!isValidMovementValue(line.type, line.value)) {
      throw new AppError('BAD_REQUEST', INVENTORY_MESSAGES.checkQuantity);
    }
    const rows = stockOf(line.objectId);
    const locationId =
      line.locationId === undefined ? defaultLineLocation(rows, line) : line.locationId;
    let row = rows.find((r) => r.locationId === locationId);
    if (!row) {
      row = {
        id: randomUUID(),
        locationId,
        available: 0,
        awaitingPickup: 0,
        inUse: 0,
        reserved: 0,
        lowQuantityThreshold: null,
        changed: true,
        isNew: true,
      };
      rows.push(row);
    }
    const outcome = applyMovement(row, line);
    if (!outcome.ok) {
      throw new AppError('BAD_REQUEST', belowZeroMessage(object.title, outcome.quantity));
    }
    Object.assign(row, outcome.quantities, { changed: true });
    written.push({
      id: randomUUID(),
      siteKey: context.siteKey,
      objectId: line.objectId,
      locationId,
      type: line.type,
      value: line.value,
      companyId: line.companyId,
      parentRecordId: line.parentRecordId ?? null,
      taskId: line.taskId ?? null,
      toRecordId: line.toRecordId ?? null,
      pairId: line.pairId ?? null,
      initiatingEvent: line.initiatingEvent ?? null,
      reason: line.reason ?? null,
      rentStopDate: line.rentStopDate ?? null,
      siteDay,
      userId: context.userId,
      timestampCreated: context.now,
      lastModifiedBy: context.userId,
      timestampLastModified: context.now,
    });
  }

  const turnedLow: MovementResult['turnedLow'] = [];
  for (const id of objectIds) {
    const object = objectOf(id);
    const rows = stockOf(id);
    await writeStockRows(tx, context.siteKey, id, rows);
    const totals = rows.length ? sumStock(rows) : null;
    // A quantity the database cannot keep is refused like a bad value, not failed on write.
    if (totals && QUANTITY_KEYS.some((key) => totals[key] >= QUANTITY_LIMIT)) {
      throw new AppError('BAD_REQUEST', INVENTORY_MESSAGES.checkQuantity);
    }
    const threshold = objectLowThreshold(rows.map((r) => r.lowQuantityThreshold));
    const next = {
      quantityAvailable: totals?.available ?? object.quantityAvailable,
      quantityAwaitingPickup: totals?.awaitingPickup ?? object.quantityAwaitingPickup,
      quantityInUse: totals?.inUse ?? object.quantityInUse,
      quantityReserved: totals?.reserved ?? object.quantityReserved,
      lowQuantityThreshold: threshold,
    };
    await updateObjectRow(tx, id, {
      ...next,
      lastModifiedBy: context.userId,
      timestampLastModified: context.now,
    });
    const wasLow = isLowStock(object);
    if (!wasLow && isLowStock(next)) {
      turnedLow.push({
        id,
        title: object.title,
        quantityAvailable: next.quantityAvailable,
        threshold: next.lowQuantityThreshold,
      });
    }
  }
  await insertInventoryTransactions(tx, written);
  await notifyChange(tx, { site: context.siteKey, topics: ['inventory'], ids: objectIds });
  return { transactionIds: written.map((w) => w.id), turnedLow };
}

async function writeStockRows(
  tx: DbOrTx,
  siteKey: string,
  objectId: string,
  rows: readonly StockRow[],
): Promise<void> {
  for (const row of rows) {
    if (!row.changed) continue;
    const values = {
      available: row.available,
      awaitingPickup: row.awaitingPickup,
      inUse: row.inUse,
      reserved: row.reserved,
    };
    if (row.isNew) {
      await insertStockRow(tx, {
        id: row.id,
        siteKey,
        objectId,
        locationId: row.locationId,
        lowQuantityThreshold: row.lowQuantityThreshold,
        ...values,
      });
    } else {
      await updateStockRow(tx, row.id, values);
    }
  }
}

/** Every location a line names is a live location of the site. */
async function requireLocations(
  tx: DbOrTx,
  siteKey: string,
  lines: readonly MovementLine[],
): Promise<void> {
  const named = [
    ...new Set(lines.map((l) => l.locationId).filter((id): id is string => Boolean(id))),
  ];
  if (named.length === 0) return;
  const found = await liveLocationIdsAmong(tx, siteKey, named);
  if (found.length !== named.length) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
}
