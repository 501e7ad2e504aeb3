import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  flattenMessages,
  icuArgumentNames,
  type TMessages,
} from '@craftwork/domain/i18n/catalogues';
import { LANGUAGE_CODES } from '@craftwork/domain/i18n/languages';
import { NAMESPACES } from '../../lib/i18n/i18n';
import { ALL_SIGNED_OUT_EN } from '../../lib/i18n/signed-out-accounts';

const FILES = import.meta.glob<TMessages>(
  ['../*/*.json', '!../*/signedOut.json', '!../*/domain.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** The signed-out pages' texts: English in signed-out.ts and signed-out-accounts.ts, the others one file per language. */
const SIGNED_OUT = import.meta.glob<TMessages>('../*/signedOut.json', {
  eager: true,
  import: 'default',
});

function catalogue(language: string, ns: string): TMessages | undefined {
  return FILES[`../${language}/${ns}.json`];
}

/** The names of a message's ICU arguments. */
const argumentsOf = (message: string) =>
  icuArgumentNames(new IntlMessageFormat(message, 'en').getAst());

describe('message catalogues', () => {
  it('ship every namespace for every language, and no other file', () => {
    const expected = LANGUAGE_CODES.flatMap((l) => NAMESPACES.map((ns) => `../${l}/${ns}.json`));
    expect(Object.keys(FILES).sort()).toEqual(expected.sort());
  });

  describe.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(NAMESPACES)('has exactly the keys English has in %s', (ns) => {
      const english = [...flattenMessages(catalogue('en', ns) ?? {}).keys()].sort();
      const other = [...flattenMessages(catalogue(language, ns) ?? {}).keys()].sort();
      const missing = english.filter((k) => !other.includes(k));
      const extra = other.filter((k) => !english.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(NAMESPACES)('uses the same ICU arguments as English in %s, none empty', (ns) => {
      const english = flattenMessages(catalogue('en', ns) ?? {});
      for (const [key, message] of flattenMessages(catalogue(language, ns) ?? {})) {
        expect(message.trim(), `${language}/${ns}: ${key}`).not.toBe('');
        expect(argumentsOf(message), `${language}/${ns}: ${key}`).toEqual(
          argumentsOf(english.get(key) ?? ''),
        );
      }
    });
  });
});

describe('signed-out texts', () => {
  const others = LANGUAGE_CODES.filter((l) => l !== 'en');

  it('ship a file for every language but English, whose texts are in the code', () => {
    expect(Object.keys(SIGNED_OUT).sort()).toEqual(
      others.map((l) => `../${l}/signedOut.json`).sort(),
    );
  });

  describe.each(others)('%s', (language) => {
    const messages = () => flattenMessages(SIGNED_OUT[`../${language}/signedOut.json`] ?? {});
    const english = flattenMessages(ALL_SIGNED_OUT_EN);

    it('has exactly the keys English has', () => {
      const englishKeys = [...english.keys()].sort();
      const other = [...messages().keys()].sort();
      const missing = englishKeys.filter((k) => !other.includes(k));
      const extra = other.filter((k) => !englishKeys.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('uses the same placeholders as English, none empty', () => {
      for (const [key, message] of messages()) {
        expect(message.trim(), `${language}/signedOut: ${key}`).not.toBe('');
        expect(argumentsOf(message), `${language}/signedOut: ${key}`).toEqual(
          argumentsOf(english.get(key) ?? ''),
        );
      }
    });
  });
});
