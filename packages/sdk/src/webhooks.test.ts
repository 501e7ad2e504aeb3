import { describe, expect, it } from 'vitest';
import { isTimestampFresh, parseSignatureHeader } from './webhooks.ts';

const HEX = 'a'.repeat(64);
const HEX2 = '0123456789abcdef'.repeat(4);

describe('parseSignatureHeader', () => {
  it.each([
    [`t=1700000000,v1=${HEX}`, { timestamp: 1700000000, signatures: [HEX] }],
    [` t=5 , v1=${HEX} `, { timestamp: 5, signatures: [HEX] }],
    [`v1=${HEX},t=5,v1=${HEX2}`, { timestamp: 5, signatures: [HEX, HEX2] }],
    [`t=5,v0=abc,v1=${HEX}`, { timestamp: 5, signatures: [HEX] }],
    [`t=5`, null],
    [`v1=${HEX}`, null],
    [`t=abc,v1=${HEX}`, null],
    [`t=5,v1=${HEX.toUpperCase()}`, null],
    [`t=5,v1=${HEX.slice(1)}`, null],
    ['', null],
    [null, null],
    [`t=5,v1=${HEX},${'x'.repeat(1000)}`, null],
  ])('%j → %j', (header, parsed) => {
    expect(parseSignatureHeader(header)).toEqual(parsed);
  });
});

describe('isTimestampFresh', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  it.each([
    [t, true],
    [t - 300, true],
    [t + 300, true],
    [t - 301, false],
    [t + 301, false],
    [t - 3600, false],
  ])('%i → %s (tolerance 300 s)', (timestamp, fresh) => {
    expect(isTimestampFresh(timestamp, now)).toBe(fresh);
  });

  it('takes another tolerance', () => {
    expect(isTimestampFresh(t - 30, now, 10)).toBe(false);
  });
});
