import {
  ZTagRecordInput,
  ZTagTokenInput,
  type TPublicScaffoldTag,
} from '@craftwork/domain/compliance/tag';
import { publicProcedure, siteProcedure } from '../../rpc/init.ts';
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
