import { describe, expect, it } from 'vitest';
import { tallyByCompany, taskTally, type TCompanyTaskFacts } from './tasks-by-company.ts';

const range = { start: new Date('2026-10-01T05:00:00Z'), end: new Date('2026-11-01T05:00:00Z') };
const at = (iso: string) => new Date(iso);
const task = (
  taskStatus: number,
  created: string,
  completed: string | null = null,
  companyId: string | null = 'a',
): TCompanyTaskFacts => ({
  companyId,
  taskStatus,
  timestampCreated: at(created),
  timestampTaskCompleted: completed ? at(completed) : null,
});

describe('taskTally', () => {
  it.each([
    ['open, created in the range', task(20, '2026-10-05T12:00:00Z'), [1, 0, 1]],
    ['open, created before the range', task(20, '2026-09-05T12:00:00Z'), [0, 0, 1]],
    ['open, created after the range', task(20, '2026-11-02T12:00:00Z'), [0, 0, 0]],
    ['created at the first instant', task(20, '2026-10-01T05:00:00Z'), [1, 0, 1]],
    ['created at the end (exclusive)', task(20, '2026-11-01T05:00:00Z'), [0, 0, 0]],
    [
      'created and completed in the range',
      task(90, '2026-10-05T12:00:00Z', '2026-10-06T12:00:00Z'),
      [1, 1, 0],
    ],
    [
      'created before, completed in the range',
      task(90, '2026-09-05T12:00:00Z', '2026-10-31T12:00:00Z'),
      [0, 1, 0],
    ],
    [
      'completed after the range: open at its end',
      task(90, '2026-10-05T12:00:00Z', '2026-11-01T05:00:00Z'),
      [1, 0, 1],
    ],
    [
      'completed before the range',
      task(90, '2026-09-01T12:00:00Z', '2026-09-30T12:00:00Z'),
      [0, 0, 0],
    ],
    ['canceled never counts as open', task(99, '2026-10-05T12:00:00Z'), [1, 0, 0]],
    [
      'canceled with a completion in the range is not completed',
      task(99, '2026-10-05T12:00:00Z', '2026-10-06T12:00:00Z'),
      [1, 0, 0],
    ],
  ])('%s', (_, t, [created, completed, openAtEnd]) => {
    expect(taskTally(t, range)).toEqual({ created, completed, openAtEnd });
  });
});

describe('tallyByCompany', () => {
  it('sums by company, tasks without one under ""', () => {
    const tallies = tallyByCompany(
      [
        task(20, '2026-10-05T12:00:00Z', null, 'a'),
        task(90, '2026-10-05T12:00:00Z', '2026-10-07T12:00:00Z', 'a'),
        task(20, '2026-09-05T12:00:00Z', null, 'b'),
        task(20, '2026-10-05T12:00:00Z', null, null),
      ],
      range,
    );
    expect(Object.fromEntries(tallies)).toEqual({
      a: { created: 2, completed: 1, openAtEnd: 1 },
      b: { created: 0, completed: 0, openAtEnd: 1 },
      '': { created: 1, completed: 0, openAtEnd: 1 },
    });
  });
});
