import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE_CODES } from '@craftwork/domain/i18n/languages';
import { NAMESPACES } from '../../lib/i18n/i18n';

type TCatalogue = { [key: string]: string | TCatalogue };

const FILES = import.meta.glob<TCatalogue>('../*/*.json', { eager: true, import: 'default' });

function catalogue(language: string, ns: string): TCatalogue | undefined {
  return FILES[`../${language}/${ns}.json`];
}

/** Every message by its dotted key. */
function flatten(value: TCatalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

/** The names of a message's ICU arguments ({name}, {count, plural, ...}). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...names].sort();
}

describe('message catalogues', () => {
  it('ship every namespace for every language, and no other file', () => {
    const expected = LANGUAGE_CODES.flatMap((l) => NAMESPACES.map((ns) => `../${l}/${ns}.json`));
    expect(Object.keys(FILES).sort()).toEqual(expected.sort());
  });

  describe.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(NAMESPACES)('has exactly the keys English has in %s', (ns) => {
      const english = [...flatten(catalogue('en', ns) ?? {}).keys()].sort();
      const other = [...flatten(catalogue(language, ns) ?? {}).keys()].sort();
      const missing = english.filter((k) => !other.includes(k));
      const extra = other.filter((k) => !english.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(NAMESPACES)('uses the same ICU arguments as English in %s, none empty', (ns) => {
      const english = flatten(catalogue('en', ns) ?? {});
      for (const [key, message] of flatten(catalogue(language, ns) ?? {})) {
        expect(message.trim(), `${language}/${ns}: ${key}`).not.toBe('');
        expect(argumentsOf(message), `${language}/${ns}: ${key}`).toEqual(
          argumentsOf(english.get(key) ?? ''),
        );
      }
    });
  });
});
