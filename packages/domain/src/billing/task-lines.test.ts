import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_TYPE, taskTypeName } from '../catalogues/task-types.ts';
import type { TLine } from './lines.ts';
import {
  pricebookItemOfTask,
  taskInvoiceLines,
  type TBillableTask,
  type TTaskPriceItem,
} from './task-lines.ts';

const task: TBillableTask = {
  id: 't1',
  title: 'Install - Pump 4',
  craftRecordTitle: 'Pump 4 scaffold',
  craftType: CRAFT_TYPE.SCAFFOLDING,
  taskType: TASK_TYPE.INSTALLATION,
};

const item = (over: Partial<TTaskPriceItem>): TTaskPriceItem => ({
  id: 'p1',
  name: taskTypeName(TASK_TYPE.INSTALLATION),
  unit: 'each',
  unitPriceCents: 125_000,
  taxable: false,
  craftType: null,
  ...over,
});

const estimateLine = (name: string, unitPriceCents: number): TLine => ({
  pricebookItemId: null,
  name,
  description: '',
  unit: 'hour',
  quantityMilli: 2500,
  unitPriceCents,
  discountCents: 100,
  taxable: true,
});

describe('pricebookItemOfTask: the item named as the task type, for its craft or any', () => {
  it.each([
    ['any craft', [item({})], 'p1'],
    ['the same craft', [item({ craftType: CRAFT_TYPE.SCAFFOLDING })], 'p1'],
    ['another craft', [item({ craftType: CRAFT_TYPE.PAINTING })], undefined],
    ['another name', [item({ name: taskTypeName(TASK_TYPE.REMOVAL) })], undefined],
    [
      'the name in other case',
      [item({ name: taskTypeName(TASK_TYPE.INSTALLATION).toUpperCase() })],
      'p1',
    ],
    ['no items', [], undefined],
    [
      'the craft-specific one when another craft has one too',
      [
        item({ id: 'x', craftType: CRAFT_TYPE.PAINTING }),
        item({ id: 'p2', craftType: CRAFT_TYPE.SCAFFOLDING }),
      ],
      'p2',
    ],
  ])('%s', (_case, items, expected) => {
    expect(pricebookItemOfTask(task, items)?.id).toBe(expected);
  });
});

describe('taskInvoiceLines', () => {
  it("carries a task's estimate lines and prices, each billing the task", () => {
    const lines = [estimateLine('Labour', 8_500), estimateLine('Planks', 1_250)];
    expect(taskInvoiceLines(task, lines, [item({})])).toEqual(
      lines.map((line) => ({ ...line, taskId: task.id })),
    );
  });

  it.each([
    ['priced by the price book item of its task type', [item({})], 'p1', 'each', 125_000, false],
    ['$0.00 without one', [item({ craftType: CRAFT_TYPE.PAINTING })], null, '', 0, true],
  ])('a task without an estimate is one line %s', (_case, items, id, unit, cents, taxable) => {
    expect(taskInvoiceLines(task, [], items)).toEqual([
      {
        pricebookItemId: id,
        name: task.title,
        description: task.craftRecordTitle,
        unit,
        quantityMilli: 1000,
        unitPriceCents: cents,
        discountCents: 0,
        taxable,
        taskId: task.id,
      },
    ]);
  });
});
