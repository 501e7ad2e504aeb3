import { describe, expect, it } from 'vitest';
import { createPdfDocument } from './fonts.ts';
import { alignedX, mirrorX, resolveAlign } from './text.ts';

describe('resolveAlign', () => {
  it.each([
    { align: 'left', direction: 'ltr', placed: 'left' },
    { align: 'right', direction: 'ltr', placed: 'right' },
    { align: 'center', direction: 'ltr', placed: 'center' },
    // Right to left, a line starts at the right edge of its box.
    { align: 'left', direction: 'rtl', placed: 'right' },
    { align: 'right', direction: 'rtl', placed: 'left' },
    { align: 'center', direction: 'rtl', placed: 'center' },
  ] as const)('$align in a $direction document is $placed', ({ align, direction, placed }) => {
    expect(resolveAlign(align, direction)).toBe(placed);
  });
});

describe('alignedX', () => {
  it.each([
    { align: 'left', x: 40 },
    { align: 'right', x: 40 + 200 - 50 },
    { align: 'center', x: 40 + 75 },
  ] as const)('a line 50 wide in a box from 40 of 200, $align, starts at $x', ({ align, x }) => {
    expect(alignedX(align, 40, 200, 50)).toBe(x);
  });
});

describe('mirrorX', () => {
  it.each([
    { direction: 'ltr', x: 40 },
    // A4 is 595.28 wide: the box from 40 of 200 ends 40 from the right edge.
    { direction: 'rtl', x: 595.28 - 40 - 200 },
  ] as const)('a box from 40 of 200 on A4 ($direction) sits at $x', ({ direction, x }) => {
    const doc = createPdfDocument({ size: 'A4', margin: 0 }, direction);
    expect(mirrorX(doc, 40, 200)).toBeCloseTo(x);
  });
});
