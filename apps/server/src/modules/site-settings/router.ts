import { ZSiteSettingsChanges } from '@craftwork/domain/site/settings';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { getSiteSettings, updateSiteSettings } from './site-settings.service.ts';

/** The site-settings procedures: site admins read and change their site's settings. */
export const siteSettingsRouter = {
  get: siteAdminProcedure.handler(({ context }) => getSiteSettings(context.db, context.scope)),

  update: siteAdminProcedure
    .input(ZSiteSettingsChanges)
    .handler(({ context, input }) => updateSiteSettings(context.db, context.scope, input)),
};
