import { describe, expect, it } from 'vitest';
import { ZEditTaskInput, ZSetTaskStatusInput } from './schemas.ts';

const STATUS = { taskId: 't-1', status: 40 };
const EDIT = { taskId: 't-1', assignedCompanyId: 'co-1' };

describe('the fields a queued change carries are bounded', () => {
  it.each<[string, unknown, boolean]>([
    ['no expected status', STATUS, true],
    ['a known status', { ...STATUS, expectedStatus: 30 }, true],
    ['an unknown status', { ...STATUS, expectedStatus: 31 }, false],
    ['a status past int32', { ...STATUS, expectedStatus: 2 ** 31 }, false],
    ['a fraction', { ...STATUS, expectedStatus: 30.5 }, false],
    ['a text', { ...STATUS, expectedStatus: '30' }, false],
    ['null', { ...STATUS, expectedStatus: null }, false],
  ])('setStatus with %s', (_, input, ok) => {
    expect(ZSetTaskStatusInput.safeParse(input).success).toBe(ok);
  });

  it.each<[string, unknown, boolean]>([
    ['no expected time', EDIT, true],
    ['an ISO time', { ...EDIT, expectedUpdatedAt: '2026-03-01T07:00:00.000Z' }, true],
    ['a time past 2200', { ...EDIT, expectedUpdatedAt: '9999-12-31T23:59:59.999Z' }, false],
    ['a date without time', { ...EDIT, expectedUpdatedAt: '2026-03-01' }, false],
    ['a long text', { ...EDIT, expectedUpdatedAt: 'x'.repeat(20_000) }, false],
    ['a number', { ...EDIT, expectedUpdatedAt: 1_700_000_000_000 }, false],
  ])('edit with %s', (_, input, ok) => {
    expect(ZEditTaskInput.safeParse(input).success).toBe(ok);
  });
});
