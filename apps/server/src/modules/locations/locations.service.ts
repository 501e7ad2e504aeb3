import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { randomUUID } from 'node:crypto';
import { inUseMessage, type TLocationFields } from '@craftwork/domain/admin/locations';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import {
  clearSelections,
  findLocationForUpdate,
  insertLocation,
  locationUsage,
  selectForApprovedMembers,
  updateLocation,
  type TLocationRow,
} from './locations.repository.ts';

type TFields = Required<{ [K in keyof TLocationFields]: Exclude<TLocationFields[K], undefined> }>;

const valuesOf = (row: TLocationRow) => ({
  title: row.title,
  department: row.department ?? '',
  latitude: row.latitude,
  longitude: row.longitude,
});

async function requireLocation(tx: DbOrTx, siteKey: string, id: string) {
  const row = await findLocationForUpdate(tx, siteKey, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.dataNotAvailable);
  return row;
}

/**
 * A new location of the caller's site, selected for every approved member (decision 125), so
 * that nothing filed under it is hidden from anyone.
 */
export async function createLocation(db: Database, scope: Scope, fields: TFields) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await insertLocation(tx, { id, siteKey: scope.siteKey, ...fields });
    await selectForApprovedMembers(tx, scope.siteKey, id);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'locations',
      action: 'created',
      targetId: id,
      targetLabel: fields.title,
      after: fields,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['locations'], ids: [id] });
  });
  return { id };
}

/** Changes a location; the lists read its title by id, so a new title shows everywhere. */
export async function editLocation(db: Database, scope: Scope, id: string, fields: TFields) {
  await db.transaction(async (tx) => {
    const row = await requireLocation(tx, scope.siteKey, id);
    const changed = changedValues(valuesOf(row), fields);
    if (!changed) return;
    await updateLocation(tx, id, fields);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'locations',
      action: 'updated',
      targetId: id,
      targetLabel: fields.title,
      ...changed,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['locations'], ids: [id] });
  });
}

/**
 * Deletes (softly) a location nothing uses; one still named by craft records, tasks, assets or
 * a user's default location is refused with what uses it. Users' selections of it are dropped.
 */
export async function deleteLocation(db: Database, scope: Scope, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await requireLocation(tx, scope.siteKey, id);
    const usage = await locationUsage(tx, scope.siteKey, id);
    const reason = inUseMessage('location', [
      [usage.craftRecords, 'craft record', 'craft records'],
      [usage.tasks, 'task', 'tasks'],
      [usage.assets, 'asset', 'assets'],
      [usage.defaultLocations, 'user as default location', 'users as default location'],
    ]);
    if (reason) throw new AppError('CONFLICT', reason, ERROR_REASONS.inUse);
    await updateLocation(tx, id, { deletedAt: now });
    await clearSelections(tx, scope.siteKey, id);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'locations',
      action: 'deleted',
      targetId: id,
      targetLabel: row.title,
      before: valuesOf(row),
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['locations'], ids: [id] });
  });
}
