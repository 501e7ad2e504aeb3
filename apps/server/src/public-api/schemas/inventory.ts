import { z } from 'zod';
import {
  pageOf,
  ZCraftType,
  ZInventoryStatus,
  ZMovementType,
  ZNullableId,
  ZTimestamp,
} from './common.ts';

const objectShape = {
  id: z.string(),
  title: z.string(),
  quantityAvailable: z.number(),
  quantityAwaitingPickup: z.number(),
  quantityInUse: z.number(),
  quantityReserved: z.number(),
  lowQuantityThreshold: z.number(),
  low: z.boolean().describe('Available at or below the low-quantity threshold.'),
  status: ZInventoryStatus,
  statusName: z.string(),
  lastModified: ZTimestamp,
  modifiedBy: z.string(),
  mayEdit: z.boolean(),
};
export const ZInventoryObjectSummary = z
  .object(objectShape)
  .describe('An inventory object as lists answer it, with its quantities over all locations.');
export const ZInventoryObjectPage = pageOf(ZInventoryObjectSummary, 'inventory objects');

const quantities = {
  available: z.number(),
  awaitingPickup: z.number(),
  inUse: z.number(),
  reserved: z.number(),
};
export const ZInventoryObject = z
  .object({
    ...objectShape,
    craftTypes: z.array(ZCraftType),
    authorizedCompanies: z.array(z.string()),
    stock: z.array(
      z.object({
        id: z.string(),
        locationId: ZNullableId,
        locationTitle: z.string().nullable(),
        locationDeleted: z.boolean(),
        ...quantities,
        lowQuantityThreshold: z.number().nullable(),
      }),
    ),
    totals: z.object(quantities),
  })
  .describe('An inventory object with its stock at each location.');

export const ZInventoryTransaction = z
  .object({
    id: z.string(),
    objectId: z.string(),
    object: z.string().describe("The object's title."),
    user: z.string(),
    company: z.string(),
    created: ZTimestamp,
    type: ZMovementType,
    typeLabel: z.string(),
    value: z.number(),
    location: z.string(),
    craftRecordId: ZNullableId,
    craftRecord: z.string(),
    taskId: ZNullableId,
    task: z.string(),
    reason: z.string(),
  })
  .describe('A movement of inventory.');
export const ZInventoryTransactionPage = pageOf(ZInventoryTransaction, 'inventory transactions');
