import { describe, expect, it } from 'vitest';
import {
  dateRangeWords,
  formatSiteDay,
  reportFileBaseName,
  reportFilterWords,
  type TReportFilterNames,
} from './report-filters.ts';
import { ZReportOptions, type TReportType } from './report-types.ts';

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

describe('reportFilterWords', () => {
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
  it.each(cases)('%s %j', (type, o, words) => {
    expect(reportFilterWords(type, o, names)).toEqual(words);
  });

  it('names a template that is gone [Unavailable]', () => {
    const words = reportFilterWords(
      'kpi-summary',
      options({ from: '2026-10-01', to: '2026-10-31', kpiTemplateId: 'gone' }),
      { ...names, kpiTemplate: null },
    );
    expect(words.at(-1)).toEqual({ label: 'KPI template', value: '[Unavailable]' });
  });
});

describe('reportFileBaseName', () => {
  it('is "{title} - {MM-DD-YYYY}"', () => {
    expect(reportFileBaseName('Open Tasks', '11-24-2026')).toBe('Open Tasks - 11-24-2026');
  });
});
