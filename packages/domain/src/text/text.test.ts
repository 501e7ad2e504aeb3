import { describe, expect, it } from 'vitest';
import {
  cutToLength,
  hasControlCharacters,
  hasNonWhitespaceControlCharacters,
  multiLineText,
  oneLineText,
  safeFileName,
  stripFormatCharacters,
  TEXT_MESSAGES,
} from './text.ts';

const ONE_LINE = TEXT_MESSAGES.oneLine;

describe('hasControlCharacters (one-line fields)', () => {
  it.each<[string, string, boolean]>([
    ['plain text', 'Pipe rack 7 – north', false],
    ['accents and emoji', 'Café ☕ 🚧', false],
    ['a line feed', 'a\nb', true],
    ['CR/LF (a mail header injection)', 'Title\r\nBcc: x@evil.test', true],
    ['a tab', 'a\tb', true],
    ['an escape', '\u001b[31m', true],
    ['DEL', 'a\u007fb', true],
    ['a C1 control (NEL)', 'a\u0085b', true],
    ['a bidi override is not a control character', 'a\u202eb', false],
  ])('%s', (_case, value, expected) => {
    expect(hasControlCharacters(value)).toBe(expected);
  });
});

describe('hasNonWhitespaceControlCharacters (free text)', () => {
  it.each<[string, string, boolean]>([
    ['line breaks and tabs', 'one\r\ntwo\tthree\n', false],
    ['a bell', 'ding\u0007', true],
    ['a vertical tab', 'a\u000bb', true],
    ['an escape', '\u001b', true],
  ])('%s', (_case, value, expected) => {
    expect(hasNonWhitespaceControlCharacters(value)).toBe(expected);
  });
});

describe('stripFormatCharacters', () => {
  it.each<[string, string, string]>([
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['isolates', '\u2066a\u2069\u2067b\u2068', 'ab'],
    ['zero-width characters and a BOM', '\uFEFFa\u200Bb\u200Dc', 'abc'],
    ['marks LRM and RLM', 'a\u200Eb\u200F', 'ab'],
    ['ordinary text is kept', 'Report 2026 (final).pdf', 'Report 2026 (final).pdf'],
  ])('removes %s', (_case, value, expected) => {
    expect(stripFormatCharacters(value)).toBe(expected);
  });
});

describe('safeFileName', () => {
  it.each<[string, string, string]>([
    ['a plain name', 'photo.jpg', 'photo.jpg'],
    ['a bidi override', 'report\u202Egpj.exe', 'reportgpj.exe'],
    ['path separators', '../../etc/passwd', '.._.._etc_passwd'],
    ['back slashes', 'C:\\temp\\a.txt', 'C:_temp_a.txt'],
    ['line breaks', 'a\r\nb.txt', 'a__b.txt'],
    ['only format characters', '\u202E\u200B', 'file'],
    ['blanks around', '  a.txt ', 'a.txt'],
  ])('%s', (_case, name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('keeps at most 200 characters, never half an emoji', () => {
    expect(safeFileName(`${'a'.repeat(198)}🚧🚧`)).toBe(`${'a'.repeat(198)}🚧`);
    expect(safeFileName(`${'a'.repeat(199)}🚧`)).toBe('a'.repeat(199));
  });
});

describe('cutToLength', () => {
  it.each<[string, number, string]>([
    ['abc', 5, 'abc'],
    ['abcdef', 3, 'abc'],
    ['🚧🚧🚧', 4, '🚧🚧'],
    ['🚧🚧🚧', 5, '🚧🚧'],
    ['a🚧', 2, 'a'],
  ])('cuts %j to %i units: %j', (value, max, expected) => {
    expect(cutToLength(value, max)).toBe(expected);
    expect(cutToLength(value, max).length).toBeLessThanOrEqual(max);
  });
});

describe('oneLineText', () => {
  const title = oneLineText(10, { required: 'Required' });
  it.each<[string, unknown, string | null]>([
    ['a short title', 'Rack 7', null],
    ['blanks around are dropped', '  Rack 7  ', null],
    ['empty', '', 'Required'],
    ['only blanks', '   ', 'Required'],
    ['too long', 'x'.repeat(11), 'This value needs to be less than 10 characters'],
    ['a line break inside', 'Rack\r\n7', ONE_LINE],
    ['a tab inside', 'Rack\t7', ONE_LINE],
    ['not a text', 42, 'Required'],
  ])('%s', (_case, value, error) => {
    const result = title.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });

  it('is optional without a required message, and trims', () => {
    expect(oneLineText(5).parse(' ab ')).toBe('ab');
    expect(oneLineText(5).parse('')).toBe('');
  });

  it('takes its own too-long message', () => {
    const result = oneLineText(3, { tooLong: 'Too long' }).safeParse('abcd');
    expect(result.success ? null : result.error.issues[0]?.message).toBe('Too long');
  });
});

describe('multiLineText', () => {
  const notes = multiLineText(20);
  it.each<[string, string, string | null]>([
    ['lines and tabs', 'one\ntwo\tthree', null],
    ['a bell', 'ding\u0007', TEXT_MESSAGES.controlCharacters],
    ['too long', 'x'.repeat(21), 'This value needs to be less than 20 characters'],
  ])('%s', (_case, value, error) => {
    const result = notes.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});
