/**
 * pdfkit's standard fonts (Helvetica) encode text as WinAnsi (Windows-1252): Latin-1 plus 27
 * typographic characters. Anything else would print as a wrong glyph, so text is made printable
 * first: accents are dropped when that yields a WinAnsi letter ("ő" → "o"), a few common
 * characters are spelled out, line breaks and tabs become spaces, and the rest (CJK, emoji…)
 * becomes "?".
 */

/** The characters Windows-1252 adds to Latin-1 at 0x80–0x9F. */
const WIN_ANSI_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
    0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
    0x0153, 0x017e, 0x0178,
  ].map((c) => String.fromCodePoint(c)),
);

const SPELLED: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\ufe0f': '',
};

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

function replacement(char: string): string {
  const spelled = SPELLED[char];
  if (spelled !== undefined) return spelled;
  const code = char.codePointAt(0) ?? 0;
  if (char === '\t' || char === '\n' || char === '\r') return ' ';
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\p{M}/u.test(char)) return '';
  // Compatibility forms and accents: "ﬁ" → "fi", "Ａ" → "A", "ș" → "s".
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (plain.length > 0 && [...plain].every(isWinAnsi)) return plain;
  return '?';
}

/** `text` with every character pdfkit's standard fonts cannot show replaced. */
export function toWinAnsi(input: string): string {
  // Composed first, so that "e" + a combining acute is the WinAnsi "é".
  const text = /^[\x20-\x7e]*$/.test(input) ? input : input.normalize('NFC');
  let out = '';
  let plainFrom = 0;
  let index = 0;
  // Walks code points (an emoji is one "?", not two); copies runs of printable text at once.
  for (const char of text) {
    if (!isWinAnsi(char)) {
      out += text.slice(plainFrom, index) + replacement(char);
      plainFrom = index + char.length;
    }
    index += char.length;
  }
  return plainFrom === 0 ? text : out + text.slice(plainFrom);
}
