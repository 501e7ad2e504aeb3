/**
 * Text split into runs by the font that has its glyphs: the main font where it can, the
 * fallback (CJK) where only it can. A character neither has stays in the main font's run
 * (pdfkit prints its missing-glyph box, and the text stays extractable).
 */

export type TRun = { text: string; fallback: boolean };

/** Coverage by code point; `main` is asked first, `fallback` only when `main` lacks one. */
export type TCoverage = {
  main: (codePoint: number) => boolean;
  fallback: (codePoint: number) => boolean;
};

/** Plain ASCII: in every font, so no look-up is needed. */
const ASCII = /^[\x20-\x7e]*$/;

export function splitRuns(text: string, coverage: TCoverage): TRun[] {
  if (text === '') return [];
  if (ASCII.test(text)) return [{ text, fallback: false }];
  const runs: TRun[] = [];
  let fallbackRun = false;
  let start = 0;
  let index = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // Spaces and marks join the run they are in: a space between two CJK words is not a run.
    const joins = index > 0 && /\s|\p{M}/u.test(char);
    const fallback: boolean = joins ? fallbackRun : !coverage.main(code) && coverage.fallback(code);
    if (index > 0 && fallback !== fallbackRun) {
      runs.push({ text: text.slice(start, index), fallback: fallbackRun });
      start = index;
    }
    fallbackRun = fallback;
    index += char.length;
  }
  runs.push({ text: text.slice(start), fallback: fallbackRun });
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
