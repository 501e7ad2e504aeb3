import { describe, expect, it } from 'vitest';
import {
  checkReportLink,
  linkExpiry,
  reportLinkSignature,
  signedReportPath,
} from './report-links.ts';

const SECRET = 'k'.repeat(64);
const NOW = new Date('2026-11-24T12:00:00Z');
const query = (path: string) => Object.fromEntries(new URL(`http://x${path}`).searchParams);

describe('signed report links', () => {
  const expires = linkExpiry(NOW);
  const path = signedReportPath(SECRET, 'r1', 'csv', expires);
  const signature = reportLinkSignature(SECRET, 'r1', 'csv', expires);

  it('expire 7 days on and name the id, format, expiry and signature', () => {
    expect(expires).toBe(NOW.getTime() / 1000 + 7 * 86_400);
    expect(path).toBe(`/api/reports/r1/csv?expires=${expires}&signature=${signature}`);
  });

  it.each<[string, string, 'csv' | 'pdf', Record<string, unknown>, Date, string]>([
    ['as signed', 'r1', 'csv', query(path), NOW, 'valid'],
    ['a second before expiry', 'r1', 'csv', query(path), new Date(expires * 1000 - 1000), 'valid'],
    ['at expiry', 'r1', 'csv', query(path), new Date(expires * 1000), 'expired'],
    ['another report', 'r2', 'csv', query(path), NOW, 'invalid'],
    ['the other format', 'r1', 'pdf', query(path), NOW, 'invalid'],
    ['a later expiry', 'r1', 'csv', { expires: String(expires + 1), signature }, NOW, 'invalid'],
    [
      'another key',
      'r1',
      'csv',
      { expires: String(expires), signature: reportLinkSignature('other', 'r1', 'csv', expires) },
      NOW,
      'invalid',
    ],
    ['no signature', 'r1', 'csv', { expires: String(expires) }, NOW, 'invalid'],
    [
      'a short signature',
      'r1',
      'csv',
      { expires: String(expires), signature: 'ab' },
      NOW,
      'invalid',
    ],
    ['repeated parameters', 'r1', 'csv', { expires: [String(expires)], signature }, NOW, 'invalid'],
    ['a non-number expiry', 'r1', 'csv', { expires: '1e10', signature }, NOW, 'invalid'],
  ])('%s', (_name, id, format, q, now, expected) => {
    expect(checkReportLink(SECRET, id, format, q, now)).toBe(expected);
  });
});
