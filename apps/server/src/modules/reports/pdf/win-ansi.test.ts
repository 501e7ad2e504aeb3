import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi } from './win-ansi.ts';

describe('toWinAnsi', () => {
  it.each([
    { text: 'Open Tasks', printed: 'Open Tasks' },
    { text: 'Café Müller – “north” yard … €5 ™', printed: 'Café Müller – “north” yard … €5 ™' },
    { text: 'Łódź ő ș', printed: 'Lódz o s' },
    { text: 'Cafe\u0301', printed: 'Café' },
    { text: 'ﬁre Ａ①', printed: 'fire A1' },
    { text: 'line\nbreak\ttab\r', printed: 'line break tab ' },
    { text: 'bell\u0007', printed: 'bell' },
    { text: 'a\u2011b \u2212 c', printed: 'a-b - c' },
    { text: 'zero\u200bwidth', printed: 'zerowidth' },
    { text: '工地', printed: '??' },
    { text: 'ok 😀', printed: 'ok ?' },
    { text: 'ok 👍️', printed: 'ok ?' },
    { text: '\u2192 next', printed: '-> next' },
  ])('"$text" prints as "$printed"', ({ text, printed }) => {
    expect(toWinAnsi(text)).toBe(printed);
    expect([...toWinAnsi(text)].every(isWinAnsi)).toBe(true);
  });
});
