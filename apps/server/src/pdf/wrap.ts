/**
 * Text broken into lines no wider than `width`, as `measure` gives a string's printed width:
 * at spaces, between two CJK characters (those scripts need no spaces), and inside a word
 * only when the word alone is wider than a line. Line breaks in the text are kept.
 */

const TOKENS =
  /\s+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u303f\uff00-\uffef]|[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u303f\uff00-\uffef]+/gu;

/** A word wider than a line, cut into pieces that fit (at least one character each). */
function breakWord(word: string, width: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

function wrapParagraph(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  let space = '';
  for (const token of text.match(TOKENS) ?? []) {
    if (/^\s/.test(token)) {
      space = line === '' ? '' : ' ';
      continue;
    }
    const candidate = line + space + token;
    space = '';
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (measure(token) <= width) {
      line = token;
      continue;
    }
    const pieces = breakWord(token, width, measure);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}

export function wrapLines(text: string, width: number, measure: (s: string) => number): string[] {
  return text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, width, measure));
}
