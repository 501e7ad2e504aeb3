import { ESTIMATE_MESSAGES } from '@craftwork/domain/billing/estimates';
import type { TLineRow } from '@craftwork/domain/billing/lines';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { estimateLineRows, findEstimate, linkUnlinkedEstimate } from './estimates.repository.ts';

/**
 * What other modules do with an approved estimate: the task wizard links the task it made from
 * it, and an invoice is drafted from its lines.
 */

/**
 * Links the task (and its record) made from an approved estimate of the caller's site, inside
 * the task's creating transaction; refused when not approved or when already linked.
 */
export async function linkEstimateToTask(
  tx: DbOrTx,
  scope: Scope,
  estimateId: string,
  taskId: string,
  craftRecordId: string,
): Promise<void> {
  const row = await findEstimate(tx, scope.siteKey, estimateId, { forUpdate: true });
  if (!row) throw new AppError('NOT_FOUND', ESTIMATE_MESSAGES.notFound);
  if (row.estimate.status !== 'approved')
    throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notApproved);
  if (row.estimate.taskId) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.alreadyLinked);
  const linked = await linkUnlinkedEstimate(tx, estimateId, {
    taskId,
    craftRecordId,
    lastModifiedBy: scope.userId,
    timestampLastModified: new Date(),
  });
  if (!linked) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.alreadyLinked);
  await notifyChange(tx, { site: scope.siteKey, topics: ['billing'], ids: [estimateId] });
}

export type TEstimateForInvoice = {
  id: string;
  customerId: string;
  customerLocationId: string | null;
  /** The task made from the estimate, which an invoice of the estimate bills. */
  taskId: string | null;
  notes: string;
  lines: TLineRow[];
};

/** An approved estimate of the site, as an invoice is drafted from it. */
export async function loadEstimateForInvoice(
  tx: DbOrTx,
  siteKey: string,
  estimateId: string,
): Promise<TEstimateForInvoice> {
  const row = await findEstimate(tx, siteKey, estimateId);
  if (!row) throw new AppError('NOT_FOUND', ESTIMATE_MESSAGES.notFound);
  if (row.estimate.status !== 'approved')
    throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notApproved);
  return {
    id: row.estimate.id,
    customerId: row.estimate.customerId,
    customerLocationId: row.estimate.customerLocationId,
    taskId: row.estimate.taskId,
    notes: row.estimate.notes,
    lines: await estimateLineRows(tx, estimateId),
  };
}
