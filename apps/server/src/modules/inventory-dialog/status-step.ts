import {
  INVENTORY_DIALOG_TEXTS,
  dialogMaterialPickup,
  isDialogMovementType,
} from '@craftwork/domain/inventory/dialog';
import {
  INVENTORY_TEXTS,
  initiatingEventFor,
  type TInventoryLine,
} from '@craftwork/domain/inventory/movement';
import { isCompleting } from '@craftwork/domain/records/status-change-effects';
import { inventoryEnabled } from '@craftwork/domain/site/customizations';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { sendLowStockMail } from '../inventory-stock/index.ts';
import { applyMovements, type MovementResult } from '../inventory-stock/index.ts';
import type { StatusChange, StatusStep } from '../tasks/index.ts';
import { offeredObjectIds } from './dialog-objects.repository.ts';

/**
 * Inventory's part of a status change: the completion dialog's pending lines are written with
 * the change, and a stock that turned low is mailed through the outbox with it (decision 208).
 */
export const inventoryStatusStep: StatusStep = {
  name: 'inventory',
  async before(change) {
    const movements = await writeInventoryLines(change);
    await sendLowStockMail(
      change.tx,
      change.mail.mailer,
      change.scope.siteKey,
      movements.turnedLow,
      {
        publicUrl: change.mail.env.publicUrl,
        log: change.mail.log,
      },
    );
    return { inventoryTransactions: movements.transactionIds.length };
  },
};

/**
 * The Inventory Transactions tab's pending lines, in the status change's transaction: only
 * when the task is being completed, on a site that enables inventory, for objects the dialog
 * offers the caller, by the movement types it offers. applyMovements refuses the whole save if
 * a line would take a quantity below zero, and the task update goes with it.
 */
async function writeInventoryLines({
  tx,
  scope,
  site,
  task,
  input,
  now,
}: StatusChange): Promise<MovementResult> {
  const lines: readonly TInventoryLine[] = input.inventoryLines ?? [];
  if (lines.length === 0) return { transactionIds: [], turnedLow: [] };
  if (!isCompleting(task.taskStatus, input.status)) {
    throw new AppError('BAD_REQUEST', INVENTORY_DIALOG_TEXTS.completionOnly);
  }
  if (!inventoryEnabled(site.config)) throw new AppError('FORBIDDEN', INVENTORY_TEXTS.disabled);
  if (!lines.every((l) => isDialogMovementType(l.movementType))) {
    throw new AppError('BAD_REQUEST', INVENTORY_DIALOG_TEXTS.movementNotOffered);
  }
  const ids = [...new Set(lines.map((l) => l.inventoryObjectId))];
  const offered = await offeredObjectIds(tx, scope, ids);
  if (offered.size !== ids.length) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const initiatingEvent = initiatingEventFor({
    taskType: task.taskType,
    fromStatus: task.taskStatus,
    toStatus: input.status,
    materialPickup: dialogMaterialPickup(task, input.status, input.materialPickup),
  });
  return applyMovements(
    tx,
    {
      siteKey: scope.siteKey,
      userId: scope.userId,
      timeZone: site.timezone,
      now,
      activeOnly: true,
    },
    lines.map((line) => ({
      objectId: line.inventoryObjectId,
      type: line.movementType,
      value: line.quantity,
      initiatingEvent,
      companyId: task.assignedCompanyId,
      parentRecordId: task.craftRecordId,
      taskId: task.id,
    })),
  );
}
