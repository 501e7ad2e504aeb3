/**
 * Text split into runs by the font that has its glyphs: the main font where it can, the Arabic
 * or the CJK fallback where only one of them can. A character none has stays in the main font's
 * run (pdfkit prints its missing-glyph box, and the text stays extractable).
 */

export type TRunFont = 'main' | 'arabic' | 'fallback';

export type TRun = { text: string; font: TRunFont };

/** Coverage by code point; `main` is asked first, the fallbacks only when `main` lacks one. */
export type TCoverage = {
  main: (codePoint: number) => boolean;
  arabic: (codePoint: number) => boolean;
  fallback: (codePoint: number) => boolean;
};

function fontFor(code: number, coverage: TCoverage): TRunFont {
  if (coverage.main(code)) return 'main';
  if (coverage.arabic(code)) return 'arabic';
  return coverage.fallback(code) ? 'fallback' : 'main';
}

/** Plain ASCII: in every font, so no look-up is needed. */
const ASCII = /^[\x20-\x7e]*$/;

export function splitRuns(text: string, coverage: TCoverage): TRun[] {
  if (text === '') return [];
  if (ASCII.test(text)) return [{ text, font: 'main' }];
  const runs: TRun[] = [];
  let runFont: TRunFont = 'main';
  let start = 0;
  let index = 0;
  for (const char of text) {
    // Spaces and marks join the run they are in: a space between two CJK words is not a run,
    // and Arabic vowel marks stay with their letters.
    const joins = index > 0 && /\s|\p{M}/u.test(char);
    const font: TRunFont = joins ? runFont : fontFor(char.codePointAt(0) ?? 0, coverage);
    if (index > 0 && font !== runFont) {
      runs.push({ text: text.slice(start, index), font: runFont });
      start = index;
    }
    runFont = font;
    index += char.length;
  }
  runs.push({ text: text.slice(start), font: runFont });
  return runs;
}

/**
 * `text` as a PDF line prints it: composed (NFC, "e" + a combining acute is "é"), tabs and
 * other control characters as spaces; line breaks kept only when `keepBreaks`.
 */
export function printable(text: string, keepBreaks = false): string {
  if (ASCII.test(text)) return text;
  const composed = text.normalize('NFC');
  const lines = keepBreaks ? composed.split(/\r\n?|\n/) : [composed];
  return lines.map(spaceControls).join('\n');
}

/** C0 and C1 control characters (tab and line breaks among them) as spaces. */
function spaceControls(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || (code >= 0x7f && code < 0xa0) ? ' ' : char;
  }
  return out;
}
