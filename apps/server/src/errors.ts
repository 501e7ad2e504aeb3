/**
 * Errors raised by services and repositories. The RPC layer maps them to RPC errors in one
 * place (rpc/init.ts); their messages are the texts users see.
 */
export type AppErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const GENERIC_ERROR_MESSAGE =
  'An error has occurred. Please try again or contact administrator.';
export const PERMISSION_ERROR_MESSAGE = 'User does not have necessary permissions.';
