import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { auditedValues, requireAssetManager } from './asset-access.ts';
import { requireAssetForUpdate, updateAssetRow } from './assets.repository.ts';

/**
 * Delete: plant personnel only. The row stays (deletedAt), so the records naming the asset keep
 * their reference and show it as [Unavailable]; its Asset ID becomes free for a new asset.
 */
export async function deleteAsset(db: Database, scope: Scope, id: string, now = new Date()) {
  requireAssetManager(scope);
  await db.transaction(async (tx) => {
    const asset = await requireAssetForUpdate(tx, scope.siteKey, id);
    await updateAssetRow(tx, id, { deletedAt: now, updatedAt: now });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'assets',
      action: 'deleted',
      targetId: id,
      targetLabel: asset.title,
      before: auditedValues(asset),
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['assets', 'craftRecords'], ids: [id] });
  });
}
