import { ZDownloadLinkInput } from '@craftwork/domain/accounts/schemas';
import { authedProcedure } from '../../rpc/init.ts';
import { sendAppDownloadLink } from './download.service.ts';

export const downloadRouter = {
  sendAppDownloadCodeLink: authedProcedure
    .input(ZDownloadLinkInput)
    .handler(async ({ context, input }) => {
      await sendAppDownloadLink(context, context.user, input);
      return { ok: true as const };
    }),
};
