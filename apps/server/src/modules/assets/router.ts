import { z } from 'zod';
import {
  ZAssetIdInput,
  ZCreateAssetInput,
  ZUpdateAssetInput,
} from '@craftwork/domain/admin/assets';
import { PHOTO_LIMITS } from '@craftwork/domain/records/photos';
import { TEXT_LIMITS } from '@craftwork/domain/text/text';
import { siteProcedure } from '../../rpc/init.ts';
import { assetQrCode, getAsset, listSiteAssets } from './asset-page.service.ts';
import { removeAssetPhoto, setAssetPhoto } from './asset-photo.service.ts';
import { deleteAsset } from './delete-asset.service.ts';
import { createAsset, updateAsset } from './save-asset.service.ts';

// Files up to twice the photo limit reach the service, which refuses the larger ones by name.
const ZPhotoFile = z.file().max(PHOTO_LIMITS.maxBytes * 2);

/** The assets procedures: any approved member reads; plant personnel save (the services check). */
export const assetsRouter = {
  list: siteProcedure.handler(({ context }) => listSiteAssets(context.db, context.scope)),

  get: siteProcedure
    .input(ZAssetIdInput)
    .handler(({ context, input }) => getAsset(context.db, context.scope, input.id)),

  qrCode: siteProcedure
    .input(ZAssetIdInput)
    .handler(({ context, input }) =>
      assetQrCode(context.db, context.scope, context.env.publicUrl, input.id),
    ),

  create: siteProcedure
    .input(ZCreateAssetInput)
    .handler(({ context, input }) => createAsset(context.db, context.scope, input)),

  update: siteProcedure.input(ZUpdateAssetInput).handler(async ({ context, input }) => {
    await updateAsset(context.db, context.scope, input);
    return { ok: true as const };
  }),

  delete: siteProcedure.input(ZAssetIdInput).handler(async ({ context, input }) => {
    await deleteAsset(context.db, context.scope, input.id);
    return { ok: true as const };
  }),

  setPhoto: siteProcedure
    .input(z.object({ assetId: z.string().min(1).max(TEXT_LIMITS.id), file: ZPhotoFile }))
    .handler(({ context, input }) =>
      setAssetPhoto(context.db, context.storage, context.scope, {
        ...input,
        limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
      }),
    ),

  removePhoto: siteProcedure.input(ZAssetIdInput).handler(async ({ context, input }) => {
    await removeAssetPhoto(context.db, context.storage, context.scope, input.id);
    return { ok: true as const };
  }),
};
