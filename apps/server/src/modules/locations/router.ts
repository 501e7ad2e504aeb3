import {
  ZCreateLocationInput,
  ZLocationIdInput,
  ZUpdateLocationInput,
} from '@craftwork/domain/admin/locations';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { listLocations } from './locations.repository.ts';
import { createLocation, deleteLocation, editLocation } from './locations.service.ts';

/** Locations Management (/location-list): site admins only. */
export const locationsRouter = {
  list: siteAdminProcedure.handler(({ context }) =>
    listLocations(context.db, context.scope.siteKey),
  ),

  create: siteAdminProcedure
    .input(ZCreateLocationInput)
    .handler(({ context, input }) => createLocation(context.db, context.scope, input)),

  update: siteAdminProcedure.input(ZUpdateLocationInput).handler(async ({ context, input }) => {
    const { id, ...fields } = input;
    await editLocation(context.db, context.scope, id, fields);
    return { ok: true as const };
  }),

  delete: siteAdminProcedure.input(ZLocationIdInput).handler(async ({ context, input }) => {
    await deleteLocation(context.db, context.scope, input.id);
    return { ok: true as const };
  }),
};
