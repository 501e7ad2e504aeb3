import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, errorReasonOf } from './errors.ts';

describe('errorReasonOf', () => {
  it.each([
    [{ reason: 'KEEP_OR_CLOSE' }, ERROR_REASONS.keepOrClose],
    [{ reason: 'CANNOT_BE_RESTORED' }, ERROR_REASONS.cannotBeRestored],
    [{ reason: 'CHANGED_ELSEWHERE' }, ERROR_REASONS.changedElsewhere],
    [{ reason: 'CHANGE_IN_PROGRESS' }, ERROR_REASONS.changeInProgress],
    [{ reason: 'KEY_REUSED' }, ERROR_REASONS.keyReused],
    [{ reason: 'SOMETHING_ELSE' }, undefined],
    [{ reason: 1 }, undefined],
    [{}, undefined],
    [null, undefined],
    [undefined, undefined],
    ['KEEP_OR_CLOSE', undefined],
  ])('%j -> %s', (data, expected) => {
    expect(errorReasonOf(data)).toBe(expected);
  });
});
