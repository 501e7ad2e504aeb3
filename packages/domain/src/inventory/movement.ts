import { z } from 'zod';
import {
  DEFAULT_MATERIAL_PICKUP,
  INITIATING_EVENT,
  MATERIAL_PICKUP_LABELS,
  MATERIAL_PICKUP_VALUES,
  isInventoryTransactionType,
  recommendedMovement,
} from '../catalogues/inventory.ts';
import type {
  TInitiatingEventCode,
  TMaterialPickup,
  TMovementRecommendation,
} from '../catalogues/inventory.ts';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { isBlankDetail, parseDecimalText } from '../details/fields.ts';
import type { TDetailFieldConfig } from '../site/site.ts';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';
import { QUANTITY_LIMIT } from './quantities.ts';

/** Inventory texts of spec part 3 (sections 2.4, 5 and 8). */
export const INVENTORY_MESSAGES = {
  // Inventory line in the status dialog
  lineRequired: 'Required',
  lineOnlyNumbers: 'Only numbers',
  checkQuantity: 'Please check the Quantity field',
  noPendingTransactions: 'No Inventory Transactions Added',
  transactionsCreated: 'Inventory Transactions created.',
  // New inventory object
  required: 'This field is required',
  titleTooLong: 'Title needs to be less than 200 characters',
  onlyNumbersAllowed: 'Only numbers allowed',
} as const;

/** Inventory texts the spec does not give (decision 130). */
export const INVENTORY_TEXTS = {
  disabled: 'Inventory is not enabled on this site.',
  lowBadge: 'Low',
} as const;

export const INVENTORY_TITLE_MAX = 200;
/** Most pending lines one status-dialog save may carry. */
export const INVENTORY_LINES_MAX = 200;

/** A quantity typed or sent: a finite number, or text of a (decimal) number. */
function parseQuantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.length <= 32) return parseDecimalText(value);
  return null;
}

/** A required numeric field with its two texts; the value is stored as a number. */
/** A number the database keeps: below QUANTITY_LIMIT either way. */
const isStorable = (value: number | null): value is number =>
  value !== null && Math.abs(value) < QUANTITY_LIMIT;

function quantity(requiredText: string, numberText: string) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (isBlankDetail(value)) ctx.addIssue({ code: 'custom', message: requiredText });
      else if (!isStorable(parseQuantity(value)))
        ctx.addIssue({ code: 'custom', message: numberText });
    })
    .transform((value) => parseQuantity(value) ?? 0);
}

/** The Quantity field of an inventory line: 'Required', then 'Only numbers'; else null. */
export function inventoryLineQuantityError(value: unknown): string | null {
  if (isBlankDetail(value)) return INVENTORY_MESSAGES.lineRequired;
  return parseQuantity(value) === null ? INVENTORY_MESSAGES.lineOnlyNumbers : null;
}

/** A pending inventory line of the status dialog. */
export const ZInventoryLine = z.object({
  inventoryObjectId: z.string().min(1).max(128),
  movementType: z
    .number()
    .int()
    .refine(isInventoryTransactionType, { error: INVENTORY_MESSAGES.lineRequired }),
  quantity: quantity(INVENTORY_MESSAGES.lineRequired, INVENTORY_MESSAGES.lineOnlyNumbers),
});
export type TInventoryLine = z.output<typeof ZInventoryLine>;
export type TInventoryLineDraft = z.input<typeof ZInventoryLine>;

export const ZInventoryLines = z.array(ZInventoryLine).max(INVENTORY_LINES_MAX);

/**
 * Add pressed on an inventory object: the line joins the pending list, or the warning
 * 'Please check the Quantity field' is shown and the list is unchanged.
 */
export function addInventoryLine(
  lines: readonly TInventoryLine[],
  draft: TInventoryLineDraft,
): { success: true; lines: TInventoryLine[] } | { success: false; warning: string } {
  const parsed = ZInventoryLine.safeParse(draft);
  if (!parsed.success) return { success: false, warning: INVENTORY_MESSAGES.checkQuantity };
  return { success: true, lines: [...lines, parsed.data] };
}

const objectQuantity = () =>
  quantity(INVENTORY_MESSAGES.required, INVENTORY_MESSAGES.onlyNumbersAllowed).default(0);

/**
 * The New inventory object drawer: a title (required, at most 200 characters) and five
 * quantities, each required, numeric (decimals allowed), 0 when not given.
 */
export const ZNewInventoryObjectInput = z.object({
  title: oneLineText(INVENTORY_TITLE_MAX, {
    required: INVENTORY_MESSAGES.required,
    tooLong: INVENTORY_MESSAGES.titleTooLong,
  }),
  quantityAvailable: objectQuantity(),
  quantityAwaitingPickup: objectQuantity(),
  quantityInUse: objectQuantity(),
  quantityReserved: objectQuantity(),
  lowQuantityThreshold: objectQuantity(),
  /**
   * Where the starting quantities are kept: a site location, or [No location] (null or left
   * out); the drawer offers the site's default location first (defaultStockLocationId).
   */
  locationId: z.string().min(1).max(TEXT_LIMITS.id).nullable().optional(),
});
export type TNewInventoryObjectInput = z.output<typeof ZNewInventoryObjectInput>;

/**
 * The site's default location for stock that names none (DECISIONS.md, Inventory): the first
 * of the site's live locations by title, as the site lists them; null (kept at [No location])
 * on a site without locations.
 */
export function defaultStockLocationId(
  locations: readonly { id: string; title: string }[],
): string | null {
  const [first] = [...locations].sort((a, b) =>
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  );
  return first?.id ?? null;
}
export type TNewInventoryObjectForm = z.input<typeof ZNewInventoryObjectInput>;

export const NEW_INVENTORY_OBJECT_DEFAULTS: TNewInventoryObjectInput = {
  title: '',
  quantityAvailable: 0,
  quantityAwaitingPickup: 0,
  quantityInUse: 0,
  quantityReserved: 0,
  lowQuantityThreshold: 0,
};

export type TInitiatingEventInput = {
  taskType: number;
  fromStatus: number;
  toStatus: number;
  /** The Material Pickup tab's choice (scaffolding removals); NEEDS PICKUP when not given. */
  materialPickup?: TMaterialPickup;
};

/**
 * The task event that initiates an inventory movement: completing an Installation (10), a
 * Removal (20, or 21 when its material needs pickup), a Material Pickup (50); moving to In
 * Progress (40, start); any other save (30, edit).
 */
export function initiatingEventFor(input: TInitiatingEventInput): TInitiatingEventCode {
  const completing = input.toStatus === TASK_STATUS.COMPLETE && input.fromStatus !== input.toStatus;
  if (completing && input.taskType === TASK_TYPE.INSTALLATION) {
    return INITIATING_EVENT.INSTALLATION_COMPLETE;
  }
  if (completing && input.taskType === TASK_TYPE.REMOVAL) {
    return (input.materialPickup ?? DEFAULT_MATERIAL_PICKUP) === 'pickup'
      ? INITIATING_EVENT.REMOVAL_COMPLETE_NEEDS_PICKUP
      : INITIATING_EVENT.REMOVAL_COMPLETE;
  }
  if (completing && input.taskType === TASK_TYPE.MATERIAL_PICKUP) {
    return INITIATING_EVENT.MATERIAL_PICKUP_COMPLETED;
  }
  if (input.toStatus === TASK_STATUS.IN_PROGRESS && input.fromStatus !== input.toStatus) {
    return INITIATING_EVENT.START;
  }
  return INITIATING_EVENT.EDIT;
}

/**
 * The status dialog's Material Pickup tab (RETURNED or NEEDS PICKUP) is offered when a
 * scaffolding Removal is completed: the choice tells whether the material still needs picking
 * up (initiating event 21) or is already back (20).
 */
export function offersMaterialPickup(
  task: { craftType: number; taskType: number; taskStatus: number },
  toStatus: number,
): boolean {
  return (
    task.craftType === CRAFT_TYPE.SCAFFOLDING &&
    task.taskType === TASK_TYPE.REMOVAL &&
    toStatus === TASK_STATUS.COMPLETE &&
    task.taskStatus !== TASK_STATUS.COMPLETE
  );
}

/** How a task's Material Pickup answer reads among its details (the task card's Details tab). */
export const MATERIAL_PICKUP_FIELD: TDetailFieldConfig = {
  key: 'materialPickup',
  title: 'Material Pickup',
  type: 'selection',
  selectionOptions: MATERIAL_PICKUP_VALUES.map((value) => ({
    value,
    label: MATERIAL_PICKUP_LABELS[value],
  })),
};

/** The movement type first offered on an inventory line for this task change, if any. */
export function recommendedMovementFor(
  input: TInitiatingEventInput,
): TMovementRecommendation | undefined {
  return recommendedMovement(initiatingEventFor(input));
}
