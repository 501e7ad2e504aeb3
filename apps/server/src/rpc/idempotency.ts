import { os } from '@orpc/server';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  isIdempotencyKey,
} from '@craftwork/domain/offline/idempotency';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { hashInput } from '../idempotency/input-hash.ts';
import {
  claimKey,
  completeKey,
  findKey,
  releaseKey,
  type TKeyClaim,
} from '../idempotency/idempotency.repository.ts';

type TIdempotencyContext = {
  headers: Headers;
  db: Database;
  log: (message: string) => void;
  user: { id: string };
};

/**
 * Writes a client may queue offline and send again (decision 176). Without an Idempotency-Key
 * header the procedure runs as always. With one, keyed by the signed-in user and the key:
 * the first request claims the key and runs; a repeat with the same input gets the stored
 * answer without running again; a repeat while the first still runs is CONFLICT; the same key
 * with another input or procedure is refused; a run that fails lets the key go.
 *
 * Used after `.input(...)`, so the input it hashes is the validated one. The procedure's
 * answer must be plain JSON (it is stored as jsonb and replayed as is).
 */
export const idempotent = os
  .$context<TIdempotencyContext>()
  .middleware(async ({ context, next, path }, input: unknown, output) => {
    const key = context.headers.get(IDEMPOTENCY_HEADER);
    if (key === null) return next();
    if (!isIdempotencyKey(key)) throw new AppError('BAD_REQUEST', IDEMPOTENCY_MESSAGES.badKey);
    const claim: TKeyClaim = {
      userId: context.user.id,
      key,
      procedure: path.join('.'),
      inputHash: await hashInput(input),
    };
    // Twice at most: a key released by a failed run between our claim and our read is free again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await claimKey(context.db, claim)) {
        let result: Awaited<ReturnType<typeof next>>;
        try {
          result = await next();
        } catch (error) {
          await releaseKey(context.db, claim.userId, key);
          throw error;
        }
        try {
          await completeKey(context.db, claim.userId, key, result.output);
        } catch (error) {
          // The change is applied: answer it. The key stays pending, so a retry is held back.
          context.log(`idempotency key not completed: ${String(error)}`);
        }
        return result;
      }
      const row = await findKey(context.db, claim.userId, key);
      if (!row) continue;
      if (row.procedure !== claim.procedure || row.inputHash !== claim.inputHash) {
        throw new AppError(
          'BAD_REQUEST',
          IDEMPOTENCY_MESSAGES.differentContent,
          ERROR_REASONS.keyReused,
        );
      }
      if (row.status === 'done') return output(row.response);
      break;
    }
    throw new AppError(
      'CONFLICT',
      IDEMPOTENCY_MESSAGES.stillRunning,
      ERROR_REASONS.changeInProgress,
    );
  });
