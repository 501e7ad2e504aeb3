import { randomUUID } from 'node:crypto';
import { isLowStock } from '@craftwork/domain/catalogues/inventory';
import { mayEditInventoryObject } from '@craftwork/domain/inventory/access';
import {
  manualMovementLines,
  type TManualMovementInput,
  type TSetInventoryStatusInput,
  type TSetInventoryThresholdInput,
  type TUpdateInventoryObjectInput,
} from '@craftwork/domain/inventory/objects';
import { objectLowThreshold } from '@craftwork/domain/inventory/quantities';
import { isLiveLocation } from '../locations/index.ts';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  findStockRowAt,
  insertStockRow,
  setStockThreshold,
  stockThresholdsOf,
  updateObjectRow,
} from './object-writes.repository.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues } from '../audit/index.ts';
import { applyMovements } from '../inventory-stock/index.ts';
import { writeInventoryAudit } from './inventory-audit.ts';
import {
  liveCompanyIds,
  requireVisibleObjectForUpdate,
  type InventoryObject,
} from './objects.repository.ts';
import { mailObjectsTurnedLow, type InventoryServices } from './objects.service.ts';

/** Editing an object: plant personnel, site admins, or a user of its only authorized company. */
export function requireEditor(scope: Scope, object: Pick<InventoryObject, 'authorizedCompanies'>) {
  if (!mayEditInventoryObject(scope, object)) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
}

/** The object a change is made to: visible to the caller (else hidden), editable by them, locked. */
async function requireEditableObject(tx: DbOrTx, scope: Scope, id: string) {
  const object = await requireVisibleObjectForUpdate(tx, scope, id);
  requireEditor(scope, object);
  return object;
}

async function touched(tx: DbOrTx, scope: Scope, id: string, set: Partial<InventoryObject>) {
  await updateObjectRow(tx, id, {
    ...set,
    lastModifiedBy: scope.userId,
    timestampLastModified: new Date(),
  });
  await notifyChange(tx, { site: scope.siteKey, topics: ['inventory'], ids: [id] });
}

/**
 * inventoryObjects.update: the title, the craft types and (plant personnel and site admins
 * only) the companies the object is authorized for, each a live company of the site.
 */
export async function updateInventoryObject(
  services: InventoryServices,
  input: TUpdateInventoryObjectInput,
) {
  const { db, scope } = services;
  await db.transaction(async (tx) => {
    const object = await requireEditableObject(tx, scope, input.id);
    let authorizedCompanies: string[] | undefined;
    if (input.authorizedCompanies !== undefined) {
      if (!scope.permissions.isPlantPersonnel && !scope.permissions.isSiteAdmin) {
        throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
      }
      const wanted = [...new Set(input.authorizedCompanies)].sort();
      const live = await liveCompanyIds(tx, scope.siteKey, wanted);
      if (live.length !== wanted.length) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
      authorizedCompanies = wanted;
    }
    const craftTypes = input.craftTypes
      ? [...new Set(input.craftTypes)].sort((a, b) => a - b)
      : undefined;
    const change = changedValues(
      {
        title: object.title,
        craftTypes: object.craftTypes,
        authorizedCompanies: [...object.authorizedCompanies].sort(),
      },
      { title: input.title, craftTypes, authorizedCompanies },
    );
    if (!change) return;
    await touched(tx, scope, object.id, { title: input.title, craftTypes, authorizedCompanies });
    await writeInventoryAudit(tx, scope, {
      action: 'updated',
      targetId: object.id,
      targetLabel: input.title,
      ...change,
    });
  });
}

/** inventoryObjects.setStatus: Active (10) or Inactive (90); inactive objects stay listed. */
export async function setInventoryObjectStatus(
  services: InventoryServices,
  input: TSetInventoryStatusInput,
) {
  const { db, scope } = services;
  await db.transaction(async (tx) => {
    const object = await requireEditableObject(tx, scope, input.id);
    if (object.status === input.status) return;
    await touched(tx, scope, object.id, { status: input.status });
    await writeInventoryAudit(tx, scope, {
      action: 'updated',
      targetId: object.id,
      targetLabel: object.title,
      before: { status: object.status },
      after: { status: input.status },
    });
  });
}

/**
 * inventoryObjects.setThreshold: a location's own Low threshold (null clears it); the object's
 * threshold becomes the least of its locations' thresholds.
 */
export async function setInventoryObjectThreshold(
  services: InventoryServices,
  input: TSetInventoryThresholdInput,
) {
  const { db, scope } = services;
  const turnedLow = await db.transaction(async (tx) => {
    const object = await requireEditableObject(tx, scope, input.id);
    const row = await findStockRowAt(tx, object.id, input.locationId);
    if (row) {
      await setStockThreshold(tx, row.id, input.threshold);
    } else {
      if (
        input.locationId !== null &&
        !(await isLiveLocation(tx, scope.siteKey, input.locationId))
      ) {
        throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
      }
      await insertStockRow(tx, {
        id: randomUUID(),
        siteKey: scope.siteKey,
        objectId: object.id,
        locationId: input.locationId,
        lowQuantityThreshold: input.threshold,
      });
    }
    const thresholds = await stockThresholdsOf(tx, object.id);
    const threshold = objectLowThreshold(thresholds.map((t) => t.threshold));
    await touched(tx, scope, object.id, { lowQuantityThreshold: threshold });
    await writeInventoryAudit(tx, scope, {
      action: 'updated',
      targetId: object.id,
      targetLabel: object.title,
      before: { locationId: input.locationId, lowQuantityThreshold: row?.threshold ?? null },
      after: { locationId: input.locationId, lowQuantityThreshold: input.threshold },
    });
    const next = { quantityAvailable: object.quantityAvailable, lowQuantityThreshold: threshold };
    return !isLowStock(object) && isLowStock(next)
      ? [
          {
            id: object.id,
            title: object.title,
            quantityAvailable: object.quantityAvailable,
            threshold,
          },
        ]
      : [];
  });
  mailObjectsTurnedLow(services, turnedLow);
}

/**
 * inventoryObjects.move: a manual correction, transfer, reserve or un-reserve by an editor of
 * the object, written all or nothing by the one movement writer; the low-stock e-mail follows
 * the commit.
 */
export async function moveInventory(services: InventoryServices, input: TManualMovementInput) {
  const { db, scope } = services;
  const site = await services.site();
  const result = await db.transaction(async (tx) => {
    await requireEditableObject(tx, scope, input.objectId);
    const lines = manualMovementLines(input, randomUUID()).map((line) => ({
      ...line,
      companyId: scope.companyId,
    }));
    return applyMovements(
      tx,
      { siteKey: scope.siteKey, userId: scope.userId, timeZone: site.timezone, now: new Date() },
      lines,
    );
  });
  mailObjectsTurnedLow(services, result.turnedLow);
  return { transactionIds: result.transactionIds };
}
