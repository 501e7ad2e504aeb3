import { describe, expect, it } from 'vitest';
import {
  idleCostCents,
  idleDaysOf,
  idleSince,
  isIdleScaffold,
  standingDaysOf,
  type TIdleFacts,
} from './idle.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const daysBefore = (days: number, hours = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000);

const facts = (over: Partial<TIdleFacts> = {}): TIdleFacts => ({
  installed: true,
  open: true,
  installedAt: daysBefore(30),
  hasOpenTask: false,
  lastTaskCompletedAt: daysBefore(30),
  ...over,
});

describe('idleSince', () => {
  it.each([
    ['the installation when no task was completed after it', facts(), daysBefore(30)],
    ['no task ever completed', facts({ lastTaskCompletedAt: null }), daysBefore(30)],
    [
      'the last completion when it is later than the installation',
      facts({ lastTaskCompletedAt: daysBefore(5) }),
      daysBefore(5),
    ],
    ['not idle while a task is open', facts({ hasOpenTask: true }), null],
    ['not idle once removed', facts({ open: false }), null],
    ['not idle when not installed', facts({ installed: false }), null],
    ['no installation time', facts({ installedAt: null }), null],
  ] as const)('%s', (_why, f, expected) => {
    expect(idleSince(f)).toEqual(expected);
  });
});

describe('isIdleScaffold', () => {
  it.each([
    ['installed 30 days ago, no work since, idle after 14', facts(), 14, true],
    [
      'installed exactly 14 days ago',
      facts({ installedAt: daysBefore(14), lastTaskCompletedAt: null }),
      14,
      true,
    ],
    [
      'installed 13 days and 23 hours ago',
      facts({ installedAt: daysBefore(13, 23), lastTaskCompletedAt: null }),
      14,
      false,
    ],
    [
      'a task completed 5 days ago restarts the count',
      facts({ lastTaskCompletedAt: daysBefore(5) }),
      14,
      false,
    ],
    ['a task completed 20 days ago', facts({ lastTaskCompletedAt: daysBefore(20) }), 14, true],
    ['an open task of any craft on the record', facts({ hasOpenTask: true }), 14, false],
    ['removed', facts({ open: false }), 14, false],
    ['a 1-day setting', facts({ lastTaskCompletedAt: daysBefore(1) }), 1, true],
  ] as const)('%s → %s', (_why, f, idleDays, expected) => {
    expect(isIdleScaffold(f, idleDays, NOW)).toBe(expected);
  });

  it('counts whole idle days', () => {
    expect(idleDaysOf(facts({ lastTaskCompletedAt: daysBefore(20, 23) }), NOW)).toBe(20);
    expect(idleDaysOf(facts({ hasOpenTask: true }), NOW)).toBe(0);
  });
});

describe('standingDaysOf and idleCostCents', () => {
  it.each([
    [daysBefore(30), 30],
    [daysBefore(0, 23), 0],
    [new Date('2026-03-16T00:00:00Z'), 0],
    [null, null],
  ] as const)('installed %s → %s standing days', (installedAt, expected) => {
    expect(standingDaysOf({ installedAt }, NOW)).toBe(expected);
  });

  it.each([
    [30, 4500, 135_000, '30 days at $45.00'],
    [0, 4500, 0, 'installed today'],
    [14, 0, 0, 'no cost per day set'],
    [365, 99, 36_135, 'odd cents stay whole cents'],
    [-2, 4500, 0, 'never negative'],
  ])('%s days × %s¢ = %s¢ (%s)', (days, perDay, expected) => {
    expect(idleCostCents(days, perDay)).toBe(expected);
    expect(Number.isInteger(idleCostCents(days, perDay))).toBe(true);
  });
});
