import {
  ZCraftRecordListFilter,
  ZCraftRecordListInput,
  ZDeletedCraftRecordListFilter,
  ZDashboardInput,
  ZDeletedCraftRecordListInput,
  ZRestoreInput,
} from '@craftwork/domain/lists/queries';
import { ZAttachmentFile } from '@craftwork/domain/records/attachments';
import { PHOTO_LIMITS } from '@craftwork/domain/records/photos';
import { z } from 'zod';
import { ZDeleteTaskInput, ZUpdateCraftDetailsInput } from '@craftwork/domain/tasks/schemas';
import { siteProcedure } from '../../rpc/init.ts';
import { idempotent } from '../../rpc/idempotency.ts';
import { deleteParentRecord } from './delete-record.service.ts';
import { getCraftRecord } from './get-craft-record.service.ts';
import {
  addAttachment,
  deleteAttachment,
  MAX_ATTACHMENT_BYTES,
} from './record-attachments.service.ts';
import { updateCraftDetails } from './update-craft-details.service.ts';
import * as photos from './record-photos.service.ts';
import * as records from './records.service.ts';
import * as standing from './standing-scaffolds.service.ts';

const ZId = z.string().min(1).max(128);
// Files between the photo and the attachment limits are refused by the service, naming them.
const ZPhotoFiles = z
  .array(z.file().max(MAX_ATTACHMENT_BYTES))
  .min(1)
  .max(PHOTO_LIMITS.maxPerUpload);

export const craftRecordsRouter = {
  list: siteProcedure
    .input(ZCraftRecordListInput)
    .handler(({ context, input }) => records.listCraftRecords(context.db, context.scope, input)),

  exportCsv: siteProcedure
    .input(ZCraftRecordListFilter)
    .handler(({ context, input }) => records.exportCraftRecords(context.db, context.scope, input)),

  /** The Map View's Installed Scaffolds: the standing scaffolds, whatever the list. */
  standingScaffolds: siteProcedure
    .input(ZDashboardInput)
    .handler(({ context, input }) =>
      standing.listStandingScaffolds(context.db, context.scope, input.craftType),
    ),

  listDeleted: siteProcedure
    .input(ZDeletedCraftRecordListInput)
    .handler(({ context, input }) =>
      records.listDeletedCraftRecords(context.db, context.scope, input),
    ),

  exportDeletedCsv: siteProcedure
    .input(ZDeletedCraftRecordListFilter)
    .handler(({ context, input }) =>
      records.exportDeletedCraftRecords(context.db, context.scope, input),
    ),

  get: siteProcedure
    .input(z.object({ id: ZId }))
    .handler(({ context, input }) => getCraftRecord(context.db, context.scope, input.id)),

  updateCraftDetails: siteProcedure
    .input(ZUpdateCraftDetailsInput)
    .handler(async ({ context, input }) => {
      await updateCraftDetails(context.db, context.scope, context.site, input);
      return { ok: true as const };
    }),

  deleteParentRecord: siteProcedure.input(ZDeleteTaskInput).handler(async ({ context, input }) => {
    await deleteParentRecord(context.db, context.scope, input.refPath);
    return { ok: true as const };
  }),

  addPhotos: siteProcedure
    .input(z.object({ craftRecordId: ZId, files: ZPhotoFiles }))
    .use(idempotent)
    .handler(({ context, input }) =>
      photos.addPhotos(context.db, context.storage, context.scope, {
        ...input,
        limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
      }),
    ),

  deletePhoto: siteProcedure
    .input(z.object({ photoId: ZId }))
    .handler(async ({ context, input }) => {
      await photos.deletePhoto(context.db, context.storage, context.scope, input.photoId);
      return { ok: true as const };
    }),

  addAttachment: siteProcedure
    .input(
      z.object({
        craftRecordId: ZId,
        taskId: ZId.nullable().default(null),
        file: ZAttachmentFile,
      }),
    )
    .handler(({ context, input }) =>
      addAttachment(context.db, context.storage, context.scope, input),
    ),

  deleteAttachment: siteProcedure
    .input(z.object({ attachmentId: ZId }))
    .handler(async ({ context, input }) => {
      await deleteAttachment(context.db, context.storage, context.scope, input.attachmentId);
      return { ok: true as const };
    }),

  restoreParentRecord: siteProcedure.input(ZRestoreInput).handler(async ({ context, input }) => {
    await records.restoreParentRecord(context.db, context.scope, input.refPath);
    return { ok: true as const };
  }),
};
