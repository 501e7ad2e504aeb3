import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../accounts/messages.ts';
import {
  INVITE_MESSAGES,
  inviteNeedsCompany,
  ZAcceptInviteNewInput,
  ZCreateInviteInput,
} from './invites.ts';

describe('inviteNeedsCompany', () => {
  it.each([
    ['foreman', true],
    ['plantUser', false],
    ['siteAdmin', false],
  ] as const)('%s needs a company: %j', (preset, needs) => {
    expect(inviteNeedsCompany(preset)).toBe(needs);
  });
});

describe('ZCreateInviteInput', () => {
  it.each([
    [{ email: ' New@Example.com ', preset: 'foreman', companyId: 'c1' }, null],
    [{ email: 'a@example.com', preset: 'plantUser', companyId: null }, null],
    [{ email: 'a@example.com', preset: 'siteAdmin', companyId: null }, null],
    [
      { email: 'a@example.com', preset: 'foreman', companyId: null },
      INVITE_MESSAGES.companyRequired,
    ],
    [{ email: 'not-an-address', preset: 'plantUser', companyId: null }, MESSAGES.invalidEmail],
    [{ email: '', preset: 'plantUser', companyId: null }, MESSAGES.required],
  ])('%j → %j', (input, message) => {
    const result = ZCreateInviteInput.safeParse(input);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses a preset that is not offered', () => {
    expect(
      ZCreateInviteInput.safeParse({ email: 'a@example.com', preset: 'root', companyId: null })
        .success,
    ).toBe(false);
  });
});

describe('ZAcceptInviteNewInput', () => {
  it.each([
    [{ token: 't', displayName: 'Ann', password: 'longenough' }, null],
    [{ token: 't', displayName: ' ', password: 'longenough' }, MESSAGES.required],
    [{ token: 't', displayName: 'Ann', password: 'short' }, MESSAGES.passwordTooShort],
    [{ token: 't', displayName: 'Ann', password: '' }, MESSAGES.required],
  ])('%j → %j', (input, message) => {
    const result = ZAcceptInviteNewInput.safeParse(input);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses an overlong token', () => {
    expect(
      ZAcceptInviteNewInput.safeParse({
        token: 'x'.repeat(129),
        displayName: 'A',
        password: 'longenough',
      }).success,
    ).toBe(false);
  });
});
