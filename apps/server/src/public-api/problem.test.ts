import { ORPCError, ValidationError } from '@orpc/server';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { pointerOf, problemOfError, ZProblem } from './problem.ts';

/** What the integration tests cannot reach over HTTP: faults, odd field names and reasons. */
describe('problemOfError', () => {
  it('answers a server fault with the generic text, never the error’s own', () => {
    const fault = new ORPCError('INTERNAL_SERVER_ERROR', {
      message: 'Output validation failed',
      cause: new ValidationError({
        message: 'Output validation failed',
        issues: [{ message: 'secret column', path: ['passwordHash'] }],
      }),
    });
    const problem = problemOfError(fault);
    expect(problem).toEqual({
      type: 'https://craftwork.app/problems/internal-server-error',
      title: 'Internal Server Error',
      status: 500,
      detail: GENERIC_ERROR_MESSAGE,
      code: 'INTERNAL_SERVER_ERROR',
    });
    expect(ZProblem.parse(problem)).toEqual(problem);
  });

  it('carries the reason of a refusal when it is one a client can act on', () => {
    const conflict = (reason: string) =>
      problemOfError(new ORPCError('CONFLICT', { message: 'Not now.', data: { reason } }));
    expect(conflict(ERROR_REASONS.statusNotAllowed)).toEqual({
      type: 'https://craftwork.app/problems/conflict',
      title: 'Conflict',
      status: 409,
      detail: 'Not now.',
      code: 'CONFLICT',
      reason: 'STATUS_NOT_ALLOWED',
    });
    expect(conflict('SOMETHING_ELSE')).not.toHaveProperty('reason');
  });
});

describe('pointerOf', () => {
  it('escapes ~ and / in a key (RFC 6901) and names list items by index', () => {
    expect(pointerOf(['a/b', 'c~d', 0, { key: 'e' }])).toBe('/a~1b/c~0d/0/e');
    expect(pointerOf([])).toBe('');
  });
});
