import {
  ZSetDefaultSiteInput,
  ZSetNotificationsInput,
  ZSetUserLocationsInput,
  ZUpdatePhoneInput,
} from '@craftwork/domain/accounts/schemas';
import { ZSetLanguageInput } from '@craftwork/domain/i18n/schemas';
import { ZProfilePhotoInput } from '@craftwork/domain/accounts/photo-urls';
import { authedProcedure, siteProcedure } from '../../rpc/init.ts';
import { removeProfilePhoto, setProfilePhoto } from './profile-photo.service.ts';
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
  /** Every signed-in user chooses their own language, on a site or none. */
  setLanguage: authedProcedure.input(ZSetLanguageInput).handler(async ({ context, input }) => {
    await profile.setLanguage(context.db, context.user.id, input.language);
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
  /** The profile card's photo (three JPEG sizes), checked by content before it is kept. */
  setPhoto: authedProcedure
    .input(ZProfilePhotoInput)
    .handler(({ context, input }) =>
      setProfilePhoto(
        context.db,
        context.storage,
        context.user.id,
        input.file,
        context.env.RATE_LIMIT_MULTIPLIER,
      ),
    ),
  removePhoto: authedProcedure.handler(({ context }) =>
    removeProfilePhoto(context.db, context.storage, context.user.id),
  ),
};
