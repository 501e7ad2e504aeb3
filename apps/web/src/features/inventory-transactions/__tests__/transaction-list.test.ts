import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@craftwork/domain/lists/date-range';
import {
  recordPath,
  transactionColumns,
  transactionDefaultVisibility,
} from '../components/transaction-columns';
import {
  NO_TRANSACTION_FILTERS,
  rangeProblem,
  transactionFilter,
  ZTransactionFilters,
} from '../utils/filters';

describe('transaction columns', () => {
  const columns = transactionColumns('America/Chicago');

  it('lists the ten columns in order, every one sortable', () => {
    expect(columns.map((c) => c.headerName)).toEqual([
      'Object',
      'User',
      'Company',
      'Created',
      'Type',
      'Qty',
      'Location',
      'Craft Record',
      'Task',
      'Reason',
    ]);
    expect(columns.every((c) => c.sortable)).toBe(true);
  });

  it('hides Craft Record, Task and Reason until chosen', () => {
    expect(transactionDefaultVisibility(columns)).toEqual({
      object: true,
      user: true,
      company: true,
      created: true,
      type: true,
      value: true,
      location: true,
      craftRecord: false,
      task: false,
      reason: false,
    });
  });

  it('links a record and a task on it', () => {
    expect(recordPath('r1')).toBe('/craft-record/r1');
    expect(recordPath('r1', 't1')).toBe('/craft-record/r1/t1');
  });
});

describe('transaction filters', () => {
  it.each<[string, unknown, boolean]>([
    ['none', NO_TRANSACTION_FILTERS, true],
    ['types of the catalogue', { ...NO_TRANSACTION_FILTERS, types: [5, 95] }, true],
    [
      'a type the catalogue lacks (stored long ago)',
      { ...NO_TRANSACTION_FILTERS, types: [7] },
      false,
    ],
    ['a day', { ...NO_TRANSACTION_FILTERS, from: '2024-03-15' }, true],
    ['a date-time', { ...NO_TRANSACTION_FILTERS, from: '2024-03-15T00:00' }, false],
    ['something else', 'types', false],
  ])('stored %s: kept %s', (_name, stored, kept) => {
    expect(ZTransactionFilters.safeParse(stored).success).toBe(kept);
  });

  it('asks the server for every type when none is chosen', () => {
    const filter = transactionFilter({ ...NO_TRANSACTION_FILTERS, types: [] }, 'tube', null);
    expect(filter).toEqual({ ...NO_TRANSACTION_FILTERS, types: null, search: 'tube', sort: null });
  });

  it('says a reversed range', () => {
    expect(rangeProblem({ from: '2024-03-15', to: '2024-03-14' })).toBe(DATE_RANGE_MESSAGE);
    expect(rangeProblem({ from: '2024-03-15', to: '2024-03-15' })).toBeNull();
    expect(rangeProblem({ from: null, to: '2024-03-14' })).toBeNull();
  });
});
