import { describe, expect, it } from 'vitest';
import { printable, splitRuns, type TCoverage } from './runs.ts';

/** A main font with Latin, Greek and Cyrillic; an Arabic fallback; a fallback with CJK. */
const coverage: TCoverage = {
  main: (c) => c < 0x0530 || (c >= 0x2000 && c < 0x2070),
  arabic: (c) => (c >= 0x0600 && c < 0x0700) || c === 0x20 || c === 0x3a,
  fallback: (c) => (c >= 0x3000 && c < 0xa000) || (c >= 0xac00 && c < 0xd7b0),
};

describe('splitRuns', () => {
  it.each([
    { text: '', runs: [] },
    { text: 'Gerüst Nord', runs: [{ text: 'Gerüst Nord', font: 'main' }] },
    { text: 'Łódź – Леса', runs: [{ text: 'Łódź – Леса', font: 'main' }] },
    {
      text: 'Gerüst – 足場 – Леса',
      runs: [
        { text: 'Gerüst – ', font: 'main' },
        { text: '足場 ', font: 'fallback' },
        { text: '– Леса', font: 'main' },
      ],
    },
    // A space inside CJK text stays in its run; a CJK text alone is one fallback run.
    { text: '足場 工地', runs: [{ text: '足場 工地', font: 'fallback' }] },
    { text: '비계', runs: [{ text: '비계', font: 'fallback' }] },
    // Arabic letters in the Arabic font, their vowel marks and spaces with them.
    { text: 'سقالة شمالية', runs: [{ text: 'سقالة شمالية', font: 'arabic' }] },
    { text: 'مُعلَّق', runs: [{ text: 'مُعلَّق', font: 'arabic' }] },
    {
      text: 'الوسم: SC-41',
      runs: [
        { text: 'الوسم', font: 'arabic' },
        { text: ': SC-41', font: 'main' },
      ],
    },
    // Neither font: the main font (its missing-glyph box), the text kept.
    { text: 'ok \u{1F477}', runs: [{ text: 'ok \u{1F477}', font: 'main' }] },
  ])('"$text"', ({ text, runs }) => {
    expect(splitRuns(text, coverage)).toEqual(runs);
  });
});

describe('printable', () => {
  it.each([
    { text: 'a\tb\u0007c', keepBreaks: false, shown: 'a b c' },
    {
      text: 'line 1\r\nline 2\rline 3\nline 4',
      keepBreaks: false,
      shown: 'line 1  line 2 line 3 line 4',
    },
    {
      text: 'line 1\r\nline 2\rline 3\nline 4',
      keepBreaks: true,
      shown: 'line 1\nline 2\nline 3\nline 4',
    },
    { text: 'e\u0301', keepBreaks: false, shown: 'é' },
  ])('$text (breaks kept: $keepBreaks)', ({ text, keepBreaks, shown }) => {
    expect(printable(text, keepBreaks)).toBe(shown);
  });
});
