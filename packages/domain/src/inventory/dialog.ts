import {
  DEFAULT_MATERIAL_PICKUP,
  INVENTORY_TRANSACTION_TYPE as TT,
  inventoryTransactionTypeLabel,
  isLowStock,
  type TInventoryTransactionTypeCode,
  type TMaterialPickup,
} from '../catalogues/inventory.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { offersMaterialPickup, recommendedMovementFor } from './movement.ts';

/**
 * The status dialog's Inventory Transactions tab (spec part 3, section 2.4; decision 134): when
 * it shows, the movement types it offers, the first one selected, and what a save with lines
 * may carry.
 */

/** The movement types a line of the status dialog may take, in the catalogue's order. */
export const DIALOG_MOVEMENT_TYPES: readonly TInventoryTransactionTypeCode[] = [
  TT.RESERVE,
  TT.UN_RESERVE,
  TT.CONSUMED_FROM_RESERVE,
  TT.CONSUMED_FROM_STOCK,
  TT.ON_RENT_FROM_RESERVED,
  TT.ON_RENT_FROM_LAYDOWN_YARD,
  TT.OFF_RENT_TO_LAYDOWN_YARD,
];

export const DIALOG_MOVEMENT_OPTIONS: readonly { code: number; label: string }[] =
  DIALOG_MOVEMENT_TYPES.map((code) => ({ code, label: inventoryTransactionTypeLabel(code) }));

export function isDialogMovementType(code: number): boolean {
  return (DIALOG_MOVEMENT_TYPES as readonly number[]).includes(code);
}

/** Texts of the tab the spec does not give (decision 134). */
export const INVENTORY_DIALOG_TEXTS = {
  tab: 'Inventory Transactions',
  objects: 'Inventory Objects',
  pending: 'Pending Inventory Transactions',
  noObjects: 'No inventory objects',
  quantity: 'Quantity',
  movementType: 'Movement Type',
  add: 'Add',
  selectMovement: 'Please select a Movement Type',
  completionOnly: 'Inventory Transactions are added only when a task is completed.',
  movementNotOffered: 'This movement type cannot be added to a task.',
} as const;

/**
 * The tab shows when the task is being completed, the site enables inventory and at least one
 * object is offered (spec part 3, section 2.4: "only when the task is complete and inventory
 * objects exist").
 */
export function offersInventoryTab(input: {
  taskStatus: number;
  to: number;
  inventoryEnabled: boolean;
  objectCount: number;
}): boolean {
  return (
    input.inventoryEnabled &&
    input.objectCount > 0 &&
    input.to === TASK_STATUS.COMPLETE &&
    input.taskStatus !== TASK_STATUS.COMPLETE
  );
}

/** What the recommendation needs of the task. */
export type TDialogTask = { craftType: number; taskType: number; taskStatus: number };

/**
 * The Material Pickup answer this change carries: the tab's choice when the tab is offered (a
 * scaffolding removal being completed), else none.
 */
export function dialogMaterialPickup(
  task: TDialogTask,
  to: number,
  choice: TMaterialPickup | undefined,
): TMaterialPickup | undefined {
  return offersMaterialPickup(task, to) ? (choice ?? DEFAULT_MATERIAL_PICKUP) : undefined;
}

/**
 * The movement type a new line starts with: the recommendation of the task's initiating event
 * when it is one the tab offers; null when there is none (the user picks).
 */
export function dialogDefaultMovement(
  task: TDialogTask,
  to: number,
  choice: TMaterialPickup | undefined,
): TInventoryTransactionTypeCode | null {
  const recommended = recommendedMovementFor({
    taskType: task.taskType,
    fromStatus: task.taskStatus,
    toStatus: to,
    materialPickup: dialogMaterialPickup(task, to, choice),
  })?.transactionType;
  return recommended !== undefined && isDialogMovementType(recommended) ? recommended : null;
}

/** An object's quantities as the tab shows them, and whether it is Low. */
export function dialogObjectSummary(object: {
  quantityAvailable: number;
  quantityInUse: number;
  quantityAwaitingPickup: number;
  lowQuantityThreshold: number;
}): { text: string; low: boolean } {
  return {
    text: `Available ${formatQuantity(object.quantityAvailable)} · In use ${formatQuantity(object.quantityInUse)} · Awaiting pickup ${formatQuantity(object.quantityAwaitingPickup)}`,
    low: isLowStock(object),
  };
}

/** A quantity as typed: up to four decimals, no trailing zeros. */
export function formatQuantity(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}
