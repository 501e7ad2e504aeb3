import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZInvoiceSource } from '@craftwork/domain/billing/invoices';
import {
  formatInvoiceDay,
  INVOICE_MESSAGES,
  numberInvoiceNow,
} from '@craftwork/domain/billing/invoices';
import type { TLine } from '@craftwork/domain/billing/lines';
import { quantityToMilli } from '@craftwork/domain/billing/money';
import { taskInvoiceLines } from '@craftwork/domain/billing/task-lines';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { dueDateFor } from '@craftwork/domain/billing/overdue';
import { billingSettingsOf } from '@craftwork/domain/billing/settings';
import { RENTAL_RANGE_MAX_DAYS, RENTAL_TEXTS } from '@craftwork/domain/inventory/rental';
import {
  dayNumber,
  isCalendarDay,
  rentalHistory,
  rentalSummary,
} from '@craftwork/domain/inventory/rental-days';
import { DATE_RANGE_MESSAGE } from '@craftwork/domain/lists/date-range';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { nextDocumentNumber } from '../billing/index.ts';
import { loadEstimateForInvoice } from '../estimates/index.ts';
import { rentalLines, rentalNames } from '../inventory-rental/index.ts';
import {
  insertInvoice,
  liveInvoiceOfEstimate,
  pricebookItemsNamed,
  replaceInvoiceLines,
  siteRecord,
} from './invoices.repository.ts';
import {
  billingOfTask,
  claimTasks,
  estimateInvoicesOfTasks,
  estimateLinesOfTasks,
  tasksByIds,
} from './billed-tasks.repository.ts';
import { findLiveCustomer, isLiveLocationOf } from '../customers/index.ts';
import {
  boundedTotals,
  invoiceNumber,
  lineRows,
  recordInvoiceChange,
  siteToday,
  type InvoiceServices,
} from './invoice-view.ts';

type TInvoiceSource = z.output<typeof ZInvoiceSource>;

/** Completed (task status 90). */
const COMPLETED = 90;

/** What a new invoice starts with, worked out from its source. */
type Draft = {
  customerId: string;
  customerLocationId: string | null;
  estimateId: string | null;
  craftRecordId: string | null;
  notes: string;
  lines: (TLine & { taskId: string | null })[];
  /** Tasks the invoice bills (each at most once across live invoices). */
  taskIds: string[];
};

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const freeLine = (
  line: Partial<TLine> & Pick<TLine, 'name' | 'quantityMilli'> & { taskId?: string | null },
) => ({
  pricebookItemId: null,
  description: '',
  unit: '',
  unitPriceCents: 0,
  discountCents: 0,
  taxable: true,
  taskId: null,
  ...line,
  name: clip(line.name.trim() || 'Line', TEXT_LIMITS.title),
});

async function fromEstimate(db: DbOrTx, siteKey: string, estimateId: string): Promise<Draft> {
  const estimate = await loadEstimateForInvoice(db, siteKey, estimateId);
  return {
    customerId: estimate.customerId,
    customerLocationId: estimate.customerLocationId,
    estimateId: estimate.id,
    craftRecordId: null,
    notes: estimate.notes,
    lines: estimate.lines.map((line) => ({
      pricebookItemId: line.pricebookItemId,
      name: line.name,
      description: line.description,
      unit: line.unit,
      quantityMilli: line.quantityMilli,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      taxable: line.taxable,
      taskId: null,
    })),
    // The task made from the estimate is billed by this invoice.
    taskIds: estimate.taskId ? [estimate.taskId] : [],
  };
}

async function fromTasks(
  db: DbOrTx,
  siteKey: string,
  customerId: string,
  taskIds: string[],
): Promise<Draft> {
  const ids = [...new Set(taskIds)];
  const found = await tasksByIds(db, siteKey, ids);
  const byId = new Map(found.map((t) => [t.id, t]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((t) => !t || t.customerId !== customerId))
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const picked = ordered.filter((t) => t !== undefined);
  if (picked.some((t) => t.taskStatus !== COMPLETED))
    throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.taskNotCompleted);
  const billed = picked.map((t) => t.id);
  const estimateLines = await estimateLinesOfTasks(db, siteKey, billed);
  const items = [
    ...(
      await pricebookItemsNamed(
        db,
        siteKey,
        picked.map((t) => taskTypeName(t.taskType)),
      )
    ).values(),
  ];
  return {
    customerId,
    customerLocationId: null,
    estimateId: null,
    craftRecordId: null,
    notes: '',
    lines: picked.flatMap((t) => taskInvoiceLines(t, estimateLines.get(t.id) ?? [], items)),
    taskIds: billed,
  };
}

/**
 * The record's rental days in the period, as the Rental screen computes them: one line per
 * object with its unit-days (days on rent × quantity), priced by the active price book item of
 * the object's name when there is one (else $0.00, to be filled in on the draft).
 */
async function fromRental(
  db: DbOrTx,
  siteKey: string,
  source: Extract<TInvoiceSource, { kind: 'rental' }>,
): Promise<Draft> {
  const { from, to } = source;
  if (!isCalendarDay(from) || !isCalendarDay(to))
    throw new AppError('BAD_REQUEST', RENTAL_TEXTS.invalidDate);
  const span = dayNumber(to) - dayNumber(from);
  if (span < 0) throw new AppError('BAD_REQUEST', DATE_RANGE_MESSAGE);
  if (span >= RENTAL_RANGE_MAX_DAYS) throw new AppError('BAD_REQUEST', RENTAL_TEXTS.rangeTooLong);
  const record = await siteRecord(db, siteKey, source.craftRecordId);
  if (!record) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const history = rentalHistory(await rentalLines(db, siteKey, {}));
  const unitDaysByObject = new Map<string, number>();
  for (const row of rentalSummary(history.pieces, from, to)) {
    if (row.recordId !== record.id) continue;
    unitDaysByObject.set(row.objectId, (unitDaysByObject.get(row.objectId) ?? 0) + row.unitDays);
  }
  const objectIds = [...unitDaysByObject.keys()];
  const names = await rentalNames(db, siteKey, { companyIds: [], recordIds: [], objectIds });
  const titleOf = (id: string) => names.objects.get(id) ?? '[Unavailable]';
  const prices = await pricebookItemsNamed(db, siteKey, objectIds.map(titleOf));
  const period = `${record.title}: ${formatInvoiceDay(from)} to ${formatInvoiceDay(to)}`;
  const lines = objectIds
    .map((objectId) => {
      const title = titleOf(objectId);
      const item = prices.get(title.toLowerCase());
      return freeLine({
        name: title,
        description: clip(`Rental days, ${period}`, 2000),
        unit: 'unit-day',
        quantityMilli: quantityToMilli(unitDaysByObject.get(objectId) ?? 0),
        pricebookItemId: item?.id ?? null,
        unitPriceCents: item?.unitPriceCents ?? 0,
        taxable: item?.taxable ?? true,
      });
    })
    .filter((line) => line.quantityMilli > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!lines.length) throw new AppError('BAD_REQUEST', INVOICE_MESSAGES.noRentalDays);
  return {
    customerId: source.customerId,
    customerLocationId: null,
    estimateId: null,
    craftRecordId: record.id,
    notes: '',
    lines,
    taskIds: [],
  };
}

async function draftOf(db: DbOrTx, siteKey: string, source: TInvoiceSource): Promise<Draft> {
  switch (source.kind) {
    case 'blank':
      return {
        customerId: source.customerId,
        customerLocationId: source.customerLocationId,
        estimateId: null,
        craftRecordId: null,
        notes: '',
        lines: [],
        taskIds: [],
      };
    case 'estimate':
      return fromEstimate(db, siteKey, source.estimateId);
    case 'tasks':
      return fromTasks(db, siteKey, source.customerId, source.taskIds);
    case 'rental':
      return fromRental(db, siteKey, source);
  }
}

/**
 * invoices.create: a new draft, numbered at once when it starts with lines (INV-0001…,
 * gap-free: the number is taken in the insert's transaction) and a blank one when first saved
 * with a line, issued on the site's today with the site's net days and tax rate
 * and the customer's exemption. From an approved estimate (its lines; the estimate's live
 * invoice when it has one already), completed tasks (each billed at most once), a record's
 * rental days, or blank.
 */
export async function createInvoice(
  s: InvoiceServices,
  source: TInvoiceSource,
  now = new Date(),
): Promise<{ id: string; number: string }> {
  const { siteKey } = s.scope;
  const site = await s.site();
  const settings = billingSettingsOf(site.customizations);
  const issueDate = siteToday(site, now);
  return s.db.transaction(async (tx) => {
    if (source.kind === 'estimate') {
      const existing = await liveInvoiceOfEstimate(tx, siteKey, source.estimateId);
      if (existing) return { id: existing.id, number: invoiceNumber(existing.number) };
    }
    const draft = await draftOf(tx, siteKey, source);
    const customer = await findLiveCustomer(tx, siteKey, draft.customerId);
    if (!customer) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.customerRequired);
    const locationId =
      draft.customerLocationId &&
      (await isLiveLocationOf(tx, siteKey, customer.id, draft.customerLocationId))
        ? draft.customerLocationId
        : null;
    if (source.kind === 'blank' && source.customerLocationId && !locationId)
      throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const lines = lineRows(draft.lines, (line) => line.taskId);
    const totals = boundedTotals(lines, settings.taxRateBp, customer.isTaxExempt);
    const id = randomUUID();
    // A blank draft is numbered when first saved with a line (or sent): one left behind leaves
    // no gap in the numbers.
    const n = numberInvoiceNow(null, lines.length)
      ? await nextDocumentNumber(tx, siteKey, 'invoice')
      : null;
    const number = invoiceNumber(n);
    await insertInvoice(tx, {
      id,
      siteKey,
      number: n,
      customerId: customer.id,
      customerLocationId: locationId,
      estimateId: draft.estimateId,
      craftRecordId: draft.craftRecordId,
      status: 'draft',
      notes: draft.notes,
      issueDate,
      netDays: settings.netDays,
      dueDate: dueDateFor(issueDate, settings.netDays),
      taxRateBp: settings.taxRateBp,
      taxExempt: customer.isTaxExempt,
      ...totals,
      createdBy: s.scope.userId,
      lastModifiedBy: s.scope.userId,
      timestampCreated: now,
      timestampLastModified: now,
    });
    const taken = await claimTasks(tx, siteKey, id, draft.taskIds);
    const [first] = taken;
    if (first) {
      const other = await billingOfTask(tx, siteKey, first);
      throw new AppError(
        'CONFLICT',
        INVOICE_MESSAGES.taskBilled(other ? invoiceNumber(other.number) : 'another invoice'),
      );
    }
    // A task made from an estimate is billed by the estimate's invoice, line or not.
    const [viaEstimate] = (await estimateInvoicesOfTasks(tx, siteKey, draft.taskIds)).filter(
      (other) => other.invoiceId !== id,
    );
    if (viaEstimate)
      throw new AppError(
        'CONFLICT',
        INVOICE_MESSAGES.taskBilled(invoiceNumber(viaEstimate.number)),
      );
    await replaceInvoiceLines(tx, id, lines);
    await recordInvoiceChange(tx, s.scope, {
      action: 'created',
      id,
      number,
      after: { source: source.kind, customer: customer.name, totalCents: totals.totalCents },
    });
    return { id, number };
  });
}
