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
 * better-auth's own password hashing (node:crypto's scrypt in libuv's pool of four threads,
 * N 16384, r 16, 32 MB and about 100 ms of a core each), at most one per core at once: a burst
 * of sign-ins neither takes every pool thread (files and large compressed answers use them
 * too) nor more cores than the machine has. One slot on two cores was too few: at 50 people
 * signing in every 15 s or so, the hashes arrived about as fast as one slot could finish them
 * under load, and the queue grew to seconds (load bench, issue 38). Session checks no longer
 * use the pool (decision 223), so they do not wait behind hashes. Only the hash waits its
 * turn: the sign-in's statements run beside other sign-ins' hashes.
 */
export function boundedPasswordHashing(size = availableParallelism()) {
  const bounded = semaphore(size);
  return {
    hash: (password: string) => bounded(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => bounded(() => verifyPassword(data)),
  };
}
