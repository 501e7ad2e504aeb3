import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf } from '../field-limits';

describe('maxLengthOf', () => {
  it.each([
    ['a bounded string', z.string().max(100), 100],
    ['a trimmed, required, refined string', z.string().trim().min(1).max(32).refine(Boolean), 32],
    ['a string piped into a format check', z.string().max(254).pipe(z.email()), 254],
    ['an optional string', z.string().max(20).optional(), 20],
    ['a nullable string with a default', z.string().max(5).nullable().default(null), 5],
    ['an unbounded string', z.string(), undefined],
    ['a number', z.number().max(3), undefined],
  ])('reads %s', (_case, schema, expected) => {
    expect(maxLengthOf(schema)).toBe(expected);
  });
});
