import { siteProcedure } from '../../rpc/init.ts';
import { requireInventoryEnabled } from './enabled.ts';

/** A procedure of an inventory screen: an approved member of a site that enables inventory. */
export const inventoryProcedure = siteProcedure.use(async ({ context, next }) => {
  await requireInventoryEnabled(context.site);
  return next();
});
