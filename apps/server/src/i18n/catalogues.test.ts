import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import {
  INSPECTION_REPORT_LABELS,
  SCHEDULE_7_LABELS,
} from '@craftwork/domain/compliance/inspection-report';
import { INSPECTION_RESULT_LABELS } from '@craftwork/domain/compliance/scaffold-state';
import { flattenMessages, icuArgumentNames } from '@craftwork/domain/i18n/catalogues';
import { LANGUAGE_CODES } from '@craftwork/domain/i18n/languages';
import { REPORT_FILTER_TEXTS } from '@craftwork/domain/reports/report-filters';
import {
  CATALOGUES,
  CRAFT_TYPE_NAMES,
  messageAt,
  STATUS_CODES,
  STATUS_NAMES,
  translator,
  type TNamespace,
} from './translator.ts';

const NAMESPACES = Object.keys(CATALOGUES.en) as TNamespace[];
const OTHERS = LANGUAGE_CODES.filter((l) => l !== 'en');

/** The names of a message's ICU arguments. */
const argumentsOf = (message: string) =>
  icuArgumentNames(new IntlMessageFormat(message, 'en').getAst());

describe('server message catalogues', () => {
  it('ship a folder for every language with the namespaces wired in (status names but in English)', () => {
    const folder = new URL('./locales/', import.meta.url);
    expect(readdirSync(folder).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      const expected = NAMESPACES.map((ns) => `${ns}.json`);
      if (language !== 'en') expected.push('status-names.json');
      expect(readdirSync(new URL(`${language}/`, folder)).sort(), language).toEqual(
        expected.sort(),
      );
    }
  });

  describe.each(OTHERS)('%s', (language) => {
    it.each(NAMESPACES)('has exactly the keys English has in %s', (ns) => {
      const english = [...flattenMessages(CATALOGUES.en[ns]).keys()].sort();
      const other = [...flattenMessages(CATALOGUES[language][ns]).keys()].sort();
      const missing = english.filter((k) => !other.includes(k));
      const extra = other.filter((k) => !english.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(NAMESPACES)('uses the same ICU arguments as English in %s, none empty', (ns) => {
      const english = flattenMessages(CATALOGUES.en[ns]);
      for (const [key, message] of flattenMessages(CATALOGUES[language][ns])) {
        expect(message.trim(), `${language}/${ns}: ${key}`).not.toBe('');
        expect(argumentsOf(message), `${language}/${ns}: ${key}`).toEqual(
          argumentsOf(english.get(key) ?? ''),
        );
      }
    });

    it("names every craft type from the web's catalogue", () => {
      const names = CRAFT_TYPE_NAMES[language];
      expect(Object.keys(names).map(Number).sort()).toEqual(CRAFT_TYPES.map((c) => c.code).sort());
      expect(translator(language).craftTypeName(10)).toBe(names['10']);
    });

    it("writes a report's filter words as the web shows them (its domain.json)", () => {
      const web = JSON.parse(
        readFileSync(
          new URL(`../../../web/src/locales/${language}/domain.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>;
      for (const [key, english] of Object.entries(REPORT_FILTER_TEXTS)) {
        expect(messageAt(CATALOGUES[language].pdf, `report.filters.${key}`), key).toBe(
          web[english],
        );
      }
    });

    it('names every task status, and only those', () => {
      const names = STATUS_NAMES[language];
      expect(Object.keys(names).map(Number).sort()).toEqual([...STATUS_CODES].sort());
      for (const [code, name] of Object.entries(names)) {
        expect(name.trim(), `${language}: status ${code}`).not.toBe('');
      }
    });
  });

  it('writes English exactly as the domain labels it', () => {
    const en = translator('en');
    expect(en.t('pdf', 'title')).toBe(INSPECTION_REPORT_LABELS.title);
    expect(en.t('pdf', 'continued')).toBe(`${INSPECTION_REPORT_LABELS.title} (continued)`);
    expect(en.t('pdf', 'restrictions')).toBe(INSPECTION_REPORT_LABELS.restrictions);
    expect(en.t('pdf', 'none')).toBe(INSPECTION_REPORT_LABELS.none);
    expect(en.t('pdf', 'resultLine', { result: 'Safe to use' })).toBe(
      `${INSPECTION_REPORT_LABELS.result}: Safe to use`,
    );
    for (const [result, label] of Object.entries(INSPECTION_RESULT_LABELS)) {
      expect(en.t('pdf', `results.${result as keyof typeof INSPECTION_RESULT_LABELS}`)).toBe(label);
    }
    for (const [field, label] of Object.entries(SCHEDULE_7_LABELS)) {
      expect(en.t('pdf', `schedule7.${field as keyof typeof SCHEDULE_7_LABELS}`)).toBe(label);
    }
    for (const status of TASK_STATUSES) expect(en.statusName(status.code)).toBe(status.name);
    for (const craft of CRAFT_TYPES) expect(en.craftTypeName(craft.code)).toBe(craft.name);
    for (const [key, text] of Object.entries(REPORT_FILTER_TEXTS)) {
      expect(messageAt(CATALOGUES.en.pdf, `report.filters.${key}`)).toBe(text);
    }
  });

  it('writes a Polish status e-mail, and English for a missing message', () => {
    const pl = translator('pl');
    expect(
      pl.t('mail', 'taskStatus.subject', { title: 'Rusztowanie K-2', status: 'W realizacji' }),
    ).toBe('Rusztowanie K-2: W realizacji');
    expect(pl.statusName(90)).toBe('Zakończone');
    expect(pl.craftTypeName(10)).toBe('Rusztowania');
    expect(pl.craftTypeName(15)).toBe('Izolacja');
    expect(pl.craftTypeName(12345)).toBe('Unknown');
    expect(pl.t('pdf', 'page', { page: '1', total: '2' })).toBe('Strona 1 z 2');
    const partial = CATALOGUES.de.pdf;
    try {
      CATALOGUES.de.pdf = {};
      expect(translator('de').t('pdf', 'none')).toBe('None recorded.');
    } finally {
      CATALOGUES.de.pdf = partial;
    }
  });
});
