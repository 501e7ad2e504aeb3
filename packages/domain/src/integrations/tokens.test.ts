import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_MESSAGES,
  apiTokenExpiresAt,
  apiTokenStatus,
  mayActAs,
  ZApiRequestListInput,
  ZCreateApiTokenInput,
} from './tokens.ts';

const NOW = new Date('2026-11-25T08:00:00Z');
const at = (iso: string) => new Date(iso);

describe('apiTokenStatus', () => {
  it.each([
    ['no expiry, not revoked', { revokedAt: null, expiresAt: null }, 'active'],
    ['expires later', { revokedAt: null, expiresAt: at('2026-11-25T08:00:01Z') }, 'active'],
    ['expires this instant', { revokedAt: null, expiresAt: NOW }, 'expired'],
    ['expired yesterday', { revokedAt: null, expiresAt: at('2026-11-24T08:00:00Z') }, 'expired'],
    [
      'revoked, still in date',
      { revokedAt: at('2026-11-20T00:00:00Z'), expiresAt: null },
      'revoked',
    ],
    [
      'revoked and expired: revoked wins',
      { revokedAt: at('2026-11-01T00:00:00Z'), expiresAt: at('2026-11-02T00:00:00Z') },
      'revoked',
    ],
  ] as const)('%s → %s', (_case, token, status) => {
    expect(apiTokenStatus(token, NOW)).toBe(status);
  });
});

describe('apiTokenExpiresAt', () => {
  it.each([
    [7, '2026-12-02T08:00:00.000Z'],
    [30, '2026-12-25T08:00:00.000Z'],
    [90, '2027-02-23T08:00:00.000Z'],
    [365, '2027-11-25T08:00:00.000Z'],
  ] as const)('%i days from now ends %s', (days, iso) => {
    expect(apiTokenExpiresAt(NOW, days).toISOString()).toBe(iso);
  });
});

describe('mayActAs', () => {
  it.each([
    ['an approved member', { approved: true }, true],
    ['a pending applicant', { approved: false }, false],
    ['no member of the site', undefined, false],
  ] as const)('%s: %j', (_case, member, may) => {
    expect(mayActAs(member)).toBe(may);
  });
});

const valid = { name: 'ERP sync', scope: 'read', expiresInDays: 90 };
const messageOf = (input: unknown) => {
  const result = ZCreateApiTokenInput.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
};

describe('ZCreateApiTokenInput', () => {
  it.each([
    ['a read token acting as the caller', valid, null],
    ['a write token for another user', { ...valid, scope: 'write', actsAsUserId: 'u1' }, null],
    ['every lifetime offered', { ...valid, expiresInDays: 365 }, null],
    ['an empty name', { ...valid, name: '   ' }, API_TOKEN_MESSAGES.nameRequired],
    ['a name of 101 characters', { ...valid, name: 'x'.repeat(101) }, 'too long'],
    ['a name with a line break', { ...valid, name: 'a\nb' }, 'one line'],
    ['an unknown scope', { ...valid, scope: 'admin' }, 'invalid'],
    ['a lifetime not offered', { ...valid, expiresInDays: 3650 }, 'invalid'],
    ['no lifetime ("never" is not offered)', { ...valid, expiresInDays: null }, 'invalid'],
    ['an over-long user id', { ...valid, actsAsUserId: 'u'.repeat(129) }, 'invalid'],
  ] as const)('%s', (_case, input, expected) => {
    const message = messageOf(input);
    if (expected === null) expect(message).toBeNull();
    else if (expected === API_TOKEN_MESSAGES.nameRequired) expect(message).toBe(expected);
    else expect(message).not.toBeNull();
  });

  it('trims the name and leaves the acting user to the caller by default', () => {
    expect(ZCreateApiTokenInput.parse({ ...valid, name: '  ERP sync ' })).toEqual({
      ...valid,
      name: 'ERP sync',
      actsAsUserId: null,
    });
  });
});

describe('ZApiRequestListInput', () => {
  it('defaults to every token, first page of 50', () => {
    expect(ZApiRequestListInput.parse({})).toEqual({ tokenId: null, page: 0, pageSize: 50 });
  });
  it.each([[{ pageSize: 10 }], [{ page: -1 }], [{ tokenId: '' }]])('refuses %j', (input) => {
    expect(ZApiRequestListInput.safeParse(input).success).toBe(false);
  });
});
