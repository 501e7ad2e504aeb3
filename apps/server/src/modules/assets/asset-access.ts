import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayManageAssets } from '@craftwork/domain/access/permissions';
import type { Scope } from '../../access/scope.ts';
import { AppError } from '../../errors.ts';
import type { Asset } from './assets.repository.ts';

/* What the asset use cases share: who may change assets, and where an asset's photo is served. */

/**
 * isPlantPersonnel saves assets (site admins have it); anyone else meets the spec's permission
 * error, 'Missing or insufficient permissions.' (part 3, sections 5 and 8).
 */
export function requireAssetManager(scope: Scope) {
  if (!mayManageAssets(scope.permissions))
    throw new AppError('FORBIDDEN', MESSAGES.missingPermissions);
}

export const ASSET_PHOTO_SIZES = ['full', 'reduced', 'thumb'] as const;
export type TAssetPhotoSize = (typeof ASSET_PHOTO_SIZES)[number];

/**
 * Where a size of an asset's photo is served. `version` is new for each photo, so an address
 * never shows another picture and browsers may keep it.
 */
export function assetPhotoUrl(assetId: string, version: string, size: TAssetPhotoSize) {
  return `/api/files/assets/${encodeURIComponent(assetId)}/${version}/${size}`;
}

/** Where a size of an asset's photo is stored. */
export function assetPhotoKey(siteKey: string, assetId: string, version: string, size: string) {
  return `${siteKey}/assets/${assetId}/${version}/${size}.jpg`;
}

/** The photo version named by an asset's thumbnail address, or null without a photo. */
export function photoVersionOf(thumbnailUrl: string | null): string | null {
  const match = thumbnailUrl?.match(/\/api\/files\/assets\/[^/]+\/([0-9a-f-]{36})\/thumb$/);
  return match?.[1] ?? null;
}

/** The photo's addresses (thumbnail and reduced), or null. */
export function photoOf(asset: Pick<Asset, 'id' | 'thumbnailUrl'>) {
  const version = photoVersionOf(asset.thumbnailUrl);
  if (!version) return null;
  return {
    thumb: assetPhotoUrl(asset.id, version, 'thumb'),
    reduced: assetPhotoUrl(asset.id, version, 'reduced'),
    full: assetPhotoUrl(asset.id, version, 'full'),
  };
}

/** The audited values of an asset. */
export function auditedValues(
  asset: Pick<Asset, 'customId' | 'title' | 'description' | 'locationId'>,
) {
  return {
    customId: asset.customId,
    title: asset.title,
    description: asset.description,
    locationId: asset.locationId,
  };
}
