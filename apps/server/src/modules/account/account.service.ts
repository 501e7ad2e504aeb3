import { APIError } from 'better-auth/api';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { Auth } from '../../auth/auth.ts';
import { AppError } from '../../errors.ts';

export type TNewAccount = {
  displayName: string;
  email: string;
  password: string;
  companyName: string;
  department: string;
  jobTitle: string;
  phone: string;
};

type AuthRefusal = { statusCode: number; message: string; body?: { message?: string } };

/** better-auth refusals carry an HTTP status (their class is not always the exported one). */
function isAuthRefusal(error: unknown): error is AuthRefusal {
  if (error instanceof APIError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const STATUS_CODES: Record<number, 'TOO_MANY_REQUESTS' | 'CONFLICT'> = {
  429: 'TOO_MANY_REQUESTS',
  409: 'CONFLICT',
  422: 'CONFLICT',
};

/** Turns a better-auth refusal into a user-facing error carrying the provider's message. */
function fromAuthError(error: unknown): never {
  if (isAuthRefusal(error)) {
    // Validation messages come as "[body.email] Invalid email address": keep the sentence.
    const message = error.body?.message ?? error.message.replace(/^\[[^\]]*\]\s*/, '');
    throw new AppError(STATUS_CODES[error.statusCode] ?? 'BAD_REQUEST', message);
  }
  throw error;
}

/**
 * createAccount: the verification e-mail goes out on sign-up; the browser then signs in. An
 * address that already has an account gets the same answer (so nobody learns which addresses
 * have accounts) and its holder an e-mail saying so, instead of a second account.
 */
export async function createAccount(auth: Auth, input: TNewAccount) {
  try {
    await auth.api.signUpEmail({
      body: {
        name: input.displayName.trim(),
        email: input.email.trim().toLowerCase(),
        password: input.password,
        companyName: input.companyName.trim(),
        department: input.department.trim(),
        jobTitle: input.jobTitle.trim(),
        phone: input.phone.trim(),
      },
    });
    return { ok: true as const };
  } catch (error) {
    fromAuthError(error);
  }
}

export async function sendVerificationLink(auth: Auth, email: string) {
  try {
    await auth.api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    fromAuthError(error);
  }
}

/** The answer is the same whether or not the address has an account. */
export async function sendPasswordResetLink(auth: Auth, email: string, headers: Headers) {
  try {
    await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() }, headers });
  } catch (error) {
    fromAuthError(error);
  }
}

export async function resetPassword(auth: Auth, token: string, newPassword: string) {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    // An unknown, spent or expired token: say so in words, so the form can offer a new link.
    if ((error as { body?: { code?: unknown } } | null)?.body?.code === 'INVALID_TOKEN')
      throw new AppError('BAD_REQUEST', MESSAGES.resetLinkInvalid);
    fromAuthError(error);
  }
}
