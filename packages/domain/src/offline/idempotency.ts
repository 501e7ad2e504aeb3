/**
 * Queued writes: a change made offline is sent with an `Idempotency-Key` header, so that a
 * retry of the same change is answered from the first run and never applied twice.
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 8 to 100 letters, digits or dashes (a UUID v4 is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{8,100}$/;

/** How long a key is kept, in days; a retry after that runs again. */
export const IDEMPOTENCY_KEY_DAYS = 7;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 100 letters, digits or dashes.',
  stillRunning: 'This change is still being saved. Please try again in a moment.',
  differentContent: 'This change was already sent with different content.',
} as const;

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(value);
}
