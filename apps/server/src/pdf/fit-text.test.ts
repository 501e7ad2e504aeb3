import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText } from './fit-text.ts';

/** Every character 1 wide, so widths are lengths. */
const oneEach = (s: string) => s.length;

describe('fitText', () => {
  it.each([
    { text: 'Scaffold', width: 10, fitted: 'Scaffold' },
    { text: 'Scaffold', width: 8, fitted: 'Scaffold' },
    { text: 'Scaffold', width: 7, fitted: `Scaffo${ELLIPSIS}` },
    { text: 'Deck boards', width: 6, fitted: `Deck${ELLIPSIS}` },
    { text: 'Scaffold', width: 1, fitted: ELLIPSIS },
    { text: 'Scaffold', width: 0.5, fitted: '' },
    { text: '', width: 5, fitted: '' },
    // An emoji is two UTF-16 units: never cut in half.
    { text: 'ab\u{1F477}cd', width: 4, fitted: `ab${ELLIPSIS}` },
  ])('"$text" in $width', ({ text, width, fitted }) => {
    expect(fitText(text, width, oneEach)).toBe(fitted);
  });

  it('measures at most a line’s worth of a very long text', () => {
    let longest = 0;
    const fitted = fitText('x'.repeat(100_000), 50, (s) => {
      longest = Math.max(longest, s.length);
      return s.length;
    });
    expect(fitted).toBe(`${'x'.repeat(49)}${ELLIPSIS}`);
    expect(longest).toBeLessThanOrEqual(1_000);
  });
});
