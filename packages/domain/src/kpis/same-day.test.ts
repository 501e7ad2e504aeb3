import { describe, expect, it } from 'vitest';
import { isSameDayTask } from './same-day.ts';

const TZ = 'America/Chicago';
// Chicago is UTC-6 in winter: 07:00Z is 01:00 local.
const at = (iso: string) => new Date(iso);

describe('isSameDayTask', () => {
  it.each([
    [
      'scheduled the day it entered Awaiting, at 09:00',
      '2026-01-15T15:00:00Z',
      '2026-01-15T20:00:00Z',
      false,
      true,
    ],
    [
      'awaiting at exactly 01:00 is not after 01:00',
      '2026-01-15T07:00:00Z',
      '2026-01-15T20:00:00Z',
      false,
      false,
    ],
    ['awaiting at 01:01', '2026-01-15T07:01:00Z', '2026-01-15T20:00:00Z', false, true],
    [
      'urgent tasks are never same-day',
      '2026-01-15T15:00:00Z',
      '2026-01-15T20:00:00Z',
      true,
      false,
    ],
    ['scheduled the next site day', '2026-01-15T15:00:00Z', '2026-01-16T15:00:00Z', false, false],
    [
      'same UTC day but the next site day',
      '2026-01-15T05:00:00Z',
      '2026-01-15T15:00:00Z',
      false,
      false,
    ],
    [
      'same site day though the UTC days differ',
      '2026-01-15T23:00:00Z',
      '2026-01-16T03:00:00Z',
      false,
      true,
    ],
  ])('%s', (_name, awaiting, scheduled, urgent, expected) => {
    expect(
      isSameDayTask(
        { urgent, timestampAwaitingStart: at(awaiting), timestampScheduled: at(scheduled) },
        TZ,
      ),
    ).toBe(expected);
  });

  it('needs both times', () => {
    expect(
      isSameDayTask(
        {
          urgent: false,
          timestampAwaitingStart: null,
          timestampScheduled: at('2026-01-15T20:00:00Z'),
        },
        TZ,
      ),
    ).toBe(false);
    expect(
      isSameDayTask(
        {
          urgent: false,
          timestampAwaitingStart: at('2026-01-15T20:00:00Z'),
          timestampScheduled: null,
        },
        TZ,
      ),
    ).toBe(false);
  });
});
