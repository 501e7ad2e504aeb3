import { describe, expect, it } from 'vitest';
import type { TScaffoldFacts } from './scaffold-state.ts';
import { isTagToken, tagPath, tagState, tagUrl, TAG_REASON_TEXTS, ZTagTokenInput } from './tag.ts';

const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

const standing: TScaffoldFacts = {
  installed: true,
  open: true,
  onHold: false,
  installedAt: daysAgo(20),
  lastInspection: { at: daysAgo(2), result: 'safe' },
  lastModificationAt: null,
};

describe('tagState', () => {
  it.each<[string, Partial<TScaffoldFacts>, string, string, string | null]>([
    ['installed and inspected within the interval', {}, 'green', 'Safe to use', null],
    [
      'installed, never inspected, installed within the interval',
      { installedAt: daysAgo(3), lastInspection: null },
      'green',
      'Safe to use',
      null,
    ],
    [
      'the last inspection recorded restrictions',
      { lastInspection: { at: daysAgo(2), result: 'restricted' } },
      'yellow',
      'Use with care',
      TAG_REASON_TEXTS.restricted,
    ],
    [
      'not installed',
      { installed: false, installedAt: null, lastInspection: null },
      'red',
      'Do not use',
      'Not installed: the scaffold has not been handed over for use.',
    ],
    ['on hold', { onHold: true }, 'red', 'Do not use', 'On hold: work on the scaffold is stopped.'],
    [
      'inspection overdue (older than the interval)',
      { lastInspection: { at: daysAgo(8), result: 'safe' } },
      'red',
      'Do not use',
      'Inspection overdue: it must be inspected before use.',
    ],
    [
      'never inspected, installed longer ago than the interval',
      { lastInspection: null, installedAt: daysAgo(8) },
      'red',
      'Do not use',
      'Inspection overdue: it must be inspected before use.',
    ],
    [
      'modified since its last inspection',
      { lastModificationAt: daysAgo(1) },
      'red',
      'Do not use',
      'Inspection overdue: it must be inspected before use.',
    ],
    [
      'restricted but overdue: red wins',
      { lastInspection: { at: daysAgo(9), result: 'restricted' } },
      'red',
      'Do not use',
      'Inspection overdue: it must be inspected before use.',
    ],
    [
      'the last inspection found it unsafe',
      { lastInspection: { at: daysAgo(1), result: 'unsafe' } },
      'red',
      'Do not use',
      'Failed inspection: the last inspection found it not safe to use.',
    ],
    [
      'removed (record closed after installation)',
      { open: false, installed: false },
      'red',
      'Do not use',
      'Removed: the scaffold has been taken down.',
    ],
    [
      'on hold and overdue: on hold is named first',
      { onHold: true, lastInspection: { at: daysAgo(30), result: 'safe' } },
      'red',
      'Do not use',
      'On hold: work on the scaffold is stopped.',
    ],
  ])('%s → %s', (_name, change, colour, headline, reason) => {
    expect(tagState({ ...standing, ...change }, 7, now)).toEqual({ colour, headline, reason });
  });

  it('follows the site interval: 8 days is fine with a 14-day interval', () => {
    const facts = { ...standing, lastInspection: { at: daysAgo(8), result: 'safe' as const } };
    expect(tagState(facts, 14, now).colour).toBe('green');
    expect(tagState(facts, 7, now).colour).toBe('red');
  });
});

describe('tag tokens', () => {
  const good = 'A'.repeat(20) + '-_' + 'z9'.repeat(10) + 'q';

  it.each([
    [good, true],
    ['a'.repeat(42), false],
    ['a'.repeat(44), false],
    ['a'.repeat(42) + '=', false],
    ['a'.repeat(42) + '/', false],
    ['a'.repeat(42) + '+', false],
    ['', false],
    ['../' + 'a'.repeat(40), false],
  ])('%s → %s', (token, valid) => {
    expect(isTagToken(token)).toBe(valid);
  });

  it('is 43 characters in the example', () => {
    expect(good).toHaveLength(43);
  });

  it('accepts any short string as input, so a bad token is answered as unknown', () => {
    expect(ZTagTokenInput.safeParse({ token: 'nope' }).success).toBe(true);
    expect(ZTagTokenInput.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
  });

  it('builds the page address without a doubled slash', () => {
    expect(tagPath(good)).toBe(`/tag/${good}`);
    expect(tagUrl('https://craftwork.test/', good)).toBe(`https://craftwork.test/tag/${good}`);
    expect(tagUrl('https://craftwork.test', good)).toBe(`https://craftwork.test/tag/${good}`);
  });
});
