import { taskTypeName } from '../catalogues/task-types.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import type { TLine } from './lines.ts';

/** A completed task as an invoice bills it. */
export type TBillableTask = {
  id: string;
  title: string;
  craftRecordTitle: string;
  craftType: number;
  taskType: number;
};

/** An active price book item a task may be priced by. */
export type TTaskPriceItem = {
  id: string;
  name: string;
  unit: string;
  unitPriceCents: number;
  taxable: boolean;
  /** null: any craft. */
  craftType: number | null;
};

export type TTaskInvoiceLine = TLine & { taskId: string };

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The price book item of a task's type: the item named as the task type (case aside) for the
 * task's craft or for any craft; undefined when the price book has none.
 */
export function pricebookItemOfTask(
  task: Pick<TBillableTask, 'craftType' | 'taskType'>,
  items: readonly TTaskPriceItem[],
): TTaskPriceItem | undefined {
  const name = taskTypeName(task.taskType).toLowerCase();
  return items.find(
    (item) =>
      item.name.trim().toLowerCase() === name &&
      (item.craftType === null || item.craftType === task.craftType),
  );
}

/**
 * The lines an invoice bills a completed task with: a task made from an estimate carries that
 * estimate's lines and prices; any other task is one line priced by the price book item of its
 * task type, $0.00 to fill in when there is none.
 */
export function taskInvoiceLines(
  task: TBillableTask,
  estimateLines: readonly TLine[],
  items: readonly TTaskPriceItem[],
): TTaskInvoiceLine[] {
  if (estimateLines.length) return estimateLines.map((line) => ({ ...line, taskId: task.id }));
  const item = pricebookItemOfTask(task, items);
  return [
    {
      pricebookItemId: item?.id ?? null,
      name: clip(task.title.trim() || taskTypeName(task.taskType), TEXT_LIMITS.title),
      description: clip(task.craftRecordTitle, 2000),
      unit: item?.unit ?? '',
      quantityMilli: 1000,
      unitPriceCents: item?.unitPriceCents ?? 0,
      discountCents: 0,
      taxable: item?.taxable ?? true,
      taskId: task.id,
    },
  ];
}
