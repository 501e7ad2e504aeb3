// The sign-in form's rule without zod, so that the sign-in page loads no schema library. It is
// ZSignInInput's rule (schemas.ts), field by field with the same first message, and the tests
// hold the two to the same answers.
import { hasControlCharacters, TEXT_LIMITS, TEXT_MESSAGES } from '../text/rules.ts';
import { MESSAGES } from './messages.ts';

export type TSignInFields = { email: string; password: string };
export type TSignInProblems = Partial<Record<keyof TSignInFields, string>>;

/** The longest e-mail address and password the form takes (ACCOUNT_FIELD_MAX's). */
export const SIGN_IN_MAX = { email: TEXT_LIMITS.email, password: TEXT_LIMITS.password } as const;

/** The e-mail address as signed in with: blanks around it dropped; the password as typed. */
export function normalizeSignIn({ email, password }: TSignInFields): TSignInFields {
  return { email: email.trim(), password };
}

/** What is wrong with each field, in the words ZSignInInput uses; {} when both are fine. */
export function signInProblems(fields: TSignInFields): TSignInProblems {
  const problems: TSignInProblems = {};
  const { email, password } = normalizeSignIn(fields);
  if (email === '') problems.email = MESSAGES.usernameRequired;
  else if (email.length > SIGN_IN_MAX.email)
    problems.email = TEXT_MESSAGES.tooLong(SIGN_IN_MAX.email);
  else if (hasControlCharacters(email)) problems.email = TEXT_MESSAGES.oneLine;
  if (password === '') problems.password = MESSAGES.passwordRequired;
  else if (password.length > SIGN_IN_MAX.password)
    problems.password = TEXT_MESSAGES.tooLong(SIGN_IN_MAX.password);
  return problems;
}
