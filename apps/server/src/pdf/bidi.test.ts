import { describe, expect, it } from 'vitest';
import { paragraphDirection, visualRuns } from './bidi.ts';
import type { TCoverage } from './runs.ts';

/** A main font with Latin, Greek and Cyrillic; an Arabic fallback; a fallback with CJK. */
const coverage: TCoverage = {
  main: (c) => c < 0x0530 || (c >= 0x2000 && c < 0x2070),
  arabic: (c) => c >= 0x0600 && c < 0x0700,
  fallback: (c) => c >= 0x3000 && c < 0xa000,
};

/** The runs as drawn, left to right, each run's text as pdfkit is given it. */
const drawn = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction, coverage).map((run) => `${run.font}:${run.text}`);

describe('visualRuns orders a line for drawing, left to right', () => {
  it.each([
    // Arabic words right to left, each handed over in logical order (fontkit joins and turns it).
    {
      text: 'تقرير فحص السقالة',
      direction: 'rtl',
      runs: ['arabic:السقالة', 'main: ', 'arabic:فحص', 'main: ', 'arabic:تقرير'],
    },
    // A Latin tag number stays left to right, at the left end of the Arabic line.
    {
      text: 'رقم البطاقة SC-41',
      direction: 'rtl',
      runs: ['main:SC-41', 'main: ', 'arabic:البطاقة', 'main: ', 'arabic:رقم'],
    },
    // Digits keep their order; the colon after an Arabic word ends up on its left.
    {
      text: 'المستوى: 12 من 40',
      direction: 'rtl',
      runs: [
        'main:40',
        'main: ',
        'arabic:من',
        'main: ',
        'main:12',
        'main: ',
        'main::',
        'arabic:المستوى',
      ],
    },
    // Brackets around Arabic are mirrored, so that they still enclose it.
    { text: '(مؤقت)', direction: 'rtl', runs: ['main:(', 'arabic:مؤقت', 'main:)'] },
    // An e-mail typed in an Arabic line stays as typed.
    {
      text: 'البريد a.b@huta.test',
      direction: 'rtl',
      runs: ['main:a.b@huta.test', 'main: ', 'arabic:البريد'],
    },
    // Arabic typed in a left-to-right line reads right to left inside it.
    {
      text: 'Tag سقالة شمالية ok',
      direction: 'ltr',
      runs: ['main:Tag ', 'arabic:شمالية', 'main: ', 'arabic:سقالة', 'main: ok'],
    },
    // Latin alone is unchanged, in either direction.
    { text: 'Deck boards – level 3', direction: 'ltr', runs: ['main:Deck boards – level 3'] },
    { text: 'Deck boards – level 3', direction: 'rtl', runs: ['main:Deck boards – level 3'] },
    { text: 'Gerüst 足場', direction: 'ltr', runs: ['main:Gerüst ', 'fallback:足場'] },
    { text: '', direction: 'rtl', runs: [] },
  ] as const)('"$text" ($direction)', ({ text, direction, runs }) => {
    expect(drawn(text, direction)).toEqual(runs);
  });
});

describe('paragraphDirection', () => {
  it.each([
    { text: 'تقرير فحص', fallback: 'ltr', direction: 'rtl' },
    { text: 'SC-41 سقالة', fallback: 'rtl', direction: 'ltr' },
    { text: '12 سقالة', fallback: 'ltr', direction: 'rtl' },
    // No letter: the reader's direction.
    { text: '24/11/2026', fallback: 'rtl', direction: 'rtl' },
    { text: '24/11/2026', fallback: 'ltr', direction: 'ltr' },
  ] as const)('"$text" (reader $fallback)', ({ text, fallback, direction }) => {
    expect(paragraphDirection(text, fallback)).toBe(direction);
  });
});
