import { describe, expect, it } from 'vitest';
import { changeOf, targetState } from './targets.ts';

describe('target state', () => {
  it.each([
    ['no target', 50, null, 'higher', 'none'],
    ['no value', null, 90, 'higher', 'none'],
    ['higher: meets', 90, 90, 'higher', 'green'],
    ['higher: above', 95, 90, 'higher', 'green'],
    ['higher: within 10%', 81, 90, 'higher', 'amber'],
    ['higher: exactly 10% below', 81 - 0, 90, 'higher', 'amber'],
    ['higher: more than 10% below', 80.9, 90, 'higher', 'red'],
    ['lower: meets', 10, 10, 'lower', 'green'],
    ['lower: below', 3, 10, 'lower', 'green'],
    ['lower: within 10% above', 11, 10, 'lower', 'amber'],
    ['lower: more than 10% above', 11.5, 10, 'lower', 'red'],
    ['zero target, higher: any value meets', 0, 0, 'higher', 'green'],
    ['zero target, lower: anything above is red', 1, 0, 'lower', 'red'],
  ] as const)('%s', (_n, value, target, direction, expected) => {
    expect(targetState(value, target, direction)).toBe(expected);
  });
});

describe('change against the previous period', () => {
  it.each([
    [10, 7, 3],
    [7, 10, -3],
    [null, 10, null],
    [10, null, null],
  ] as const)('%s against %s', (value, previous, expected) => {
    expect(changeOf(value, previous)).toBe(expected);
  });
});
