/**
 * What another screen hands the login form through the navigation state: a note to show above
 * the form and the e-mail address to fill in (after an account was created but not signed in).
 */
export type TLoginState = { notice: string; email: string };

export function readLoginState(state: unknown): TLoginState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice, email } = state as Partial<Record<keyof TLoginState, unknown>>;
  return typeof notice === 'string' && typeof email === 'string' ? { notice, email } : null;
}
