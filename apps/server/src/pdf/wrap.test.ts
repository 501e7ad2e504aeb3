import { describe, expect, it } from 'vitest';
import { wrapLines } from './wrap.ts';

/** Every character 1 wide, so widths are lengths. */
const oneEach = (s: string) => [...s].length;

describe('wrapLines', () => {
  it.each([
    { text: 'Deck boards on level 3', width: 22, lines: ['Deck boards on level 3'] },
    { text: 'Deck boards on level 3', width: 12, lines: ['Deck boards', 'on level 3'] },
    { text: 'Deck  boards', width: 5, lines: ['Deck', 'board', 's'] },
    { text: 'first\n\nsecond', width: 10, lines: ['first', '', 'second'] },
    // CJK breaks between characters, no spaces needed.
    { text: '足場の点検記録です', width: 4, lines: ['足場の点', '検記録で', 'す'] },
    { text: 'Gerüst 足場足場', width: 8, lines: ['Gerüst 足', '場足場'] },
    { text: '', width: 5, lines: [''] },
  ])('"$text" in $width', ({ text, width, lines }) => {
    expect(wrapLines(text, width, oneEach)).toEqual(lines);
  });
});
