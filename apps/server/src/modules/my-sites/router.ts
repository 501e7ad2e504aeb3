import { ZCreateSiteInput } from '@craftwork/domain/site/new-site';
import { authedProcedure } from '../../rpc/init.ts';
import { createOwnSite } from './create-own-site.service.ts';
import { listUserSites } from './my-sites.repository.ts';

/**
 * The my-sites procedures (/admin/my-sites), for any signed-in user. Switching the default
 * site is profile.setDefaultSite and applying is sites.applyToSiteKey.
 */
export const mySitesRouter = {
  list: authedProcedure.handler(({ context }) => listUserSites(context.db, context.user.id)),

  createSite: authedProcedure.input(ZCreateSiteInput).handler(({ context, input }) =>
    createOwnSite(context.db, {
      userId: context.user.id,
      site: input,
      rateLimitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
    }),
  ),
};
