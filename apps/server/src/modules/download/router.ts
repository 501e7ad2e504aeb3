import { ZDownloadLinkInput } from '@craftwork/domain/accounts/schemas';
import { limit } from '../../access/rate-limit.ts';
import { authedProcedure } from '../../rpc/init.ts';
import { sendAppDownloadLink } from './download.service.ts';

export const downloadRouter = {
  sendAppDownloadCodeLink: authedProcedure
    .input(ZDownloadLinkInput)
    .handler(async ({ context, input }) => {
      await limit(
        context.db,
        'downloadLinkPerUser',
        context.user.id,
        context.env.RATE_LIMIT_MULTIPLIER,
      );
      await sendAppDownloadLink(context, context.user, input);
      return { ok: true as const };
    }),
};
