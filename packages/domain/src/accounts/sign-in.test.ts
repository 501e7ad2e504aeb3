import { describe, expect, it } from 'vitest';
import { ZSignInInput } from './schemas.ts';
import { normalizeSignIn, signInProblems, type TSignInFields } from './sign-in.ts';

/** The first message of each field, as the form shows it, or {} when the input is valid. */
function firstErrorsOf(input: TSignInFields): Record<string, string> {
  const result = ZSignInInput.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const LONG_EMAIL = `${'a'.repeat(250)}@b.co`;
const CASES: [string, TSignInFields, Record<string, string>][] = [
  ['both filled', { email: 'a@b.c', password: 'x' }, {}],
  ['no e-mail', { email: '', password: 'x' }, { email: 'Username is required.' }],
  ['a blank e-mail', { email: '   ', password: 'x' }, { email: 'Username is required.' }],
  ['no password', { email: 'a@b.c', password: '' }, { password: 'Password is required.' }],
  [
    'nothing',
    { email: '', password: '' },
    { email: 'Username is required.', password: 'Password is required.' },
  ],
  ['a blank password (kept as typed)', { email: 'a@b.c', password: '  ' }, {}],
  [
    'an e-mail one over the limit',
    { email: LONG_EMAIL, password: 'x' },
    { email: 'This value needs to be less than 254 characters' },
  ],
  ['an e-mail at the limit', { email: LONG_EMAIL.slice(1), password: 'x' }, {}],
  [
    'an e-mail at the limit with blanks around',
    { email: ` ${LONG_EMAIL.slice(1)} `, password: 'x' },
    {},
  ],
  [
    'an e-mail with a tab inside',
    { email: 'a@b\t.c', password: 'x' },
    { email: 'This field may not contain line breaks or control characters.' },
  ],
  [
    'a password one over the limit',
    { email: 'a@b.c', password: 'p'.repeat(129) },
    { password: 'This value needs to be less than 128 characters' },
  ],
  ['a password at the limit', { email: 'a@b.c', password: 'p'.repeat(128) }, {}],
];

describe('signInProblems', () => {
  it.each(CASES)('with %s, says what ZSignInInput says', (_case, input, errors) => {
    expect(signInProblems(input)).toEqual(errors);
    expect(firstErrorsOf(input)).toEqual(errors);
  });

  it('trims the e-mail but keeps the password as typed, as ZSignInInput does', () => {
    const input = { email: ' a@b.c ', password: ' pw ' };
    expect(normalizeSignIn(input)).toEqual(ZSignInInput.parse(input));
  });
});
