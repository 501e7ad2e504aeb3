import { randomUUID } from 'node:crypto';
import { ASSET_MESSAGES, type TAssetFields } from '@craftwork/domain/admin/assets';
import { isLiveLocation } from '../locations/index.ts';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import { auditedValues, requireAssetManager } from './asset-access.ts';
import {
  customIdTaken,
  insertAsset,
  lockSiteAssetIds,
  requireAssetForUpdate,
  updateAssetRow,
} from './assets.repository.ts';

type Fields = Required<TAssetFields>;

/** The checks of both dialogs: the Asset ID is the site's only one, the location the site's. */
async function checkFields(tx: DbOrTx, scope: Scope, fields: Fields, exceptId: string | null) {
  await lockSiteAssetIds(tx, scope.siteKey);
  if (await customIdTaken(tx, scope.siteKey, fields.customId, exceptId))
    throw new AppError('CONFLICT', ASSET_MESSAGES.duplicateCustomId);
  if (fields.locationId && !(await isLiveLocation(tx, scope.siteKey, fields.locationId)))
    throw new AppError('BAD_REQUEST', ASSET_MESSAGES.unknownLocation);
}

/** New Asset: plant personnel only; audited and announced. */
export async function createAsset(db: Database, scope: Scope, fields: Fields) {
  requireAssetManager(scope);
  return db.transaction(async (tx) => {
    await checkFields(tx, scope, fields, null);
    const id = randomUUID();
    const values = auditedValues(fields);
    await insertAsset(tx, { id, siteKey: scope.siteKey, createdBy: scope.userId, ...values });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'assets',
      action: 'created',
      targetId: id,
      targetLabel: fields.title,
      after: values,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['assets'], ids: [id] });
    return { id };
  });
}

/** Edit: plant personnel only; writes (and audits) only what changed. */
export async function updateAsset(
  db: Database,
  scope: Scope,
  input: Fields & { id: string },
  now = new Date(),
) {
  requireAssetManager(scope);
  const { id, ...fields } = input;
  await db.transaction(async (tx) => {
    const asset = await requireAssetForUpdate(tx, scope.siteKey, id);
    await checkFields(tx, scope, fields, id);
    const change = changedValues(auditedValues(asset), auditedValues(fields));
    if (!change) return;
    await updateAssetRow(tx, id, { ...auditedValues(fields), updatedAt: now });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'assets',
      action: 'updated',
      targetId: id,
      targetLabel: fields.title,
      ...change,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['assets'], ids: [id] });
  });
}
