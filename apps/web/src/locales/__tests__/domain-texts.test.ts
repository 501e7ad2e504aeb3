import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@craftwork/domain/i18n/languages';
import { templatePlaceholders } from '@craftwork/domain/i18n/template';

/**
 * The domain's texts (every string of its exported `*_MESSAGES` and `*_TEXTS` groups, and the
 * templates of its texts with values, `*_TEMPLATES`), which screens show as they come: each
 * other language's `domain.json` holds exactly these, keyed by their English
 * (lib/i18n/domain-text.ts).
 */
const DOMAIN = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/domain/src/**/*.ts',
    '!../../../../../packages/domain/src/**/*.test.ts',
  ],
  { eager: true },
);

const CATALOGUES = import.meta.glob<Record<string, string>>('../*/domain.json', {
  eager: true,
  import: 'default',
});

function domainTexts(): string[] {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    for (const item of Object.values(value as object)) {
      if (typeof item === 'string') texts.add(item);
      else if (typeof item === 'object' && item !== null) collect(item);
    }
  };
  for (const module of Object.values(DOMAIN)) {
    for (const [name, value] of Object.entries(module)) {
      if (
        /(MESSAGES|_TEXTS|_TEMPLATES)$/.test(name) &&
        typeof value === 'object' &&
        value !== null
      ) {
        collect(value);
      }
    }
  }
  return [...texts].sort();
}

describe("the domain's texts", () => {
  const english = domainTexts();

  it('are found in the domain (the collection is not empty)', () => {
    expect(english).toContain('Task updated successfully.');
    expect(english).toContain('This value needs to be less than {max} characters');
    expect(english.length).toBeGreaterThan(300);
  });

  it('built from values fill a template of their module, whose words the catalogues have', () => {
    const builders: string[] = [];
    const collect = (value: object, path: string) => {
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'function' && !String(item).includes('fillTemplate'))
          builders.push(`${path}.${key}`);
        else if (typeof item === 'object' && item !== null) collect(item, `${path}.${key}`);
      }
    };
    for (const module of Object.values(DOMAIN)) {
      for (const [name, value] of Object.entries(module)) {
        if (/(MESSAGES|_TEXTS)$/.test(name) && typeof value === 'object' && value !== null) {
          collect(value, name);
        }
      }
    }
    expect(builders).toEqual([]);
  });

  it('have a catalogue for every language but English, and no other', () => {
    const others = LANGUAGE_CODES.filter((l) => l !== 'en');
    expect(Object.keys(CATALOGUES).sort()).toEqual(others.map((l) => `../${l}/domain.json`).sort());
  });

  describe.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s', (language) => {
    const catalogue = CATALOGUES[`../${language}/domain.json`] ?? {};

    it('translates exactly the texts the domain has, none empty', () => {
      const keys = Object.keys(catalogue).sort();
      const missing = english.filter((text) => !(text in catalogue));
      const extra = keys.filter((text) => !english.includes(text));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [text, translated] of Object.entries(catalogue)) {
        expect(translated.trim(), `${language}: ${text}`).not.toBe('');
      }
    });

    it('keeps every placeholder of a template, and adds none', () => {
      for (const [text, translated] of Object.entries(catalogue)) {
        expect(templatePlaceholders(translated).sort(), `${language}: ${text}`).toEqual(
          templatePlaceholders(text).sort(),
        );
      }
    });
  });
});
