import { ORPCError } from '@orpc/client';
import { AuthError } from './auth-error';

import { MESSAGES } from '@craftwork/domain/accounts/messages';

const GENERIC_ERROR = MESSAGES.generic;

/** Codes whose message the server wrote for the user (the spec's texts). */
const USER_FACING_CODES = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_REQUEST',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
]);

export function isHttpClientError(error: unknown): boolean {
  if (error instanceof ORPCError) return error.status >= 400 && error.status < 500;
  if (error instanceof AuthError) return (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;
  return false;
}

/** The text to show for a failed call: the server's message when it is meant for users, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ORPCError) {
    if (USER_FACING_CODES.has(error.code) && error.message) return error.message;
    reportError(error);
    return GENERIC_ERROR;
  }
  if (error instanceof AuthError) return error.message;
  reportError(error);
  return GENERIC_ERROR;
}

/** Unexpected failures are reported; there is no remote collector, so the console it is. */
export function reportError(error: unknown): void {
  console.error(error);
}
