import { describe, expect, it } from 'vitest';
import { dueDigestDay, ZCreateInspectionTasksInput } from './compliance.ts';
import { complianceSettingsOf, DEFAULT_COMPLIANCE_SETTINGS } from './settings.ts';

describe('dueDigestDay', () => {
  it.each([
    ['America/Chicago', '2026-03-10T10:59:00Z', null, '05:59 in Chicago (CDT)'],
    ['America/Chicago', '2026-03-10T11:00:00Z', '2026-03-10', '06:00 in Chicago (CDT)'],
    ['America/Chicago', '2026-03-11T04:59:00Z', '2026-03-10', '23:59 in Chicago'],
    ['America/Chicago', '2026-03-11T05:00:00Z', null, 'midnight in Chicago'],
    ['Europe/London', '2026-01-15T06:00:00Z', '2026-01-15', '06:00 in London (GMT)'],
    ['Europe/London', '2026-07-15T05:00:00Z', '2026-07-15', '06:00 in London (BST)'],
    ['Europe/London', '2026-07-15T04:59:00Z', null, '05:59 in London (BST)'],
    ['Asia/Tokyo', '2026-03-09T21:00:00Z', '2026-03-10', '06:00 the next day in Tokyo'],
  ] as const)('%s at %s → %s (%s)', (zone, iso, expected, _why) => {
    expect(dueDigestDay(zone, new Date(iso))).toBe(expected);
  });
});

describe('ZCreateInspectionTasksInput', () => {
  it.each([
    [{ recordIds: ['a'] }, true],
    [{ recordIds: [] }, false],
    [{ recordIds: [''] }, false],
    [{ recordIds: Array.from({ length: 101 }, (_, i) => `r${i}`) }, false],
    [{ recordIds: ['x'.repeat(200)] }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(ZCreateInspectionTasksInput.safeParse(input).success).toBe(valid);
  });
});

describe('complianceSettingsOf', () => {
  it.each([
    ['nothing stored', {}, DEFAULT_COMPLIANCE_SETTINGS],
    [
      'an older site: the top-level interval',
      { inspectionIntervalDays: 14 },
      { ...DEFAULT_COMPLIANCE_SETTINGS, inspectionIntervalDays: 14 },
    ],
    [
      'the compliance interval wins over the top-level one',
      { inspectionIntervalDays: 14, compliance: { inspectionIntervalDays: 1 } },
      { ...DEFAULT_COMPLIANCE_SETTINGS, inspectionIntervalDays: 1 },
    ],
    [
      'stored values, a bad one replaced by its default',
      { compliance: { idleDays: 0, idleCostCentsPerDay: 4500, requireCompetentPerson: true } },
      { ...DEFAULT_COMPLIANCE_SETTINGS, idleCostCentsPerDay: 4500, requireCompetentPerson: true },
    ],
  ] as const)('%s', (_why, customizations, expected) => {
    expect(complianceSettingsOf(customizations)).toEqual(expected);
  });
});
