import { describe, expect, it } from 'vitest';
import {
  dateRangeWords,
  formatSiteDay,
  reportFileBaseName,
  reportFilterIn,
  reportFilters,
  reportFilterValue,
  type TReportFilterLanguage,
  type TReportFilterNames,
} from './report-filters.ts';
import { ZReportOptions, type TReportFilterPart, type TReportType } from './report-types.ts';

const names: TReportFilterNames = {
  companies: { c1: 'Acme Scaffolding', c2: 'Blue Paint' },
  locations: { l1: 'Unit 100', l2: 'Tank Farm' },
  kpiTemplate: 'Weekly safety',
};

const options = (o: Partial<ReturnType<typeof ZReportOptions.parse>> = {}) =>
  ZReportOptions.parse({ ...o });

describe('formatSiteDay and dateRangeWords', () => {
  it.each([
    ['2026-11-01', '2026-11-30', '11/01/2026 - 11/30/2026'],
    ['2026-01-31', '2026-01-31', '01/31/2026 - 01/31/2026'],
    [null, null, 'All time'],
    ['2026-11-01', null, '11/01/2026 - ...'],
    [null, '2026-11-30', '... - 11/30/2026'],
  ])('%s to %s reads %s', (from, to, words) => {
    expect(dateRangeWords(from, to)).toBe(words);
  });
  it('writes MM/DD/YYYY', () => expect(formatSiteDay('2026-03-05')).toBe('03/05/2026'));
});

/** The English words of each filter, as the PDF and the list printed them before parts. */
const inEnglish = (filters: ReturnType<typeof reportFilters>) =>
  filters.map(({ label, value }) => ({ label, value }));

describe('reportFilters in English', () => {
  const cases: [TReportType, ReturnType<typeof options>, { label: string; value: string }[]][] = [
    [
      'open-tasks',
      options(),
      [
        { label: 'Craft types', value: 'All' },
        { label: 'Companies', value: 'All' },
        { label: 'Locations', value: 'All' },
        { label: 'Statuses', value: 'All' },
      ],
    ],
    [
      'open-tasks',
      options({
        craftTypes: [10, 30],
        companyIds: ['c2'],
        locationIds: ['l1', 'gone'],
        statuses: [20, 40],
      }),
      [
        { label: 'Craft types', value: 'Scaffolding, Painting' },
        { label: 'Companies', value: 'Blue Paint' },
        { label: 'Locations', value: 'Unit 100, [Unavailable]' },
        { label: 'Statuses', value: 'Scheduled, In Progress' },
      ],
    ],
    [
      'completed-tasks',
      options({ from: '2026-11-01', to: '2026-11-30', statuses: [20] }),
      [
        { label: 'Date range', value: '11/01/2026 - 11/30/2026' },
        { label: 'Craft types', value: 'All' },
        { label: 'Companies', value: 'All' },
        { label: 'Locations', value: 'All' },
      ],
    ],
    [
      'standing-scaffolds',
      options({ companyIds: ['c1'], craftTypes: [30] }),
      [
        { label: 'Companies', value: 'Acme Scaffolding' },
        { label: 'Locations', value: 'All' },
      ],
    ],
    [
      'inventory-summary',
      options({ locationIds: ['l2'] }),
      [
        { label: 'Craft types', value: 'All' },
        { label: 'Locations', value: 'Tank Farm' },
      ],
    ],
    [
      'kpi-summary',
      options({ from: '2026-10-01', to: '2026-10-31' }),
      [
        { label: 'Date range', value: '10/01/2026 - 10/31/2026' },
        { label: 'Craft types', value: 'All' },
        { label: 'Companies', value: 'All' },
        { label: 'KPI template', value: 'Default cards' },
      ],
    ],
    [
      'kpi-summary',
      options({ from: '2026-10-01', to: '2026-10-31', kpiTemplateId: 't1' }),
      [
        { label: 'Date range', value: '10/01/2026 - 10/31/2026' },
        { label: 'Craft types', value: 'All' },
        { label: 'Companies', value: 'All' },
        { label: 'KPI template', value: 'Weekly safety' },
      ],
    ],
    [
      'tasks-by-company',
      options({ from: '2026-10-01', to: '2026-10-31', companyIds: ['c1', 'c2'] }),
      [
        { label: 'Date range', value: '10/01/2026 - 10/31/2026' },
        { label: 'Craft types', value: 'All' },
        { label: 'Companies', value: 'Acme Scaffolding, Blue Paint' },
        { label: 'Locations', value: 'All' },
      ],
    ],
  ];
  it.each(cases)('%s %j', (type, o, expected) => {
    expect(inEnglish(reportFilters(type, o, names))).toEqual(expected);
  });

  it('names a template that is gone [Unavailable]', () => {
    const filters = reportFilters(
      'kpi-summary',
      options({ from: '2026-10-01', to: '2026-10-31', kpiTemplateId: 'gone' }),
      { ...names, kpiTemplate: null },
    );
    expect(inEnglish(filters).at(-1)).toEqual({ label: 'KPI template', value: '[Unavailable]' });
  });
});

describe('reportFilters parts', () => {
  const typed: TReportFilterNames = {
    companies: { c1: 'Завод Северный', c2: 'Acme, Inc.' },
    locations: { l1: '東京第一工場' },
    kpiTemplate: 'Przegląd miesięczny',
  };
  const all: TReportFilterPart = { kind: 'word', word: 'all' };
  const cases: [TReportType, ReturnType<typeof options>, [string, TReportFilterPart[]][]][] = [
    [
      'open-tasks',
      options({
        craftTypes: [10, 15],
        companyIds: ['c1', 'c2'],
        locationIds: ['l1', 'gone'],
        statuses: [40, 90],
      }),
      [
        [
          'craftTypes',
          [
            { kind: 'craftType', code: 10 },
            { kind: 'craftType', code: 15 },
          ],
        ],
        [
          'companies',
          [
            { kind: 'name', text: 'Завод Северный' },
            { kind: 'name', text: 'Acme, Inc.' },
          ],
        ],
        [
          'locations',
          [
            { kind: 'name', text: '東京第一工場' },
            { kind: 'word', word: 'unavailable' },
          ],
        ],
        [
          'statuses',
          [
            { kind: 'status', code: 40 },
            { kind: 'status', code: 90 },
          ],
        ],
      ],
    ],
    [
      'completed-tasks',
      options(),
      [
        ['dateRange', [{ kind: 'word', word: 'allTime' }]],
        ['craftTypes', [all]],
        ['companies', [all]],
        ['locations', [all]],
      ],
    ],
    [
      'kpi-summary',
      options({ from: '2026-11-01', to: null }),
      [
        ['dateRange', [{ kind: 'dateRange', from: '2026-11-01', to: null }]],
        ['craftTypes', [all]],
        ['companies', [all]],
        ['kpiTemplate', [{ kind: 'word', word: 'defaultCards' }]],
      ],
    ],
    [
      'kpi-summary',
      options({ from: '2026-11-01', to: '2026-11-30', kpiTemplateId: 't1' }),
      [
        ['dateRange', [{ kind: 'dateRange', from: '2026-11-01', to: '2026-11-30' }]],
        ['craftTypes', [all]],
        ['companies', [all]],
        ['kpiTemplate', [{ kind: 'name', text: 'Przegląd miesięczny' }]],
      ],
    ],
  ];
  it.each(cases)('%s %j', (type, o, expected) => {
    const filters = reportFilters(type, o, typed);
    expect(filters.map(({ key, parts }) => [key, parts])).toEqual(expected);
    for (const filter of filters) expect(filter.value).toBe(reportFilterValue(filter.parts));
  });

  // A stand-in language: its words upper-cased, codes named by number, days reversed.
  const shouting: TReportFilterLanguage = {
    label: (key) => `LABEL ${key}`,
    word: (word) => word.toUpperCase(),
    craftType: (code) => `craft ${code}`,
    status: (code) => `status ${code}`,
    day: (day) => day.split('-').reverse().join('.'),
  };
  it.each([
    [[{ kind: 'word', word: 'allTime' }], 'ALLTIME'],
    [[{ kind: 'dateRange', from: '2026-11-01', to: '2026-11-30' }], '01.11.2026 - 30.11.2026'],
    [[{ kind: 'dateRange', from: null, to: '2026-11-30' }], '... - 30.11.2026'],
    [
      [
        { kind: 'craftType', code: 10 },
        { kind: 'craftType', code: 15 },
      ],
      'craft 10, craft 15',
    ],
    [
      [
        { kind: 'status', code: 40 },
        { kind: 'word', word: 'unavailable' },
      ],
      'status 40, UNAVAILABLE',
    ],
    [
      [
        { kind: 'name', text: 'Завод Северный' },
        { kind: 'name', text: '東京第一工場' },
        { kind: 'name', text: 'All' },
      ],
      'Завод Северный, 東京第一工場, All',
    ],
  ] as [TReportFilterPart[], string][])(
    'writes %j in another language as %s, typed names as typed',
    (parts, expected) => {
      expect(reportFilterValue(parts, shouting)).toBe(expected);
    },
  );

  it('writes a filter with its label in that language', () => {
    const [filter] = reportFilters('inventory-summary', options({ craftTypes: [30] }), typed);
    expect(reportFilterIn(filter!, shouting)).toEqual({
      label: 'LABEL craftTypes',
      value: 'craft 30',
    });
  });
});

describe('reportFileBaseName', () => {
  it('is "{title} - {MM-DD-YYYY}"', () => {
    expect(reportFileBaseName('Open Tasks', '11-24-2026')).toBe('Open Tasks - 11-24-2026');
  });
});
