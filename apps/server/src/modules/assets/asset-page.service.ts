import QRCode from 'qrcode';
import { assetPath } from '@craftwork/domain/admin/assets';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { photoOf, requireAssetManager } from './asset-access.ts';
import { listAssetRecords, listAssets, requireAssetView } from './assets.repository.ts';

type AssetRow = Awaited<ReturnType<typeof listAssets>>[number];

const toView = (row: AssetRow) => ({
  id: row.id,
  customId: row.customId,
  title: row.title,
  description: row.description,
  locationId: row.locationTitle ? row.locationId : null,
  locationTitle: row.locationTitle,
  photo: photoOf(row),
});

/** /asset-list: the site's assets, for those who may save them (plant personnel). */
export async function listSiteAssets(db: Database, scope: Scope) {
  // /asset-list is an admin option: the same rule as the screen (domain access/screens.ts).
  requireAssetManager(scope);
  return (await listAssets(db, scope.siteKey)).map(toView);
}

/** /asset/{id}: the asset and the craft records naming it that the caller may see. */
export async function getAsset(db: Database, scope: Scope, id: string) {
  const asset = toView(await requireAssetView(db, scope.siteKey, id));
  const records = await listAssetRecords(db, scope, id);
  return { ...asset, records };
}

/**
 * The asset's QR code: an SVG of the absolute address of its page, built from PUBLIC_URL, else
 * from the address the signed-in caller is using (decision 202: a caller's Host only reaches
 * what that caller prints).
 */
export async function assetQrCode(db: Database, scope: Scope, publicUrl: string, id: string) {
  const asset = await requireAssetView(db, scope.siteKey, id);
  const url = `${publicUrl.replace(/\/+$/, '')}${assetPath(asset.id)}`;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { url, svg, customId: asset.customId, title: asset.title };
}
