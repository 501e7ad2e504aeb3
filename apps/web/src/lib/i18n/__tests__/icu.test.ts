import { describe, expect, it } from 'vitest';
import { icuFormat } from '../icu';

describe('icuFormat.parse', () => {
  it.each([
    [
      'a text without arguments, as written',
      "Crew #3 isn't <b>on site</b>",
      {},
      'en',
      "Crew #3 isn't <b>on site</b>",
    ],
    ['an argument', 'Hello {name}', { name: 'Zoë' }, 'en', 'Hello Zoë'],
    [
      'a plural in Polish',
      '{count, plural, one {# rusztowanie} few {# rusztowania} many {# rusztowań} other {# rusztowania}}',
      { count: 5 },
      'pl',
      '5 rusztowań',
    ],
    ['a number in German', '{n, number} kg', { n: 1234.5 }, 'de', '1.234,5 kg'],
    ['a missing value: the text as written', 'Hello {name}', {}, 'en', 'Hello {name}'],
  ])('%s', (_case, message, values, language, expected) => {
    expect(icuFormat.parse(message, values, language)).toBe(expected);
  });
});
