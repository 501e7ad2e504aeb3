import { describe, expect, it } from 'vitest';
import { waitMessage } from './rate-limit.ts';

describe('waitMessage', () => {
  it.each([
    [0.2, 'Too many attempts. Please wait 1 second and try again.'],
    [42.1, 'Too many attempts. Please wait 43 seconds and try again.'],
    [60, 'Too many attempts. Please wait 1 minute and try again.'],
    [61, 'Too many attempts. Please wait 2 minutes and try again.'],
    [896, 'Too many attempts. Please wait 15 minutes and try again.'],
  ])('after %s s says %s', (seconds, message) => {
    expect(waitMessage(seconds)).toBe(message);
  });
});
