import { describe, expect, it } from 'vitest';
import { toCsv } from '../lists/csv.ts';
import { DATE_RANGE_MESSAGE } from '../lists/date-range.ts';
import {
  TRANSACTION_CSV_HEADERS,
  ZSiteDay,
  ZTransactionListFilter,
  ZTransactionListInput,
  locationCell,
  reasonCell,
  referenceCell,
  siteDayRange,
  toTransactionRow,
  transactionCsvLine,
  transactionExportFileName,
  userCell,
  type TReference,
  type TTransactionSource,
} from './transaction-list.ts';

const CHICAGO = 'America/Chicago';

describe('query schema', () => {
  it('defaults to every transaction, newest first, 50 a page', () => {
    expect(ZTransactionListInput.parse({})).toEqual({
      search: '',
      types: null,
      objectId: null,
      companyId: null,
      from: null,
      to: null,
      sort: null,
      page: 0,
      pageSize: 50,
    });
  });

  it.each<[string, unknown, boolean]>([
    ['a type of the catalogue', { types: [5, 95] }, true],
    ['an unknown type', { types: [7] }, false],
    ['a huge type', { types: [2147483648] }, false],
    ['too many types', { types: Array.from({ length: 15 }, () => 5) }, false],
    ['an unknown sort field', { sort: { field: 'id', direction: 'asc' } }, false],
    ['a sort direction other than asc/desc', { sort: { field: 'type', direction: 'up' } }, false],
    ['an object id', { objectId: 'abc' }, true],
    ['an empty object id', { objectId: '' }, false],
    ['a company id too long', { companyId: 'x'.repeat(129) }, false],
    ['one day', { from: '2024-03-15', to: '2024-03-15' }, true],
    ['an open range', { from: '2024-03-15' }, true],
    ['a date-time', { from: '2024-03-15T00:00:00Z' }, false],
    ['MM/DD/YYYY (the screen shows it, the call carries ISO days)', { from: '03/15/2024' }, false],
    ['a day that does not exist', { to: '2024-02-30' }, false],
    ['a search of 200 characters', { search: 'x'.repeat(200) }, true],
    ['a search of 201 characters', { search: 'x'.repeat(201) }, false],
    ['a page size not offered', { pageSize: 30 }, false],
  ])('%s: valid %s', (_name, input, valid) => {
    expect(ZTransactionListInput.safeParse(input).success).toBe(valid);
  });

  it('says a reversed range on the "to" date, in the list and the export', () => {
    for (const schema of [ZTransactionListInput, ZTransactionListFilter]) {
      const result = schema.safeParse({ from: '2024-03-15', to: '2024-03-14' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ message: DATE_RANGE_MESSAGE, path: ['to'] });
    }
  });

  it.each([
    ['2024-03-15', true],
    ['2024-3-15', false],
    ['2024-13-01', false],
    ['', false],
  ])('%j is a site day: %s', (value, valid) => {
    expect(ZSiteDay.safeParse(value).success).toBe(valid);
  });
});

describe('columns', () => {
  it.each([
    'object',
    'user',
    'company',
    'created',
    'type',
    'value',
    'location',
    'craftRecord',
    'task',
    'reason',
  ])('sorts by %s', (field) => {
    const input = { sort: { field, direction: 'asc' } };
    expect(ZTransactionListInput.safeParse(input).success).toBe(true);
  });
});

describe('site day range', () => {
  it.each<[string | null, string | null, string | null, string | null]>([
    // CST (UTC-6) in January; both days whole.
    ['2024-01-10', '2024-01-10', '2024-01-10T06:00:00.000Z', '2024-01-11T06:00:00.000Z'],
    // Across the spring change: the end day starts at CDT (UTC-5).
    ['2024-03-09', '2024-03-10', '2024-03-09T06:00:00.000Z', '2024-03-11T05:00:00.000Z'],
    [null, '2024-07-01', null, '2024-07-02T05:00:00.000Z'],
    ['2024-07-01', null, '2024-07-01T05:00:00.000Z', null],
    [null, null, null, null],
  ])('%s to %s', (from, to, start, end) => {
    const range = siteDayRange(from, to, CHICAGO);
    expect(range.start?.toISOString() ?? null).toBe(start);
    expect(range.end?.toISOString() ?? null).toBe(end);
  });
});

describe('cells', () => {
  const cases: [string, TReference, string, string, string][] = [
    // name, reference, object/company/record/task cell, user cell, location cell
    ['there', { id: 'a', name: 'Tubes' }, 'Tubes', 'Tubes', 'Tubes'],
    ['deleted or gone', { id: 'a', name: null }, '[Unavailable]', '[Unavailable]', '[Unavailable]'],
    ['none', { id: null, name: null }, '', 'server', '[No location]'],
    ['an empty name kept', { id: 'a', name: '' }, '', '', ''],
  ];
  it.each(cases)('%s', (_name, ref, reference, user, location) => {
    expect(referenceCell(ref)).toBe(reference);
    expect(userCell(ref)).toBe(user);
    expect(locationCell(ref)).toBe(location);
  });

  it.each([
    ['count', 'Count'],
    ['damaged', 'Damaged'],
    [null, ''],
    ['', ''],
  ])('reason %j reads %j', (reason, cell) => {
    expect(reasonCell(reason)).toBe(cell);
  });
});

const SOURCE: TTransactionSource = {
  id: 't1',
  timestampCreated: new Date('2024-03-15T15:05:00.000Z'),
  type: 90,
  value: 12.5,
  reason: 'found',
  object: { id: 'o1', name: '21 ft tube' },
  user: { id: 'u1', name: 'Pat Plant' },
  company: { id: 'c1', name: 'Acme' },
  location: { id: null, name: null },
  craftRecord: { id: 'r1', name: 'Unit 4 scaffold' },
  task: { id: 'k1', name: 'Erect' },
};

describe('rows', () => {
  it('resolves every cell and keeps the links of a record and task that are there', () => {
    expect(toTransactionRow(SOURCE)).toEqual({
      id: 't1',
      objectId: 'o1',
      object: '21 ft tube',
      user: 'Pat Plant',
      company: 'Acme',
      created: '2024-03-15T15:05:00.000Z',
      type: 90,
      typeLabel: 'correction (available)',
      value: 12.5,
      location: '[No location]',
      craftRecordId: 'r1',
      craftRecord: 'Unit 4 scaffold',
      taskId: 'k1',
      task: 'Erect',
      reason: 'Found',
    });
  });

  it.each<[string, Partial<TTransactionSource>, string | null, string | null]>([
    ['record deleted: no links', { craftRecord: { id: 'r1', name: null } }, null, null],
    ['task deleted: the record still links', { task: { id: 'k1', name: null } }, 'r1', null],
    [
      'no record, no task',
      { craftRecord: { id: null, name: null }, task: { id: null, name: null } },
      null,
      null,
    ],
  ])('%s', (_name, change, recordId, taskId) => {
    const row = toTransactionRow({ ...SOURCE, ...change });
    expect(row.craftRecordId).toBe(recordId);
    expect(row.taskId).toBe(taskId);
  });

  it('labels an unknown stored type as Unknown', () => {
    expect(toTransactionRow({ ...SOURCE, type: 7 }).typeLabel).toBe('Unknown');
  });
});

describe('export', () => {
  it('names the file after the list and the day', () => {
    expect(transactionExportFileName('03-15-2024')).toBe('Inventory Transactions - 03-15-2024.csv');
  });

  it('writes every column, Created in the site time zone, through toCsv', () => {
    const gone = toTransactionRow({
      ...SOURCE,
      object: { id: 'o2', name: null },
      user: { id: null, name: null },
      company: { id: 'c1', name: '=HYPERLINK("x")' },
      location: { id: 'l1', name: 'Yard, north' },
      reason: null,
      type: 21,
      value: 3,
    });
    const csv = toCsv(TRANSACTION_CSV_HEADERS, [
      transactionCsvLine(toTransactionRow(SOURCE), CHICAGO),
      transactionCsvLine(gone, CHICAGO),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Object,User,Company,Created,Type,Qty,Location,Craft Record,Task,Reason',
      '21 ft tube,Pat Plant,Acme,03/15/2024 10:05 AM,correction (available),12.5,[No location],Unit 4 scaffold,Erect,Found',
      `[Unavailable],server,"'=HYPERLINK(""x"")",03/15/2024 10:05 AM,On Rent (from laydown yard),3,"Yard, north",Unit 4 scaffold,Erect,`,
      '',
    ]);
  });
});
