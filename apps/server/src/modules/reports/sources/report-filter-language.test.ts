import { describe, expect, it } from 'vitest';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { reportFilterIn, reportFilters } from '@craftwork/domain/reports/report-filters';
import { ZReportOptions } from '@craftwork/domain/reports/report-types';
import { reportFilterLanguage } from './report-filter-language.ts';

const NAMES = {
  companies: { ru: 'Завод Северный', pl: 'Łódź Rusztowania Sp. z o.o.' },
  locations: { jp: '東京第一工場' },
  kpiTemplate: null,
};

/** An Open Tasks report's filters and a Completed Tasks report's range, as a PDF prints them. */
function printed(language: TLanguage): string[] {
  const words = reportFilterLanguage(language);
  const open = reportFilters(
    'open-tasks',
    ZReportOptions.parse({
      craftTypes: [10, 15],
      companyIds: ['ru', 'pl'],
      locationIds: ['jp', 'gone'],
      statuses: [40, 90],
    }),
    NAMES,
  );
  const completed = reportFilters(
    'completed-tasks',
    ZReportOptions.parse({ from: '2026-11-01', to: '2026-11-30' }),
    NAMES,
  );
  return [...completed.slice(0, 1), ...open].map((filter) => {
    const { label, value } = reportFilterIn(filter, words);
    return `${label}: ${value}`;
  });
}

describe("a report's filters on its PDF", () => {
  it.each<[TLanguage, string[]]>([
    [
      'en',
      [
        'Date range: 11/01/2026 - 11/30/2026',
        'Craft types: Scaffolding, Insulation',
        'Companies: Завод Северный, Łódź Rusztowania Sp. z o.o.',
        'Locations: 東京第一工場, [Unavailable]',
        'Statuses: In Progress, Complete',
      ],
    ],
    [
      'pl',
      [
        'Zakres dat: 01.11.2026 - 30.11.2026',
        'Branże: Rusztowania, Izolacja',
        'Firmy: Завод Северный, Łódź Rusztowania Sp. z o.o.',
        'Lokalizacje: 東京第一工場, [Niedostępne]',
        'Statusy: W realizacji, Zakończone',
      ],
    ],
    [
      'de',
      [
        'Zeitraum: 01.11.2026 - 30.11.2026',
        'Gewerke: Gerüstbau, Isolierung',
        'Firmen: Завод Северный, Łódź Rusztowania Sp. z o.o.',
        'Anlagenbereiche: 東京第一工場, [Nicht verfügbar]',
        'Status: In Arbeit, Erledigt',
      ],
    ],
  ])(
    'in %s: the words, craft types and statuses translated, typed names as typed',
    (language, lines) => {
      expect(printed(language)).toEqual(lines);
    },
  );

  it('are in English words exactly what the Generated Reports list answers', () => {
    const filters = reportFilters('kpi-summary', ZReportOptions.parse({}), NAMES);
    expect(filters.map((f) => reportFilterIn(f, reportFilterLanguage('en')))).toEqual(
      filters.map(({ label, value }) => ({ label, value })),
    );
  });
});
