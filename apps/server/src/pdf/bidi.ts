import bidiFactory from 'bidi-js';
import type { TDirection } from './fonts.ts';
import { splitRuns, type TCoverage, type TRun } from './runs.ts';

/**
 * One line's runs in the order they are drawn, left to right (decision 233): the Unicode bidi
 * algorithm (bidi-js) orders the line's right-to-left and left-to-right parts, and each part is
 * split into runs by font. pdfkit lays out word by word and fontkit reverses and joins an
 * Arabic word itself when given it in logical order, so a right-to-left part is handed over one
 * word at a time, the words in visual order; neutral runs in it (spaces, punctuation, brackets)
 * have no Arabic letter for fontkit to turn, so they are reversed and mirrored here.
 */

const bidi = bidiFactory();

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, and more). */
const STRONG_RTL =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * A text's own direction: that of its first letter (Latin left to right, Arabic right to
 * left); `fallback` (the reader's) when it has no letter, as a date or an amount.
 */
export function paragraphDirection(text: string, fallback: TDirection): TDirection {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

type TLevelRun = { text: string; level: number };

/** The line cut where its bidi level changes, in logical order. */
function levelRuns(text: string, direction: TDirection): TLevelRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: TLevelRun[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || levels[i] !== levels[start]) {
      runs.push({ text: text.slice(start, i), level: levels[start] ?? 0 });
      start = i;
    }
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse each stretch at or above. */
function visualOrder(runs: TLevelRun[]): TLevelRun[] {
  const ordered = [...runs];
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < ordered.length) {
      if ((ordered[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end++;
      ordered.splice(i, end - i, ...ordered.slice(i, end).reverse());
      i = end;
    }
  }
  return ordered;
}

/** A neutral run read right to left: its characters reversed, brackets mirrored. */
function mirrored(text: string): string {
  return Array.from(text)
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
}

/** A right-to-left word's font runs, drawn left to right. */
function rtlWordRuns(word: string, coverage: TCoverage): TRun[] {
  return splitRuns(word, coverage)
    .reverse()
    .map((run) => (STRONG_RTL.test(run.text) ? run : { ...run, text: mirrored(run.text) }));
}

/**
 * `text` (one line) as font runs in drawing order, left to right, for a paragraph of
 * `direction`. A line without right-to-left letters in a left-to-right paragraph is as it was.
 */
export function visualRuns(text: string, direction: TDirection, coverage: TCoverage): TRun[] {
  if (text === '') return [];
  if (direction === 'ltr' && !STRONG_RTL.test(text)) return splitRuns(text, coverage);
  return visualOrder(levelRuns(text, direction)).flatMap((run) =>
    run.level % 2 === 0
      ? splitRuns(run.text, coverage)
      : (run.text.match(/\s+|\S+/g) ?? []).reverse().flatMap((word) => rtlWordRuns(word, coverage)),
  );
}
