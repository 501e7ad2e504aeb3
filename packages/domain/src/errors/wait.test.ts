import { describe, expect, it } from 'vitest';
import { waitMessage, waitOf } from './wait.ts';

describe('the over-limit answer', () => {
  it.each([
    [0.2, 'Too many attempts. Please wait 1 second and try again.', { count: 1, unit: 'second' }],
    [
      42.1,
      'Too many attempts. Please wait 43 seconds and try again.',
      { count: 43, unit: 'second' },
    ],
    [60, 'Too many attempts. Please wait 1 minute and try again.', { count: 1, unit: 'minute' }],
    [
      896,
      'Too many attempts. Please wait 15 minutes and try again.',
      { count: 15, unit: 'minute' },
    ],
  ])('after %s s reads %s, and gives its count and unit back', (seconds, text, wait) => {
    expect(waitMessage(seconds)).toBe(text);
    expect(waitOf(text)).toEqual(wait);
  });

  it('finds no wait in another text', () => {
    expect(waitOf('Too many requests. Please try again later.')).toBeUndefined();
  });
});
