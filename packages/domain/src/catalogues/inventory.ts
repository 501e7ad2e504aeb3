import { z } from 'zod';

/** Inventory movement (transaction) types, spec part 3, section 3. */
export const INVENTORY_TRANSACTION_TYPE = {
  RESERVE: 5,
  UN_RESERVE: 6,
  CONSUMED_FROM_RESERVE: 10,
  CONSUMED_FROM_STOCK: 11,
  ON_RENT_FROM_RESERVED: 20,
  ON_RENT_FROM_LAYDOWN_YARD: 21,
  OFF_RENT_TO_LAYDOWN_YARD: 22,
  TRANSFER_RENTAL: 23,
  CORRECTION_AVAILABLE: 90,
  CORRECTION_AWAITING_PICKUP: 91,
  CORRECTION_IN_USE: 92,
  CORRECTION_RESERVED: 93,
  SENT_TO_OTHER_LOCATION: 94,
  RECEIVED_FROM_OTHER_LOCATION: 95,
} as const;

export type TInventoryTransactionTypeCode =
  (typeof INVENTORY_TRANSACTION_TYPE)[keyof typeof INVENTORY_TRANSACTION_TYPE];

const TT = INVENTORY_TRANSACTION_TYPE;

export const INVENTORY_TRANSACTION_TYPES: readonly {
  readonly code: TInventoryTransactionTypeCode;
  readonly label: string;
}[] = [
  { code: TT.RESERVE, label: 'Reserve' },
  { code: TT.UN_RESERVE, label: 'Un-Reserve' },
  { code: TT.CONSUMED_FROM_RESERVE, label: 'Consumed from Reserve' },
  { code: TT.CONSUMED_FROM_STOCK, label: 'Consumed from Stock' },
  { code: TT.ON_RENT_FROM_RESERVED, label: 'On Rent (from reserved)' },
  { code: TT.ON_RENT_FROM_LAYDOWN_YARD, label: 'On Rent (from laydown yard)' },
  { code: TT.OFF_RENT_TO_LAYDOWN_YARD, label: 'Off Rent (back to laydown yard)' },
  { code: TT.TRANSFER_RENTAL, label: 'Transfer Rental' },
  { code: TT.CORRECTION_AVAILABLE, label: 'correction (available)' },
  { code: TT.CORRECTION_AWAITING_PICKUP, label: 'correction (awaiting pickup)' },
  { code: TT.CORRECTION_IN_USE, label: 'correction (in use)' },
  { code: TT.CORRECTION_RESERVED, label: 'correction (reserved)' },
  { code: TT.SENT_TO_OTHER_LOCATION, label: 'Sent to other Inventory Location' },
  { code: TT.RECEIVED_FROM_OTHER_LOCATION, label: 'Received from other Inventory Location' },
];

const TRANSACTION_LABELS = new Map<number, string>(
  INVENTORY_TRANSACTION_TYPES.map((t) => [t.code, t.label]),
);

export function isInventoryTransactionType(code: number): code is TInventoryTransactionTypeCode {
  return TRANSACTION_LABELS.has(code);
}

export function inventoryTransactionTypeLabel(code: number): string {
  return TRANSACTION_LABELS.get(code) ?? 'Unknown';
}

export const INVENTORY_STATUS = { ACTIVE: 10, INACTIVE: 90 } as const;

export type TInventoryStatusCode = (typeof INVENTORY_STATUS)[keyof typeof INVENTORY_STATUS];

export const INVENTORY_STATUSES: readonly {
  readonly code: TInventoryStatusCode;
  readonly name: string;
}[] = [
  { code: INVENTORY_STATUS.ACTIVE, name: 'Active' },
  { code: INVENTORY_STATUS.INACTIVE, name: 'Inactive' },
];

export function inventoryStatusName(code: number): string {
  return INVENTORY_STATUSES.find((s) => s.code === code)?.name ?? 'Unknown';
}

/** Low stock: quantity available at or below the low-quantity threshold (spec part 3, section 4). */
export function isLowStock(object: {
  quantityAvailable: number;
  lowQuantityThreshold: number;
}): boolean {
  return object.quantityAvailable <= object.lowQuantityThreshold;
}

/** What happened to a task that led to an inventory movement. */
export const INITIATING_EVENT = {
  INSTALLATION_COMPLETE: 10,
  REMOVAL_COMPLETE: 20,
  REMOVAL_COMPLETE_NEEDS_PICKUP: 21,
  EDIT: 30,
  START: 40,
  MATERIAL_PICKUP_COMPLETED: 50,
} as const;

export type TInitiatingEventCode = (typeof INITIATING_EVENT)[keyof typeof INITIATING_EVENT];

export const INITIATING_EVENTS: readonly {
  readonly code: TInitiatingEventCode;
  readonly label: string;
}[] = [
  { code: INITIATING_EVENT.INSTALLATION_COMPLETE, label: 'Installation complete' },
  { code: INITIATING_EVENT.REMOVAL_COMPLETE, label: 'Removal complete' },
  { code: INITIATING_EVENT.REMOVAL_COMPLETE_NEEDS_PICKUP, label: 'Removal complete, needs pickup' },
  { code: INITIATING_EVENT.EDIT, label: 'Edit' },
  { code: INITIATING_EVENT.START, label: 'Start' },
  { code: INITIATING_EVENT.MATERIAL_PICKUP_COMPLETED, label: 'Material pickup completed' },
];

export type TMovementDirection =
  'stock-to-rental' | 'rental-to-stock' | 'stock-to-reserve' | 'pickup-to-stock';

export type TMovementRecommendation = {
  readonly direction: TMovementDirection;
  readonly transactionType: TInventoryTransactionTypeCode;
};

const STOCK_TO_RENTAL: TMovementRecommendation = {
  direction: 'stock-to-rental',
  transactionType: TT.ON_RENT_FROM_LAYDOWN_YARD,
};
const RENTAL_TO_STOCK: TMovementRecommendation = {
  direction: 'rental-to-stock',
  transactionType: TT.OFF_RENT_TO_LAYDOWN_YARD,
};
const STOCK_TO_RESERVE: TMovementRecommendation = {
  direction: 'stock-to-reserve',
  transactionType: TT.RESERVE,
};
const PICKUP_TO_STOCK: TMovementRecommendation = {
  direction: 'pickup-to-stock',
  transactionType: TT.OFF_RENT_TO_LAYDOWN_YARD,
};

/**
 * The movement type first offered for an inventory line, from the task's initiating event
 * (DECISIONS.md, Inventory): installation → On Rent (from laydown yard); removal → Off Rent;
 * start → Reserve; material pickup completed → Off Rent (from awaiting pickup); edit → none,
 * the user picks.
 */
export function recommendedMovement(initiatingEvent: number): TMovementRecommendation | undefined {
  switch (initiatingEvent) {
    case INITIATING_EVENT.INSTALLATION_COMPLETE:
      return STOCK_TO_RENTAL;
    case INITIATING_EVENT.REMOVAL_COMPLETE:
    case INITIATING_EVENT.REMOVAL_COMPLETE_NEEDS_PICKUP:
      return RENTAL_TO_STOCK;
    case INITIATING_EVENT.START:
      return STOCK_TO_RESERVE;
    case INITIATING_EVENT.MATERIAL_PICKUP_COMPLETED:
      return PICKUP_TO_STOCK;
    default:
      return undefined;
  }
}

export const MATERIAL_PICKUP_VALUES = ['returned', 'pickup'] as const;

export type TMaterialPickup = (typeof MATERIAL_PICKUP_VALUES)[number];

export const DEFAULT_MATERIAL_PICKUP: TMaterialPickup = 'pickup';

/** How the status dialog shows each choice. */
export const MATERIAL_PICKUP_LABELS: Readonly<Record<TMaterialPickup, string>> = {
  returned: 'RETURNED',
  pickup: 'NEEDS PICKUP',
};

/**
 * The Material Pickup tab's static sample list: the kind of scaffold material a pickup
 * collects (the tab shows it for reference; it is not a stock count).
 */
export const MATERIAL_PICKUP_SAMPLE_ITEMS: readonly string[] = [
  'Tubes (21 ft)',
  'Tubes (10 ft)',
  'Planks (8 ft)',
  'Couplers',
  'Base plates',
  'Toe boards',
];

export const ZMaterialPickup = z.enum(MATERIAL_PICKUP_VALUES).default(DEFAULT_MATERIAL_PICKUP);
