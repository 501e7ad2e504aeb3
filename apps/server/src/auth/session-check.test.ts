import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_SECONDS, SESSION_SECONDS } from './auth.ts';
import { cookieValue, dueForRefresh, verifiedToken } from './session-check.ts';

const SECRET = 'a secret of the tests, long enough';
const signed = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('cookieValue', () => {
  it.each([
    ['the first of that name', 'a=1; s=first; s=second', 'first'],
    ['decoded', 's=tok%2Esig%3D', 'tok.sig='],
    ['unquoted', 's="quoted"', 'quoted'],
    ['as it is when it does not decode', 's=%E0%A4%A', '%E0%A4%A'],
    ['null without it', 'sx=1; xs=2', null],
  ] as const)('answers %s', (_case, header, expected) => {
    expect(cookieValue(header, 's')).toBe(expected);
  });

  it('answers null without a header', () => {
    expect(cookieValue(null, 's')).toBeNull();
  });
});

describe('verifiedToken', () => {
  it('answers the token of a cookie signed with the secret', () => {
    expect(verifiedToken(signed('tok-1'), SECRET)).toBe('tok-1');
  });

  it.each([
    ['signed with another secret', signed('tok-1', 'another secret')],
    ['with another token under the signature', `tok-2.${signed('tok-1').split('.')[1]}`],
    ['without a signature', 'tok-1'],
    ['with a short signature', 'tok-1.abc='],
    ['with no token', `.${signed('tok-1').split('.')[1]}`],
  ])('refuses a cookie %s', (_case, value) => {
    expect(verifiedToken(value, SECRET)).toBeNull();
  });
});

describe('dueForRefresh', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  const at = (msFromNow: number) => new Date(now + msFromNow);
  const day = 24 * 60 * 60 * 1000;
  const refreshedAgo = (ms: number) => at(SESSION_SECONDS * 1000 - ms);

  it.each([
    ['a session moved on less than a day ago', refreshedAgo(day - 1000), null, false],
    ['a session moved on a day ago', refreshedAgo(SESSION_REFRESH_SECONDS * 1000), null, true],
    [
      'a provider session ending at its bound',
      at(12 * 60 * 60 * 1000),
      at(12 * 60 * 60 * 1000),
      false,
    ],
    [
      'a provider session ending before its bound',
      at(2 * 60 * 60 * 1000),
      at(12 * 60 * 60 * 1000),
      true,
    ],
  ] as const)('answers for %s', (_case, expiresAt, ssoUntil, expected) => {
    expect(dueForRefresh({ expiresAt, ssoUntil }, now)).toBe(expected);
  });
});
