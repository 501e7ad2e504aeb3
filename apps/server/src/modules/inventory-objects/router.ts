import { ZNewInventoryObjectInput } from '@craftwork/domain/inventory/movement';
import {
  ZInventoryObjectHistoryInput,
  ZInventoryObjectIdInput,
  ZInventoryObjectListFilter,
  ZInventoryObjectListInput,
  ZManualMovementInput,
  ZSetInventoryStatusInput,
  ZSetInventoryThresholdInput,
  ZUpdateInventoryObjectInput,
} from '@craftwork/domain/inventory/objects';
import { inventoryProcedure } from '../inventory-stock/index.ts';
import {
  moveInventory,
  setInventoryObjectStatus,
  setInventoryObjectThreshold,
  updateInventoryObject,
} from './objects-edit.service.ts';
import {
  createInventoryObject,
  exportInventoryObjects,
  getInventoryObject,
  inventoryObjectHistory,
  listInventoryObjects,
  type InventoryServices,
} from './objects.service.ts';

/** The request's parts the services use. */
const services = (
  context: Omit<InventoryServices, 'publicUrl'> & { env: { publicUrl: string } },
): InventoryServices => ({
  db: context.db,
  scope: context.scope,
  site: context.site,
  mailer: context.mailer,
  publicUrl: context.env.publicUrl,
  log: context.log,
});

/**
 * The inventory-objects procedures: any approved member of a site with inventory reads the
 * objects they see; creating needs mayCreateInventoryObject, editing and manual movements
 * mayEditInventoryObject (the services check).
 */
export const inventoryObjectsRouter = {
  list: inventoryProcedure
    .input(ZInventoryObjectListInput)
    .handler(({ context, input }) => listInventoryObjects(context.db, context.scope, input)),

  exportCsv: inventoryProcedure
    .input(ZInventoryObjectListFilter)
    .handler(({ context, input }) =>
      exportInventoryObjects(context.db, context.scope, context.site, input),
    ),

  get: inventoryProcedure
    .input(ZInventoryObjectIdInput)
    .handler(({ context, input }) => getInventoryObject(context.db, context.scope, input.id)),

  history: inventoryProcedure
    .input(ZInventoryObjectHistoryInput)
    .handler(({ context, input }) => inventoryObjectHistory(context.db, context.scope, input)),

  create: inventoryProcedure
    .input(ZNewInventoryObjectInput)
    .handler(({ context, input }) => createInventoryObject(services(context), input)),

  update: inventoryProcedure
    .input(ZUpdateInventoryObjectInput)
    .handler(async ({ context, input }) => {
      await updateInventoryObject(services(context), input);
      return { ok: true as const };
    }),

  setStatus: inventoryProcedure
    .input(ZSetInventoryStatusInput)
    .handler(async ({ context, input }) => {
      await setInventoryObjectStatus(services(context), input);
      return { ok: true as const };
    }),

  setThreshold: inventoryProcedure
    .input(ZSetInventoryThresholdInput)
    .handler(async ({ context, input }) => {
      await setInventoryObjectThreshold(services(context), input);
      return { ok: true as const };
    }),

  move: inventoryProcedure
    .input(ZManualMovementInput)
    .handler(({ context, input }) => moveInventory(services(context), input)),
};
