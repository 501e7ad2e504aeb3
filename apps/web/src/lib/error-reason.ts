import { ORPCError } from '@orpc/client';
import { errorReasonOf, type TErrorReason } from '@craftwork/domain/errors/errors';

/** Whether a failed call is the expected refusal `reason` (matched by its code, never its text). */
export function isRefusal(error: unknown, reason: TErrorReason): boolean {
  return error instanceof ORPCError && errorReasonOf(error.data) === reason;
}
