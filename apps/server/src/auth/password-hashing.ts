import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** Runs at most `size` of the given work at once; the rest wait their turn, in order. */
export function semaphore(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * better-auth's own password hashing (node:crypto's scrypt, N 16384, r 16, 32 MB and about
 * 100 ms of a core each), at most one per core but one at once, so that a burst of sign-ins
 * leaves a core to everyone else. Only the hash waits its turn: the sign-in's statements (the
 * user, the session) run beside other sign-ins' hashes, as they did not when the whole sign-in
 * route queued (issue 38).
 */
export function boundedPasswordHashing(size = Math.max(1, availableParallelism() - 1)) {
  const bounded = semaphore(size);
  return {
    hash: (password: string) => bounded(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => bounded(() => verifyPassword(data)),
  };
}
