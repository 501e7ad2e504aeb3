import type { TRpcOutputs } from '../../../lib/rpc';

type TOutputs = TRpcOutputs['inventoryObjects'];

/** A row of the Inventory Objects list. */
export type TInventoryObjectRow = TOutputs['list']['rows'][number];

/** The object page: the object, its stock per location and whether the caller may edit. */
export type TInventoryObjectPage = TOutputs['get'];

/** An object's quantities at one location. */
export type TStockRow = TInventoryObjectPage['stock'][number];

/** A line of the object's movement history. */
export type THistoryRow = TOutputs['history']['rows'][number];
