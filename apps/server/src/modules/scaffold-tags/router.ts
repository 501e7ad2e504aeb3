import {
  ZTagRecordInput,
  ZTagTokenInput,
  type TPublicScaffoldTag,
} from '@craftwork/domain/compliance/tag';
import { ZGenerateQrTagInput } from '@craftwork/domain/records/qr-tag';
import { publicProcedure, siteProcedure } from '../../rpc/init.ts';
import { qrTagUrl } from './qr-tag.service.ts';
import {
  getPublicTag,
  regenerateTag,
  tagLinkForRecord,
  type TTagLink,
} from './scaffold-tags.service.ts';

/**
 * The public scaffold tag page (/tag/{token}) and a record's tag link. `get` needs no sign-in:
 * the token is the key, rate-limited per client; a signed-in member who may open the record
 * also gets its id.
 */
export const scaffoldTagsRouter = {
  get: publicProcedure
    .input(ZTagTokenInput)
    .handler(({ context, input }): Promise<TPublicScaffoldTag> =>
      getPublicTag(
        {
          db: context.db,
          ip: context.ip,
          limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
          userId: context.session?.user.id ?? null,
        },
        input.token,
      ),
    ),
  forRecord: siteProcedure
    .input(ZTagRecordInput)
    .handler(({ context, input }): Promise<TTagLink> =>
      tagLinkForRecord(context.db, context.scope, context.env.publicUrl, input.recordId),
    ),
  regenerate: siteProcedure
    .input(ZTagRecordInput)
    .handler(({ context, input }): Promise<TTagLink> =>
      regenerateTag(context.db, context.scope, context.env.publicUrl, input.recordId),
    ),
};

/** The printable QR tag of a record, called under the records' name (`craftRecords.*`). */
export const qrTagProcedures = {
  /** The spec's callable name; answers the URL of the printable tag (opened in a new tab). */
  handleGenerateQRScaffoldTagCF: siteProcedure
    .input(ZGenerateQrTagInput)
    .handler(({ context, input }) =>
      qrTagUrl(context.db, context.scope, input.craftRecordID, {
        size: input.size,
        whiteLabel: input.whiteLabel === true,
      }),
    ),
};
