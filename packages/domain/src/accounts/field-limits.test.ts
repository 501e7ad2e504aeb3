import { describe, expect, it } from 'vitest';
import {
  USER_LOCATIONS_MAX,
  ZCreateAccountPayload,
  ZSetUserLocationsInput,
  ZUpdatePhoneInput,
} from './schemas.ts';

const ACCOUNT = {
  displayName: 'Dana Driller',
  email: 'dana@example.test',
  password: 'correct horse battery',
  companyName: 'Acme Scaffolding',
  department: 'Maintenance',
  jobTitle: 'Foreman',
  phone: '+1 (713) 555-0100 x12',
};

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

describe('account and profile field limits', () => {
  it('accepts an ordinary account', () => {
    expect(ZCreateAccountPayload.safeParse(ACCOUNT).success).toBe(true);
  });

  it.each<[keyof typeof ACCOUNT, number]>([
    ['displayName', 100],
    ['companyName', 100],
    ['department', 100],
    ['jobTitle', 100],
    ['phone', 32],
  ])('%s takes at most %i characters', (field, max) => {
    const at = ZCreateAccountPayload.safeParse({ ...ACCOUNT, [field]: 'x'.repeat(max) });
    expect(at.success).toBe(true);
    const over = ZCreateAccountPayload.safeParse({ ...ACCOUNT, [field]: 'x'.repeat(max + 1) });
    expect(firstIssue(over)).toEqual([field, `This value needs to be less than ${max} characters`]);
  });

  it.each<[keyof typeof ACCOUNT, string]>([
    ['displayName', 'Dana\r\nBcc: x@evil.test'],
    ['companyName', 'Acme\nScaffolding'],
    ['jobTitle', 'Fore\tman'],
  ])('%s refuses line breaks and control characters', (field, value) => {
    const result = ZCreateAccountPayload.safeParse({ ...ACCOUNT, [field]: value });
    expect(firstIssue(result)).toEqual([
      field,
      'This field may not contain line breaks or control characters.',
    ]);
  });

  it('refuses a 5000-digit phone number, and a password longer than 128', () => {
    expect(ZUpdatePhoneInput.safeParse({ phone: '5'.repeat(5000) }).success).toBe(false);
    expect(ZUpdatePhoneInput.safeParse({ phone: '713 555 0100' }).success).toBe(true);
    const long = ZCreateAccountPayload.safeParse({ ...ACCOUNT, password: 'p'.repeat(129) });
    expect(firstIssue(long)?.[0]).toBe('password');
  });

  it(`takes at most ${USER_LOCATIONS_MAX} locations`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `loc-${i}`);
    expect(ZSetUserLocationsInput.safeParse({ locationIds: ids(USER_LOCATIONS_MAX) }).success).toBe(
      true,
    );
    expect(
      ZSetUserLocationsInput.safeParse({ locationIds: ids(USER_LOCATIONS_MAX + 1) }).success,
    ).toBe(false);
  });
});
