/**
 * The over-limit answer (issue 37): how long to wait, in plain words, never "contact support".
 * The server writes it in English; a screen finds the count and the unit in it (`waitOf`) and
 * writes the sentence in its language, with that language's plural forms.
 */
export type TWait = { count: number; unit: 'second' | 'minute' };

/** Seconds under a minute, else whole minutes, rounded up (at least 1 second). */
export function waitOfSeconds(retryAfterSeconds: number): TWait {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 60
    ? { count: seconds, unit: 'second' }
    : { count: Math.ceil(seconds / 60), unit: 'minute' };
}

/** "Too many attempts. Please wait 15 minutes and try again." */
export function waitMessage(retryAfterSeconds: number): string {
  const { count, unit } = waitOfSeconds(retryAfterSeconds);
  return `Too many attempts. Please wait ${count} ${unit}${count === 1 ? '' : 's'} and try again.`;
}

const WAIT = /^Too many attempts\. Please wait (\d+) (second|minute)s? and try again\.$/;

/** The count and unit of an English over-limit answer; undefined for any other text. */
export function waitOf(message: string): TWait | undefined {
  const match = WAIT.exec(message);
  if (!match) return undefined;
  return { count: Number(match[1]), unit: match[2] === 'second' ? 'second' : 'minute' };
}
