import {
  ZApiRequestListFilter,
  ZApiRequestListInput,
  ZApiTokenIdInput,
  ZCreateApiTokenInput,
} from '@craftwork/domain/integrations/tokens';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { exportApiRequests, listApiRequests } from './api-requests.service.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';

const actorOf = (context: { scope: { siteKey: string }; user: { id: string } }) => ({
  siteKey: context.scope.siteKey,
  actorId: context.user.id,
});

/** The API token procedures of the Integrations page, for site admins, on their own site. */
export const apiTokensRouter = {
  list: siteAdminProcedure.handler(({ context }) =>
    listApiTokens(context.db, context.scope.siteKey),
  ),

  create: siteAdminProcedure
    .input(ZCreateApiTokenInput)
    .handler(({ context, input }) => createApiToken(context.db, actorOf(context), input)),

  revoke: siteAdminProcedure.input(ZApiTokenIdInput).handler(async ({ context, input }) => {
    await revokeApiToken(context.db, actorOf(context), input.tokenId);
    return { ok: true as const };
  }),

  requests: siteAdminProcedure
    .input(ZApiRequestListInput)
    .handler(({ context, input }) => listApiRequests(context.db, context.scope.siteKey, input)),

  exportRequests: siteAdminProcedure
    .input(ZApiRequestListFilter)
    .handler(({ context, input }) =>
      exportApiRequests(context.db, context.scope.siteKey, context.site, input),
    ),
};
