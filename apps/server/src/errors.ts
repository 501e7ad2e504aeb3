import { ERROR_MESSAGES, type TErrorReason } from '@craftwork/domain/errors/errors';

/**
 * Errors raised by services and repositories. The RPC layer maps them to RPC errors in one
 * place (rpc/init.ts); their messages are the texts users see. An expected refusal the web
 * answers with more than the message carries a reason, sent as the RPC error's `data.reason`.
 */
export type AppErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/** The HTTP status each refusal answers with, outside the RPC layer (files, the public API, SCIM). */
export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly reason?: TErrorReason,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const GENERIC_ERROR_MESSAGE = ERROR_MESSAGES.generic;
export const PERMISSION_ERROR_MESSAGE = ERROR_MESSAGES.permissionDenied;
export const NOT_AVAILABLE_MESSAGE = ERROR_MESSAGES.dataNotAvailable;
export const SIGN_IN_MESSAGE = ERROR_MESSAGES.signInRequired;
