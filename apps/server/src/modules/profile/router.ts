import {
  ZSetDefaultSiteInput,
  ZSetNotificationsInput,
  ZSetUserLocationsInput,
  ZUpdatePhoneInput,
} from '@craftwork/domain/accounts/schemas';
import { authedProcedure, siteProcedure } from '../../rpc/init.ts';
import * as profile from './profile.service.ts';

const ok = { ok: true as const };

export const profileRouter = {
  updatePhone: authedProcedure.input(ZUpdatePhoneInput).handler(async ({ context, input }) => {
    await profile.updatePhone(context.db, context.user.id, input.phone);
    return ok;
  }),
  setNotifications: authedProcedure
    .input(ZSetNotificationsInput)
    .handler(async ({ context, input }) => {
      await profile.setNotifications(context.db, context.user.id, input.receiveNotifications);
      return ok;
    }),
  setDefaultSite: authedProcedure
    .input(ZSetDefaultSiteInput)
    .handler(async ({ context, input }) => {
      await profile.setDefaultSite(context.db, context.user.id, input.siteKey);
      return ok;
    }),
  setUserLocations: siteProcedure
    .input(ZSetUserLocationsInput)
    .handler(async ({ context, input }) => {
      await profile.setUserLocations(
        context.db,
        context.scope.siteKey,
        context.user.id,
        input.locationIds,
      );
      return ok;
    }),
};
