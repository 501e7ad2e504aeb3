import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditAreaLabel,
  auditChangeLine,
  auditChangeLines,
  auditChanges,
  auditNamedIds,
  auditValueText,
  ZAuditListInput,
} from './audit-list.ts';

describe('auditValueText', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['Area 1', 'Area 1'],
    [7, '7'],
    [0, '0'],
    [true, 'Yes'],
    [false, 'No'],
    [[1, 2, 3], '1, 2, 3'],
    [[], '—'],
    [{ lat: 1 }, '{"lat":1}'],
  ])('%j → %s', (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });
});

const CHICAGO = 'America/Chicago';

describe('auditChanges', () => {
  it('gives the parts a screen writes in its language, the same lines as the English', () => {
    const names = new Map([['c-1', 'Company A']]);
    const before = { approved: false, preset: null, companyId: 'c-gone', crafts: [] };
    const after = { approved: true, preset: 'foreman', companyId: 'c-1', crafts: [true, 'x'] };
    expect(auditChanges(before, after, names, CHICAGO)).toEqual([
      { key: 'approved', before: { kind: 'no' }, after: { kind: 'yes' } },
      { key: 'preset', before: { kind: 'none' }, after: { kind: 'role', preset: 'foreman' } },
      {
        key: 'companyId',
        before: { kind: 'unavailable' },
        after: { kind: 'text', text: 'Company A' },
      },
      {
        key: 'crafts',
        before: { kind: 'none' },
        after: {
          kind: 'list',
          items: [{ kind: 'yes' }, { kind: 'text', text: 'x' }],
        },
      },
    ]);
    expect(auditChangeLines(before, after, names, CHICAGO)).toEqual([
      'Approved: No → Yes',
      'Role: — → Foreman',
      'Company: [Unavailable] → Company A',
      'crafts: — → Yes, x',
    ]);
  });
});

describe('auditChanges with instants', () => {
  it('gives an instant as its ISO text in UTC, the English line as the lists write it', () => {
    const [change] = auditChanges(
      { expiresAt: '2026-07-04T04:30:00+00:00' },
      { expiresAt: '2026-11-29T10:05:00-06:00' },
      new Map(),
      CHICAGO,
    );
    expect(change).toEqual({
      key: 'expiresAt',
      before: { kind: 'instant', iso: '2026-07-04T04:30:00.000Z' },
      after: { kind: 'instant', iso: '2026-11-29T16:05:00.000Z' },
    });
    expect(change && auditChangeLine(change, CHICAGO)).toBe(
      'expiresAt: 07/03/2026 11:30 PM → 11/29/2026 10:05 AM',
    );
  });

  it('leaves out instants that read the same to the minute on the site’s clock', () => {
    const before = { at: '2026-11-29T16:05:10Z' };
    expect(auditChanges(before, { at: '2026-11-29T16:05:40Z' }, new Map(), CHICAGO)).toEqual([]);
  });
});

describe('auditChangeLines', () => {
  it.each([
    [{ name: 'Old' }, { name: 'New' }, ['name: Old → New']],
    [null, { title: 'Area 9', department: '' }, ['title: — → Area 9']],
    [{ companyId: null }, { companyId: null, approved: true }, ['Approved: — → Yes']],
    [{ title: 'Area 9' }, null, ['title: Area 9 → —']],
    [
      { approved: false, preset: null },
      { approved: true, preset: 'foreman' },
      ['Approved: No → Yes', 'Role: — → Foreman'],
    ],
    [{ a: 1 }, { b: 2 }, ['a: 1 → —', 'b: — → 2']],
    [null, null, []],
  ])('%j → %j', (before, after, lines) => {
    expect(auditChangeLines(before, after, new Map(), CHICAGO)).toEqual(lines);
  });

  it.each([
    [
      { approvedAt: null },
      { approvedAt: '2026-11-29T16:05:00.000Z' },
      ['approvedAt: — → 11/29/2026 10:05 AM'],
    ],
    [
      { expiresAt: '2026-07-04T04:30:00Z' },
      { expiresAt: '2026-07-05T04:30:00+00:00' },
      ['expiresAt: 07/03/2026 11:30 PM → 07/04/2026 11:30 PM'],
    ],
    [{ title: '2026-11-29' }, { title: '2026-11-29 x' }, ['title: 2026-11-29 → 2026-11-29 x']],
  ])('shows instants as the lists do, on the site’s clock: %j → %j', (before, after, lines) => {
    expect(auditChangeLines(before, after, new Map(), CHICAGO)).toEqual(lines);
  });

  const names = new Map([
    ['c-1', 'Apex Scaffold Services'],
    ['l-1', 'Crude Unit 1'],
  ]);
  it.each([
    [{ companyId: null }, { companyId: 'c-1' }, ['Company: — → Apex Scaffold Services']],
    [
      { defaultLocationId: 'l-1' },
      { defaultLocationId: null },
      ['Default location: Crude Unit 1 → —'],
    ],
    [
      { companyId: 'gone' },
      { companyId: 'c-1' },
      ['Company: [Unavailable] → Apex Scaffold Services'],
    ],
    [{ preset: 'plantUser' }, { preset: 'siteAdmin' }, ['Role: Plant User → Site Admin']],
  ])('names ids and roles: %j → %j', (before, after, lines) => {
    expect(auditChangeLines(before, after, names, CHICAGO)).toEqual(lines);
  });

  it('collects the ids an entry names', () => {
    expect(
      auditNamedIds({ companyId: 'c-1', title: 'x' }, { companyId: 'c-2', locationId: 'l-1' }),
    ).toEqual(['c-1', 'c-2', 'l-1']);
  });
});

describe('labels', () => {
  it.each([
    ['users', 'Users'],
    ['siteSettings', 'Site settings'],
    ['gone', 'gone'],
  ])('area %s → %s', (area, label) => {
    expect(auditAreaLabel(area)).toBe(label);
  });
  it.each([
    ['approved', 'Approved'],
    ['permissionsChanged', 'Permissions changed'],
    ['gone', 'gone'],
  ])('action %s → %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});

describe('ZAuditListInput', () => {
  it.each([
    [{}, true],
    [{ area: 'users', search: 'anne', page: 2, pageSize: 25 }, true],
    [{ area: null }, true],
    [{ area: 'nope' }, false],
    [{ search: 'x'.repeat(201) }, false],
    [{ pageSize: 30 }, false],
    [{ page: -1 }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(ZAuditListInput.safeParse(input).success).toBe(valid);
  });
});
