import { describe, expect, it } from 'vitest';
import { ZCalendarInput } from './filters.ts';

describe('ZCalendarInput', () => {
  it.each([
    ['a week', '2024-03-10T00:00:00.000Z', '2024-03-17T00:00:00.000Z', true],
    ['a month view of six weeks', '2024-02-25T00:00:00.000Z', '2024-04-07T00:00:00.000Z', true],
    ['62 days', '2024-03-01T00:00:00.000Z', '2024-05-02T00:00:00.000Z', true],
    ['63 days', '2024-03-01T00:00:00.000Z', '2024-05-03T00:00:00.000Z', false],
    ['an empty range', '2024-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z', false],
    ['a reversed range', '2024-03-02T00:00:00.000Z', '2024-03-01T00:00:00.000Z', false],
  ])('%s: %s', (_name, from, to, ok) => {
    expect(ZCalendarInput.safeParse({ from, to }).success).toBe(ok);
  });

  it('refuses an unknown status or craft type', () => {
    const range = { from: '2024-03-10T00:00:00.000Z', to: '2024-03-17T00:00:00.000Z' };
    expect(ZCalendarInput.safeParse({ ...range, statuses: [12345] }).success).toBe(false);
    expect(ZCalendarInput.safeParse({ ...range, craftTypes: [12345] }).success).toBe(false);
    expect(ZCalendarInput.safeParse({ ...range, statuses: [20], craftTypes: [10] }).success).toBe(
      true,
    );
  });
});
