import { MESSAGES } from '../accounts/messages.ts';

/**
 * The texts of refusals every part of the server gives (the spec's texts where it has one),
 * written once: services, HTTP routes and the web import them from here.
 */
export const ERROR_MESSAGES = {
  signInRequired: 'Please sign in.',
  permissionDenied: MESSAGES.userLacksPermissions,
  dataNotAvailable: MESSAGES.dataNotAvailable,
  generic: MESSAGES.generic,
  tooManyRequests: 'Too many requests. Please try again later.',
  lengthRequired: 'Content-Length is required.',
  tooLarge: 'The request is too large.',
  jsonOnly: 'This request takes JSON only.',
} as const;

/**
 * Expected refusals the web answers with more than a message: the server sends the reason
 * as the RPC error's `data.reason`, and the web matches the reason, never the text.
 */
export const ERROR_REASONS = {
  /** The status change closes the record's last open task: Keep Open or Close must be chosen. */
  keepOrClose: 'KEEP_OR_CLOSE',
  /** A task cannot be restored while its craft record is deleted. */
  cannotBeRestored: 'CANNOT_BE_RESTORED',
  /** A location or company still in use cannot be deleted; the message says what uses it. */
  inUse: 'IN_USE',
  /** A queued change found the task changed by someone else since (expectedStatus and the like). */
  changedElsewhere: 'CHANGED_ELSEWHERE',
  /** A change sent with an Idempotency-Key that is still being saved: try again shortly. */
  changeInProgress: 'CHANGE_IN_PROGRESS',
  /** An Idempotency-Key already used for another change: a client bug, never retried. */
  keyReused: 'KEY_REUSED',
  /** A status change the task's status allows no one (not a permission): the message says why. */
  statusNotAllowed: 'STATUS_NOT_ALLOWED',
  /** A name another company or KPI template of the site already has: a form marks its name. */
  nameTaken: 'NAME_TAKEN',
} as const;

export type TErrorReason = (typeof ERROR_REASONS)[keyof typeof ERROR_REASONS];

/** The reason carried by an RPC error's data, if it is one of ours. */
export function errorReasonOf(data: unknown): TErrorReason | undefined {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  const { reason } = data;
  return Object.values(ERROR_REASONS).find((known) => known === reason);
}
