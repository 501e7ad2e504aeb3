import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import { craftRecordScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assets, craftRecords, locations } from '../../db/schema.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';

/** The asset queries: the site's live assets, one asset, Asset ID clashes and an asset's records. */

export type Asset = typeof assets.$inferSelect;

const listColumns = {
  id: assets.id,
  customId: assets.customId,
  title: assets.title,
  description: assets.description,
  locationId: assets.locationId,
  locationTitle: locations.title,
  thumbnailUrl: assets.thumbnailUrl,
};

/** The site's live assets with their location's title (a deleted location reads as none). */
export function listAssets(db: DbOrTx, siteKey: string) {
  return db
    .select(listColumns)
    .from(assets)
    .leftJoin(locations, and(eq(locations.id, assets.locationId), isNull(locations.deletedAt)))
    .where(and(eq(assets.siteKey, siteKey), isNull(assets.deletedAt)))
    .orderBy(asc(assets.title), asc(assets.customId), asc(assets.id));
}

/** One live asset of the site with its location's title, or NOT_FOUND. */
export async function requireAssetView(db: DbOrTx, siteKey: string, id: string) {
  const [asset] = await db
    .select(listColumns)
    .from(assets)
    .leftJoin(locations, and(eq(locations.id, assets.locationId), isNull(locations.deletedAt)))
    .where(and(eq(assets.id, id), eq(assets.siteKey, siteKey), isNull(assets.deletedAt)));
  if (!asset) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return asset;
}

/** One live asset of the site, locked for a change, or NOT_FOUND. */
export async function requireAssetForUpdate(tx: DbOrTx, siteKey: string, id: string) {
  const [asset] = await tx
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.siteKey, siteKey), isNull(assets.deletedAt)))
    .for('update');
  if (!asset) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return asset;
}

/**
 * Serialises Asset ID checks of one site until the transaction ends, so two dialogs saving the
 * same new Asset ID at once cannot both pass the check.
 */
export async function lockSiteAssetIds(tx: DbOrTx, siteKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assets:${siteKey}`}))`);
}

/** Whether another live asset of the site has this Asset ID (compared without case or blanks). */
export async function customIdTaken(
  tx: DbOrTx,
  siteKey: string,
  customId: string,
  exceptId: string | null,
) {
  const [row] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.siteKey, siteKey),
        isNull(assets.deletedAt),
        sql`lower(trim(${assets.customId})) = lower(trim(${customId}))`,
        exceptId ? ne(assets.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether a live location of the site has this id. */

/** Most records an asset page lists (newest first). */
export const ASSET_RECORDS_LIMIT = 200;

/** The live craft records naming the asset that the caller may see (their scope), newest first. */
export function listAssetRecords(db: DbOrTx, scope: Scope, assetId: string) {
  return db
    .select({
      id: craftRecords.id,
      title: craftRecords.title,
      craftType: craftRecords.craftType,
      tagNumber: craftRecords.tagNumber,
      open: craftRecords.open,
      createdAt: craftRecords.timestampRecordCreated,
    })
    .from(craftRecords)
    .where(
      and(
        eq(craftRecords.assetId, assetId),
        craftRecordScope(scope),
        isNull(craftRecords.deletedAt),
      ),
    )
    .orderBy(desc(craftRecords.timestampRecordCreated), asc(craftRecords.id))
    .limit(ASSET_RECORDS_LIMIT);
}

export async function insertAsset(tx: DbOrTx, values: typeof assets.$inferInsert): Promise<void> {
  await tx.insert(assets).values(values);
}

export async function updateAssetRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof assets.$inferInsert>,
): Promise<void> {
  await tx.update(assets).set(values).where(eq(assets.id, id));
}

/** A live asset's photo address, for the photo files of the site's members. */
export function findLiveAssetPhoto(db: DbOrTx, siteKey: string, id: string) {
  return db.query.assets.findFirst({
    where: and(eq(assets.id, id), eq(assets.siteKey, siteKey), isNull(assets.deletedAt)),
    columns: { id: true, thumbnailUrl: true },
  });
}
