import { isLoopbackAddress } from '@craftwork/domain/site/app-address';
import { ZSiteSettingsChanges } from '@craftwork/domain/site/settings';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { getSiteSettings, updateSiteSettings } from './site-settings.service.ts';

/** The site-settings procedures: site admins read and change their site's settings. */
export const siteSettingsRouter = {
  get: siteAdminProcedure.handler(({ context }) => getSiteSettings(context.db, context.scope)),

  /**
   * The address printed QR codes and mailed links carry for this admin (PUBLIC_URL, else the
   * address in use), and whether it is a loopback one that opens nothing on a phone.
   */
  printAddress: siteAdminProcedure.handler(({ context }) => ({
    address: context.env.publicUrl,
    isLoopback: isLoopbackAddress(context.env.publicUrl),
  })),

  update: siteAdminProcedure
    .input(ZSiteSettingsChanges)
    .handler(({ context, input }) => updateSiteSettings(context.db, context.scope, input)),
};
