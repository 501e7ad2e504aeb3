import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from './idempotency.ts';

describe('isIdempotencyKey', () => {
  it.each<[string, boolean]>([
    ['3f2b8c1e-9a4d-4c7e-8f00-1234567890ab', true],
    ['abcd1234', true],
    ['a'.repeat(100), true],
    ['abc1234', false],
    ['a'.repeat(101), false],
    ['', false],
    ['key with spaces', false],
    ['key_under_score', false],
    ['ключ-12345678', false],
    ['abcd1234\n', false],
  ])('%j → %s', (key, valid) => {
    expect(isIdempotencyKey(key)).toBe(valid);
  });
});
