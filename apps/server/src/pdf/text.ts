import { ELLIPSIS, fitText } from './fit-text.ts';
import { currentFont, fontPair, type TFontName } from './fonts.ts';
import { printable, splitRuns, type TCoverage, type TRun } from './runs.ts';
import { wrapLines } from './wrap.ts';

/**
 * Printing text in a PDF made by `createPdfDocument`, in the weight and size set on the
 * document: each string is split into runs by the font that has its glyphs (Noto Sans, else the
 * CJK fallback), every run on one baseline. Every PDF writer prints through these.
 */

type TDoc = PDFKit.PDFDocument;
export type TAlign = 'left' | 'center' | 'right';

const coverages = new Map<TFontName, TCoverage>();

/** Coverage of a weight's two fonts, remembered per code point. */
function coverage(name: TFontName): TCoverage {
  let found = coverages.get(name);
  if (!found) {
    const { main, fallback } = fontPair(name);
    const memo = (has: (code: number) => boolean) => {
      const seen = new Map<number, boolean>();
      return (code: number) => {
        let yes = seen.get(code);
        if (yes === undefined) {
          yes = has(code);
          seen.set(code, yes);
        }
        return yes;
      };
    };
    found = {
      main: memo((c) => main.font.hasGlyphForCodePoint(c)),
      fallback: memo((c) => fallback.font.hasGlyphForCodePoint(c)),
    };
    coverages.set(name, found);
  }
  return found;
}

function runsOf(doc: TDoc, text: string): TRun[] {
  return splitRuns(text, coverage(currentFont(doc).font));
}

/** Measures or draws each run in its font, back in the weight in use afterwards. */
function eachRun(doc: TDoc, runs: TRun[], act: (run: TRun) => void): void {
  const { font } = currentFont(doc);
  const fallback = fontPair(font).fallback.name;
  for (const run of runs) {
    if (run.fallback) doc.font(fallback);
    act(run);
    if (run.fallback) doc.font(font);
  }
}

/** `text`'s printed width in the document's weight and size. */
export function textWidth(doc: TDoc, text: string): number {
  const runs = runsOf(doc, text);
  if (runs.length === 1 && !runs[0]?.fallback) return doc.widthOfString(text);
  let width = 0;
  eachRun(doc, runs, (run) => {
    width += doc.widthOfString(run.text);
  });
  return width;
}

/** `text` on one line with its top at `y`; no wrapping, no fitting. */
export function drawText(doc: TDoc, text: string, x: number, y: number): void {
  const runs = runsOf(doc, text);
  const { font, size } = currentFont(doc);
  const { main } = fontPair(font);
  // The main font's baseline, so that a fallback run with its taller ascent lines up.
  const baseline = y + (main.font.ascent / main.font.unitsPerEm) * size;
  let left = x;
  eachRun(doc, runs, (run) => {
    doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    left += doc.widthOfString(run.text);
  });
}

/** `text` cut with an ellipsis to fit `width` on one line. */
export function fitLine(doc: TDoc, text: string, width: number): string {
  return fitText(printable(text), width, (s) => textWidth(doc, s));
}

/**
 * One line in a box from `x` of `width`: made printable, cut with an ellipsis to fit, and
 * placed by `align`.
 */
export function line(
  doc: TDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: TAlign = 'left',
): void {
  const fitted = fitLine(doc, text, width);
  if (!fitted) return;
  if (align === 'left') {
    drawText(doc, fitted, x, y);
    return;
  }
  const room = width - textWidth(doc, fitted);
  drawText(doc, fitted, align === 'right' ? x + room : x + room / 2, y);
}

/** Like `line`, ending at `right`. */
export function lineRight(doc: TDoc, text: string, right: number, y: number, width: number): void {
  line(doc, text, right - width, y, width, 'right');
}

/** The height of one line in the document's weight and size (pdfkit's line box). */
export function lineHeight(doc: TDoc): number {
  return doc.currentLineHeight(true);
}

/** `text`'s lines wrapped to `width` (line breaks in it kept), at most `maxLines`. */
export function textLines(doc: TDoc, text: string, width: number, maxLines = Infinity): string[] {
  const shown = printable(text, true);
  // Most texts fit one line: one measurement instead of one a word.
  if (!shown.includes('\n') && textWidth(doc, shown) <= width) return [shown];
  const lines = wrapLines(shown, width, (s) => textWidth(doc, s));
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(0, maxLines));
  const last = kept.pop();
  if (last === undefined) return [];
  // The last line kept says that more follows.
  return [...kept, fitText(`${last}${ELLIPSIS}`, width, (s) => textWidth(doc, s))];
}

/** The height `textBlock` takes for `text` in `width` (and at most `height`). */
export function textHeight(
  doc: TDoc,
  text: string,
  options: { width: number; height?: number },
): number {
  const each = lineHeight(doc);
  const max = options.height === undefined ? Infinity : Math.floor(options.height / each);
  return textLines(doc, text, options.width, max).length * each;
}

/**
 * `text` wrapped to `width` from (x, y), at most `height` high (the last line then ends in an
 * ellipsis); returns the height it took.
 */
export function textBlock(
  doc: TDoc,
  text: string,
  x: number,
  y: number,
  options: { width: number; height?: number; align?: TAlign },
): number {
  const each = lineHeight(doc);
  const max = options.height === undefined ? Infinity : Math.floor(options.height / each);
  const lines = textLines(doc, text, options.width, max);
  lines.forEach((shown, i) => {
    line(doc, shown, x, y + i * each, options.width, options.align);
  });
  return lines.length * each;
}
