import { paragraphDirection, visualRuns } from './bidi.ts';
import { ELLIPSIS, fitText } from './fit-text.ts';
import {
  currentFont,
  documentDirection,
  fontPair,
  type TDirection,
  type TFontName,
} from './fonts.ts';
import { printable, splitRuns, type TCoverage, type TRun } from './runs.ts';
import { wrapLines } from './wrap.ts';

/**
 * Printing text in a PDF made by `createPdfDocument`, in the weight and size set on the
 * document: each string is split into runs by the font that has its glyphs (Noto Sans, else the
 * Arabic or the CJK fallback), every run on one baseline, each line's runs in bidi order (see
 * `./bidi.ts`). A right-to-left document is mirrored: each text box about the page's middle,
 * left and right alignment swapped (decision 233). Every PDF writer prints through these.
 */

type TDoc = PDFKit.PDFDocument;
export type TAlign = 'left' | 'center' | 'right';

/** `align` as a document of `direction` places it: in right to left, start is the right. */
export function resolveAlign(align: TAlign, direction: TDirection): TAlign {
  if (direction === 'ltr' || align === 'center') return align;
  return align === 'left' ? 'right' : 'left';
}

/** Where a line `textWidth` wide starts in a box from `x` of `width`. */
export function alignedX(align: TAlign, x: number, width: number, textWidth: number): number {
  const room = width - textWidth;
  if (align === 'left') return x;
  return align === 'right' ? x + room : x + room / 2;
}

const coverages = new Map<TFontName, TCoverage>();

/** Coverage of a weight's two fonts, remembered per code point. */
function coverage(name: TFontName): TCoverage {
  let found = coverages.get(name);
  if (!found) {
    const { main, arabic, fallback } = fontPair(name);
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
      arabic: memo((c) => arabic.font.hasGlyphForCodePoint(c)),
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
  const fonts = fontPair(font);
  for (const run of runs) {
    if (run.font !== 'main') doc.font(fonts[run.font].name);
    act(run);
    if (run.font !== 'main') doc.font(font);
  }
}

/** `text`'s printed width in the document's weight and size. */
export function textWidth(doc: TDoc, text: string): number {
  const runs = runsOf(doc, text);
  if (runs.length === 1 && runs[0]?.font === 'main') return doc.widthOfString(text);
  let width = 0;
  eachRun(doc, runs, (run) => {
    width += doc.widthOfString(run.text);
  });
  return width;
}

/**
 * An Arabic word drawn with the word attached as its text (ActualText): Noto Sans Arabic draws
 * several letters as one dotless form plus dots, glyphs that map back to the wrong letters, so
 * copying and search (pdftotext) would read other words. The text is given in drawing order, as
 * readers take glyphs and turn right-to-left ones back. pdfkit draws text under a flipped
 * transform it restores before the span ends; poppler places the span by the transform at its
 * end, so the span ends under the same one.
 */
function arabicSpan(doc: TDoc, word: string, draw: () => void): void {
  doc.markContent('Span', { actual: Array.from(word).reverse().join('') });
  draw();
  const font = (doc as unknown as { _font: { id: string }; _fontSize: number })._font;
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  doc.addContent(`/${font.id} ${size} Tf`);
  doc.endMarkedContent().restore();
}

/**
 * `text` on one line with its top at `y`, its parts in bidi order for a paragraph of
 * `direction` (the text's own, else the reader's); no wrapping, no fitting.
 */
export function drawText(
  doc: TDoc,
  text: string,
  x: number,
  y: number,
  direction = paragraphDirection(text, documentDirection(doc)),
): void {
  const { font, size } = currentFont(doc);
  const runs = visualRuns(text, direction, coverage(font));
  const { main } = fontPair(font);
  // The main font's baseline, so that a fallback run with its taller ascent lines up.
  const baseline = y + (main.font.ascent / main.font.unitsPerEm) * size;
  let left = x;
  const draw = (shown: string) => {
    doc.text(shown, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
  };
  eachRun(doc, runs, (run) => {
    if (run.font === 'arabic') arabicSpan(doc, run.text, () => draw(run.text));
    else draw(run.text);
    left += doc.widthOfString(run.text);
  });
}

/** `text` cut with an ellipsis to fit `width` on one line. */
export function fitLine(doc: TDoc, text: string, width: number): string {
  return fitText(printable(text), width, (s) => textWidth(doc, s));
}

/**
 * Where a box from `x` of `width` sits on the page: in a right-to-left document mirrored about
 * the page's middle, so that labels, values and table columns laid out left to right read from
 * the right. Writers place their own images and part-width rules through it too.
 */
export function mirrorX(doc: TDoc, x: number, width: number): number {
  return documentDirection(doc) === 'rtl' ? doc.page.width - x - width : x;
}

/**
 * One line in a box from `x` of `width`: made printable, cut with an ellipsis to fit, and
 * placed by `align`; in a right-to-left document the box is mirrored (`mirrorX`) and the
 * alignment swapped (`resolveAlign`). `direction` is that of the paragraph the line belongs to,
 * the line's own when absent.
 */
export function line(
  doc: TDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: TAlign = 'left',
  direction?: TDirection,
): void {
  const fitted = fitLine(doc, text, width);
  if (!fitted) return;
  const placed = resolveAlign(align, documentDirection(doc));
  const left = mirrorX(doc, x, width);
  const start = placed === 'left' ? left : alignedX(placed, left, width, textWidth(doc, fitted));
  drawText(doc, fitted, start, y, direction);
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
  // Every line in the direction of the whole text, not of its first word.
  const direction = paragraphDirection(text, documentDirection(doc));
  lines.forEach((shown, i) => {
    line(doc, shown, x, y + i * each, options.width, options.align, direction);
  });
  return lines.length * each;
}
