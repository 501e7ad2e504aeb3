import { describe, expect, it } from 'vitest';
import {
  daysSinceInspection,
  inspectionBaseline,
  inspectionDueAt,
  isInspectionOverdue,
  isInspectionTaskType,
  isModificationTaskType,
  isStandingScaffold,
  scaffoldReadiness,
  type TInspectionResult,
  type TScaffoldFacts,
} from './scaffold-state.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(iso);
const daysBefore = (days: number, hours = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000);

const standing = (over: Partial<TScaffoldFacts> = {}): TScaffoldFacts => ({
  installed: true,
  open: true,
  onHold: false,
  installedAt: daysBefore(30),
  lastInspection: null,
  lastModificationAt: null,
  ...over,
});
const inspected = (when: Date, result: TInspectionResult = 'safe') => ({ at: when, result });

describe('isStandingScaffold', () => {
  it.each([
    [true, true, true, 'installed and open'],
    [true, false, false, 'removed: installed, record closed'],
    [false, true, false, 'not installed yet'],
    [false, false, false, 'never installed, closed'],
  ])('installed %s, open %s → %s (%s)', (installed, open, expected) => {
    expect(isStandingScaffold({ installed, open })).toBe(expected);
  });
});

describe('inspectionBaseline', () => {
  it('counts from the last inspection, or the installation when never inspected', () => {
    expect(inspectionBaseline(standing())).toEqual(daysBefore(30));
    expect(inspectionBaseline(standing({ lastInspection: inspected(daysBefore(2)) }))).toEqual(
      daysBefore(2),
    );
    expect(inspectionBaseline(standing({ installedAt: null }))).toBeNull();
  });
});

describe('inspectionDueAt', () => {
  it.each([
    ['never inspected, installed 30 days ago', standing(), 7, daysBefore(23)],
    [
      'inspected 2 days ago, weekly',
      standing({ lastInspection: inspected(daysBefore(2)) }),
      7,
      daysBefore(-5),
    ],
    [
      'inspected 2 days ago, daily',
      standing({ lastInspection: inspected(daysBefore(2)) }),
      1,
      daysBefore(1),
    ],
    [
      'modified after the last inspection: due at the modification',
      standing({ lastInspection: inspected(daysBefore(2)), lastModificationAt: daysBefore(1) }),
      7,
      daysBefore(1),
    ],
    [
      'modified before the last inspection: the inspection counts',
      standing({ lastInspection: inspected(daysBefore(2)), lastModificationAt: daysBefore(3) }),
      7,
      daysBefore(-5),
    ],
    ['not standing (removed)', standing({ open: false }), 7, null],
    ['not installed', standing({ installed: false }), 7, null],
    ['no installation time and no inspection', standing({ installedAt: null }), 7, null],
  ] as const)('%s', (_why, facts, interval, expected) => {
    expect(inspectionDueAt(facts, interval)).toEqual(expected);
  });
});

describe('isInspectionOverdue', () => {
  it.each([
    ['installed 30 days ago, never inspected, weekly', standing(), 7, true],
    [
      'installed 6 days ago, never inspected, weekly',
      standing({ installedAt: daysBefore(6) }),
      7,
      false,
    ],
    [
      'installed exactly 7 days ago: not yet older than the interval',
      standing({ installedAt: daysBefore(7) }),
      7,
      false,
    ],
    ['installed 7 days and 1 hour ago', standing({ installedAt: daysBefore(7, 1) }), 7, true],
    [
      'inspected 6 days ago, weekly',
      standing({ lastInspection: inspected(daysBefore(6)) }),
      7,
      false,
    ],
    [
      'inspected 8 days ago, weekly',
      standing({ lastInspection: inspected(daysBefore(8)) }),
      7,
      true,
    ],
    [
      'inspected 25 hours ago, daily',
      standing({ lastInspection: inspected(daysBefore(1, 1)) }),
      1,
      true,
    ],
    [
      'inspected 23 hours ago, daily',
      standing({ lastInspection: inspected(daysBefore(0, 23)) }),
      1,
      false,
    ],
    [
      'an old installation but a recent inspection',
      standing({ installedAt: daysBefore(300), lastInspection: inspected(daysBefore(1)) }),
      7,
      false,
    ],
    [
      'modified an hour after a fresh inspection: due at once',
      standing({
        lastInspection: inspected(daysBefore(0, 2)),
        lastModificationAt: daysBefore(0, 1),
      }),
      7,
      true,
    ],
    [
      'modified just now, never inspected, installed yesterday',
      standing({ installedAt: daysBefore(1), lastModificationAt: NOW }),
      7,
      true,
    ],
    [
      'inspected after the modification',
      standing({
        lastInspection: inspected(daysBefore(0, 1)),
        lastModificationAt: daysBefore(0, 2),
      }),
      7,
      false,
    ],
    ['removed scaffolds are never overdue', standing({ open: false }), 7, false],
    ['not installed scaffolds are never overdue', standing({ installed: false }), 7, false],
    ['no baseline at all', standing({ installedAt: null }), 7, false],
  ] as const)('%s → %s', (_why, facts, interval, expected) => {
    expect(isInspectionOverdue(facts, interval, NOW)).toBe(expected);
  });

  it('follows the interval setting: the same scaffold is overdue daily, not weekly', () => {
    const facts = standing({ lastInspection: inspected(daysBefore(3)) });
    expect(isInspectionOverdue(facts, 1, NOW)).toBe(true);
    expect(isInspectionOverdue(facts, 7, NOW)).toBe(false);
  });
});

describe('daysSinceInspection', () => {
  it.each([
    ['installed 30 days ago, never inspected', standing(), 30],
    [
      'inspected 2 days and 23 hours ago',
      standing({ lastInspection: inspected(daysBefore(2, 23)) }),
      2,
    ],
    ['inspected an hour ago', standing({ lastInspection: inspected(daysBefore(0, 1)) }), 0],
    ['a clock ahead of now counts 0', standing({ installedAt: at('2026-03-16T00:00:00Z') }), 0],
    ['no baseline', standing({ installedAt: null }), null],
  ] as const)('%s → %s', (_why, facts, expected) => {
    expect(daysSinceInspection(facts, NOW)).toBe(expected);
  });
});

describe('task types', () => {
  it.each([
    [13, true, false],
    [111, true, false],
    [113, true, false],
    [114, true, false],
    [11, false, true],
    [10, false, false],
    [12, false, false],
  ])('type %s: inspection %s, modification %s', (type, inspection, modification) => {
    expect(isInspectionTaskType(type)).toBe(inspection);
    expect(isModificationTaskType(type)).toBe(modification);
  });
});

describe('scaffoldReadiness', () => {
  it.each([
    [
      'standing and inspected yesterday',
      standing({ lastInspection: inspected(daysBefore(1)) }),
      null,
      false,
    ],
    [
      'inspected yesterday with restrictions',
      standing({ lastInspection: inspected(daysBefore(1), 'restricted') }),
      null,
      true,
    ],
    ['removed', standing({ open: false }), 'removed', false],
    [
      'closed and never installed',
      standing({ open: false, installed: false, installedAt: null }),
      'notInstalled',
      false,
    ],
    [
      'open, not installed',
      standing({ installed: false, installedAt: null }),
      'notInstalled',
      false,
    ],
    [
      'on hold',
      standing({ onHold: true, lastInspection: inspected(daysBefore(1)) }),
      'onHold',
      false,
    ],
    [
      'failed its last inspection',
      standing({ lastInspection: inspected(daysBefore(1), 'unsafe') }),
      'failedInspection',
      false,
    ],
    ['overdue', standing(), 'inspectionOverdue', false],
    [
      'overdue with restrictions: blocked, not restricted',
      standing({ lastInspection: inspected(daysBefore(9), 'restricted') }),
      'inspectionOverdue',
      false,
    ],
  ] as const)('%s', (_why, facts, blockedBy, restricted) => {
    expect(scaffoldReadiness(facts, 7, NOW)).toEqual({ blockedBy, restricted });
  });
});
