import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZApplyToSiteKeyInput,
  ZChangePasswordInput,
  ZCreateAccountInput,
  ZCreateAccountPayload,
  ZDownloadLinkInput,
  ZForgotPasswordInput,
  ZResetPasswordInput,
  ZSetDefaultSiteInput,
  ZSetNotificationsInput,
  ZSetUserLocationsInput,
  ZSignInInput,
  ZUpdatePhoneInput,
} from './schemas.ts';

/** Field → messages, or {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

const REQUIRED = 'This field is required.';
const INVALID_EMAIL = 'Please enter a valid email address.';
const TOO_SHORT = 'Password must be at least 8 characters.';

describe('ZSignInInput', () => {
  it.each([
    ['both filled', { email: 'a@b.c', password: 'x' }, {}],
    ['no e-mail', { email: '', password: 'x' }, { email: ['Username is required.'] }],
    ['a blank e-mail', { email: '   ', password: 'x' }, { email: ['Username is required.'] }],
    ['no password', { email: 'a@b.c', password: '' }, { password: ['Password is required.'] }],
    ['nothing', {}, { email: ['Username is required.'], password: ['Password is required.'] }],
  ])('with %s, shows exactly the spec messages', (_case, input, errors) => {
    expect(errorsOf(ZSignInInput, input)).toEqual(errors);
  });

  it('trims the e-mail but keeps the password as typed', () => {
    expect(ZSignInInput.parse({ email: ' a@b.c ', password: ' pw ' })).toEqual({
      email: 'a@b.c',
      password: ' pw ',
    });
  });
});

describe('ZForgotPasswordInput', () => {
  it.each([
    [{ email: 'a@b.c' }, {}],
    [{ email: '' }, { email: [REQUIRED] }],
    [{}, { email: [REQUIRED] }],
  ])('%j gives %j', (input, errors) => {
    expect(errorsOf(ZForgotPasswordInput, input)).toEqual(errors);
  });
});

const ACCOUNT = {
  displayName: 'Dana Ray',
  email: 'dana@example.com',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  companyName: 'Acme Scaffolding',
  department: 'Operations',
  jobTitle: 'Foreman',
  phone: '555-0100',
};

const ACCOUNT_FIELDS = [
  'displayName',
  'email',
  'password',
  'confirmPassword',
  'companyName',
  'department',
  'jobTitle',
  'phone',
] as const;

describe('ZCreateAccountInput', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(ZCreateAccountInput, ACCOUNT)).toEqual({});
  });

  it.each(ACCOUNT_FIELDS)('requires %s with "This field is required."', (field) => {
    expect(errorsOf(ZCreateAccountInput, { ...ACCOUNT, [field]: '' })).toEqual({
      [field]: [REQUIRED],
    });
  });

  it('marks all eight fields of an empty form', () => {
    expect(errorsOf(ZCreateAccountInput, {})).toEqual(
      Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, [REQUIRED]])),
    );
  });

  it.each([
    ['differ', { confirmPassword: 'secret-2' }, { confirmPassword: ['Passwords do not match.'] }],
    [
      'differ only by case',
      { confirmPassword: 'SECRET-1' },
      { confirmPassword: ['Passwords do not match.'] },
    ],
    [
      'differ while other fields are empty',
      { confirmPassword: 'x', phone: '' },
      { phone: [REQUIRED], confirmPassword: ['Passwords do not match.'] },
    ],
    [
      'are unconfirmed (only required shows)',
      { confirmPassword: '' },
      { confirmPassword: [REQUIRED] },
    ],
  ])('reports passwords that %s', (_case, overrides, errors) => {
    expect(errorsOf(ZCreateAccountInput, { ...ACCOUNT, ...overrides })).toEqual(errors);
  });

  it.each([
    ['an address without @', { email: 'dana.example.com' }, { email: [INVALID_EMAIL] }],
    ['an address without a domain', { email: 'dana@' }, { email: [INVALID_EMAIL] }],
    ['an address with spaces inside', { email: 'da na@example.com' }, { email: [INVALID_EMAIL] }],
    ['an address with blanks around it', { email: '  dana@example.com ' }, {}],
    [
      'a password of 7 characters',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      { password: [TOO_SHORT] },
    ],
    ['a password of 8 characters', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, {}],
  ])('says the rule for %s', (_case, overrides, errors) => {
    expect(errorsOf(ZCreateAccountInput, { ...ACCOUNT, ...overrides })).toEqual(errors);
  });
});

describe('ZCreateAccountPayload', () => {
  it('is the sign-up payload without the confirmation', () => {
    const { confirmPassword: _, ...payload } = ACCOUNT;
    expect(ZCreateAccountPayload.parse(ACCOUNT)).toEqual(payload);
    expect(Object.keys(ZCreateAccountPayload.shape)).toEqual([
      'displayName',
      'email',
      'password',
      'companyName',
      'department',
      'jobTitle',
      'phone',
    ]);
  });

  it('requires every field', () => {
    expect(Object.keys(errorsOf(ZCreateAccountPayload, {}))).toHaveLength(7);
  });
});

describe('ZChangePasswordInput', () => {
  const ok = { currentPassword: 'old', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' };
  it.each([
    ['all filled and matching', ok, {}],
    [
      'no current password',
      { ...ok, currentPassword: '' },
      { currentPassword: ['Current Password is required.'] },
    ],
    ['no new password', { ...ok, newPassword: '' }, { newPassword: ['New Password is required.'] }],
    [
      'no confirmation',
      { ...ok, confirmPassword: '' },
      { confirmPassword: ['Confirm Password is required.'] },
    ],
    [
      'a mismatched confirmation',
      { ...ok, confirmPassword: 'new-2' },
      { confirmPassword: ["Confirm Password doesn't match New Password."] },
    ],
    [
      'a short new password',
      { ...ok, newPassword: 'short', confirmPassword: 'short' },
      { newPassword: [TOO_SHORT] },
    ],
    [
      'nothing',
      {},
      {
        currentPassword: ['Current Password is required.'],
        newPassword: ['New Password is required.'],
        confirmPassword: ['Confirm Password is required.'],
      },
    ],
  ])('with %s, shows exactly the spec messages', (_case, input, errors) => {
    expect(errorsOf(ZChangePasswordInput, input)).toEqual(errors);
  });
});

describe('ZResetPasswordInput', () => {
  const ok = { token: 'abc', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' };
  it.each([
    ['a token and matching passwords', ok, {}],
    ['no token', { ...ok, token: '' }, { token: [REQUIRED] }],
    [
      'a mismatched confirmation',
      { ...ok, confirmPassword: 'x' },
      { confirmPassword: ['Passwords do not match.'] },
    ],
    [
      'a short new password',
      { ...ok, newPassword: 'short', confirmPassword: 'short' },
      { newPassword: [TOO_SHORT] },
    ],
    [
      'no new password',
      { ...ok, newPassword: '', confirmPassword: '' },
      {
        newPassword: ['New Password is required.'],
        confirmPassword: ['Confirm Password is required.'],
      },
    ],
  ])('with %s, shows exactly the spec messages', (_case, input, errors) => {
    expect(errorsOf(ZResetPasswordInput, input)).toEqual(errors);
  });
});

describe('site access and profile inputs', () => {
  it.each([
    ['apply with a key', ZApplyToSiteKeyInput, { siteKey: ' acme ' }, { siteKey: 'acme' }],
    ['set the default site', ZSetDefaultSiteInput, { siteKey: 'acme' }, { siteKey: 'acme' }],
    ['change the phone', ZUpdatePhoneInput, { phone: ' 555-0100 ' }, { phone: '555-0100' }],
    [
      'switch notifications off',
      ZSetNotificationsInput,
      { receiveNotifications: false },
      { receiveNotifications: false },
    ],
    [
      'choose locations',
      ZSetUserLocationsInput,
      { locationIds: ['a', 'b'] },
      { locationIds: ['a', 'b'] },
    ],
    ['choose no locations', ZSetUserLocationsInput, { locationIds: [] }, { locationIds: [] }],
  ])('accepts input to %s', (_case, schema, input, parsed) => {
    expect(schema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['apply with an empty key', ZApplyToSiteKeyInput, { siteKey: '   ' }, { siteKey: [REQUIRED] }],
    ['set an empty default site', ZSetDefaultSiteInput, { siteKey: '' }, { siteKey: [REQUIRED] }],
    ['clear the phone', ZUpdatePhoneInput, { phone: '' }, { phone: [REQUIRED] }],
  ])('refuses input to %s', (_case, schema, input, errors) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });

  it.each([
    ['notifications as text', ZSetNotificationsInput, { receiveNotifications: 'on' }],
    ['locations as one string', ZSetUserLocationsInput, { locationIds: 'a' }],
    ['an empty location id', ZSetUserLocationsInput, { locationIds: [''] }],
  ])('rejects %s', (_case, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('ZDownloadLinkInput', () => {
  it.each([
    [{ platform: 'ios', code: 'code-1', version: 'craftwork' }, true],
    [{ platform: 'android', code: null, version: 'craftwork' }, true],
    [{ platform: 'windows', code: null, version: 'craftwork' }, false],
    [{ platform: 'ios', version: 'craftwork' }, false],
    [{ platform: 'ios', code: null }, false],
  ])('%j is valid: %s', (input, valid) => {
    expect(ZDownloadLinkInput.safeParse(input).success).toBe(valid);
  });
});
