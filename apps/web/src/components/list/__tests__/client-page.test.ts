import { describe, expect, it } from 'vitest';
import { sortRows } from '../client-page';

type TRow = { id: string; name: string | null; total: number | null };

const ROWS: TRow[] = [
  { id: 'a', name: 'pump 10', total: 900 },
  { id: 'b', name: null, total: 50 },
  { id: 'c', name: 'Pump 9', total: null },
  { id: 'd', name: 'anchor', total: 1_000 },
];

const ids = (rows: TRow[]) => rows.map((r) => r.id);

describe('sortRows (the lists answered whole, sorted in the browser)', () => {
  it.each([
    ['name', 'asc', ['d', 'c', 'a', 'b']],
    ['name', 'desc', ['a', 'c', 'd', 'b']],
    ['total', 'asc', ['b', 'a', 'd', 'c']],
    ['total', 'desc', ['d', 'a', 'b', 'c']],
  ] as const)(
    'sorts by %s %s: numbers as numbers, words by their numbers and without case, empty last',
    (field, sort, expected) => {
      expect(ids(sortRows(ROWS, [{ field, sort }]))).toEqual(expected);
    },
  );

  it("keeps the server's order without a sort, and leaves the rows it was given alone", () => {
    expect(ids(sortRows(ROWS, []))).toEqual(['a', 'b', 'c', 'd']);
    sortRows(ROWS, [{ field: 'total', sort: 'asc' }]);
    expect(ids(ROWS)).toEqual(['a', 'b', 'c', 'd']);
  });
});
