import { describe, expect, it } from 'vitest';
import { statusChangeConfirm } from './status-confirm.ts';

const TITLE = 'Removal - Pump P-22 deck';

describe('statusChangeConfirm', () => {
  it.each<[number, number, string | null]>([
    // from, to, the confirmation's title (null: saved without asking)
    [30, 99, 'Remove Task?'],
    [20, 99, 'Cancel Task?'],
    [40, 99, 'Cancel Task?'],
    [99, 99, null],
    [30, 40, null],
    [30, 90, null],
    [40, 50, null],
    [8, 30, null],
  ])('from %i to %i asks %s', (taskStatus, to, title) => {
    expect(statusChangeConfirm({ title: TITLE, taskStatus }, to)?.title ?? null).toBe(title);
  });

  it('names the task in its message', () => {
    expect(statusChangeConfirm({ title: TITLE, taskStatus: 30 }, 99)).toEqual({
      title: 'Remove Task?',
      message: 'Removal - Pump P-22 deck will be removed and leave the open tasks. Continue?',
      cancelText: 'Cancel',
      okText: 'Remove',
    });
  });
});
