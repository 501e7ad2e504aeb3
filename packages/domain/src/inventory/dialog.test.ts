import { describe, expect, it } from 'vitest';
import { TASK_STATUS as S } from '../catalogues/task-statuses.ts';
import { TASK_TYPE as T } from '../catalogues/task-types.ts';
import {
  dialogDefaultMovement,
  dialogMaterialPickup,
  dialogObjectSummary,
  formatQuantity,
  isDialogMovementType,
  offersInventoryTab,
} from './dialog.ts';

const scaffold = (taskType: number, taskStatus: number = S.IN_PROGRESS) => ({
  craftType: 10,
  taskType,
  taskStatus,
});

describe('the movement types the tab offers', () => {
  it.each([
    [0, false],
    [5, true],
    [6, true],
    [10, true],
    [11, true],
    [20, true],
    [21, true],
    [22, true],
    [23, false],
    [90, false],
    [91, false],
    [92, false],
    [93, false],
    [94, false],
    [95, false],
  ])('type %d offered: %s', (code, offered) => {
    expect(isDialogMovementType(code)).toBe(offered);
  });
});

describe('offersInventoryTab', () => {
  it.each([
    ['completing, enabled, objects', S.IN_PROGRESS, S.COMPLETE, true, 2, true],
    ['no objects', S.IN_PROGRESS, S.COMPLETE, true, 0, false],
    ['inventory disabled', S.IN_PROGRESS, S.COMPLETE, false, 2, false],
    ['not completing', S.SCHEDULED, S.IN_PROGRESS, true, 2, false],
    ['already complete', S.COMPLETE, S.COMPLETE, true, 2, false],
  ])('%s', (_name, taskStatus, to, inventoryEnabled, objectCount, expected) => {
    expect(offersInventoryTab({ taskStatus, to, inventoryEnabled, objectCount })).toBe(expected);
  });
});

describe('dialogDefaultMovement', () => {
  it.each([
    ['installation completed', scaffold(T.INSTALLATION), S.COMPLETE, undefined, 21],
    ['removal completed, needs pickup', scaffold(T.REMOVAL), S.COMPLETE, 'pickup', 22],
    ['removal completed, returned', scaffold(T.REMOVAL), S.COMPLETE, 'returned', 22],
    ['removal completed, no answer (pickup)', scaffold(T.REMOVAL), S.COMPLETE, undefined, 22],
    ['material pickup completed', scaffold(T.MATERIAL_PICKUP), S.COMPLETE, undefined, 22],
    ['modification completed: none', scaffold(T.MODIFICATION), S.COMPLETE, undefined, null],
    ['inspection completed: none', scaffold(T.INSPECTION), S.COMPLETE, undefined, null],
  ] as const)('%s', (_name, task, to, choice, expected) => {
    expect(dialogDefaultMovement(task, to, choice)).toBe(expected);
  });
});

describe('dialogMaterialPickup', () => {
  it.each([
    ['scaffold removal completed, no answer', scaffold(T.REMOVAL), undefined, 'pickup'],
    ['scaffold removal completed, returned', scaffold(T.REMOVAL), 'returned', 'returned'],
    ['installation', scaffold(T.INSTALLATION), 'returned', undefined],
    [
      'painting removal',
      { craftType: 60, taskType: T.REMOVAL, taskStatus: 40 },
      'pickup',
      undefined,
    ],
  ] as const)('%s', (_name, task, choice, expected) => {
    expect(dialogMaterialPickup(task, S.COMPLETE, choice)).toBe(expected);
  });
});

describe('dialogObjectSummary', () => {
  it.each([
    [{ available: 10, inUse: 2, awaiting: 0, threshold: 5 }, false],
    [{ available: 5, inUse: 2, awaiting: 0, threshold: 5 }, true],
    [{ available: 0, inUse: 0, awaiting: 1, threshold: 0 }, true],
  ])('%o: low %s', (q, low) => {
    const summary = dialogObjectSummary({
      quantityAvailable: q.available,
      quantityInUse: q.inUse,
      quantityAwaitingPickup: q.awaiting,
      lowQuantityThreshold: q.threshold,
    });
    expect(summary.low).toBe(low);
    expect(summary.text).toBe(
      `Available ${q.available} · In use ${q.inUse} · Awaiting pickup ${q.awaiting}`,
    );
  });
  it.each([
    [40, '40'],
    [2.5, '2.5'],
    [1.23456, '1.2346'],
  ])('formats %d as %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});
