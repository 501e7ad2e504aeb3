import { ZSaveSsoConnectionInput, ZSsoLookupInput } from '@craftwork/domain/admin/sso-schemas';
import { limit } from '../../access/rate-limit.ts';
import { publicProcedure, siteAdminProcedure } from '../../rpc/init.ts';
import { createScimToken, revokeScimToken } from './scim-token.service.ts';
import { getSsoConnection, lookupSsoProvider, saveSsoConnection } from './sso.service.ts';

/** Company sign-in (issue 37): site admins connect their provider; anyone may ask by address. */
export const ssoRouter = {
  get: siteAdminProcedure.handler(({ context }) =>
    getSsoConnection(context.db, context.scope, context.env),
  ),

  save: siteAdminProcedure
    .input(ZSaveSsoConnectionInput)
    .handler(({ context, input }) =>
      saveSsoConnection(context.db, context.scope, context.env, input),
    ),

  /** A new SCIM token for the provider (decision 232), shown this once; replaces any other. */
  createScimToken: siteAdminProcedure.handler(({ context }) =>
    createScimToken(context.db, context.scope),
  ),

  revokeScimToken: siteAdminProcedure.handler(({ context }) =>
    revokeScimToken(context.db, context.scope),
  ),

  /**
   * Whether an address signs in through a provider, and its name: nothing about the site.
   * Limited per address, so domains cannot be listed by asking quickly.
   */
  lookup: publicProcedure.input(ZSsoLookupInput).handler(async ({ context, input }) => {
    await limit(context.db, 'ssoLookupPerIp', context.ip, context.env.RATE_LIMIT_MULTIPLIER);
    const found = await lookupSsoProvider(context.db, input.email);
    return found && { providerId: found.providerId, providerName: found.providerName };
  }),
};
