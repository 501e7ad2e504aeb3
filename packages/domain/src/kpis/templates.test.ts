import { describe, expect, it } from 'vitest';
import { DEFAULT_KPI_CONFIG } from './config.ts';
import { KPI_KEYS, type TKpiKey } from './keys.ts';
import {
  DEFAULT_TEMPLATE_FILTERS,
  duplicateTemplateName,
  inCardOrder,
  KPI_TEMPLATE_TEXTS,
  parseTemplateFilters,
  parseTemplateKpiKeys,
  resolveTemplateFilters,
  sameTemplateName,
  templateRangeText,
  ZKpiTemplateFields,
  type TKpiTemplateRange,
} from './templates.ts';

const valid = {
  name: 'Weekly contractor review',
  kpiKeys: ['kpiPercentSchedule', 'kpiTasksCompleted'],
  filters: { range: { kind: 'preset', preset: 'last30Days' } },
  timescale: 'weekly',
};

const firstError = (input: unknown) => {
  const parsed = ZKpiTemplateFields.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
};

describe('ZKpiTemplateFields', () => {
  it.each<[string, unknown, string | null]>([
    ['a valid template', valid, null],
    ['a name of 100 characters', { ...valid, name: 'x'.repeat(100) }, null],
    ['an empty name', { ...valid, name: '   ' }, KPI_TEMPLATE_TEXTS.required],
    [
      'a name of 101 characters',
      { ...valid, name: 'x'.repeat(101) },
      KPI_TEMPLATE_TEXTS.nameTooLong,
    ],
    [
      'a name with a line break',
      { ...valid, name: 'a\nb' },
      'This field may not contain line breaks or control characters.',
    ],
    ['no KPI', { ...valid, kpiKeys: [] }, KPI_TEMPLATE_TEXTS.chooseKpi],
    ['every KPI', { ...valid, kpiKeys: [...KPI_KEYS] }, null],
    [
      'a KPI twice',
      { ...valid, kpiKeys: ['kpiUrgent', 'kpiUrgent'] },
      KPI_TEMPLATE_TEXTS.repeatedKpi,
    ],
    ['an unknown KPI', { ...valid, kpiKeys: ['kpiCoffee'] }, 'invalid'],
    ['an unknown timescale', { ...valid, timescale: 'yearly' }, 'invalid'],
    ['each timescale', { ...valid, timescale: 'quarterly' }, null],
    [
      'a preset the dashboard lacks',
      { ...valid, filters: { range: { kind: 'preset', preset: 'lastMonth' } } },
      'invalid',
    ],
    [
      'fixed days',
      { ...valid, filters: { range: { kind: 'fixed', from: '2026-01-01', to: '2026-03-31' } } },
      null,
    ],
    [
      'fixed days reversed',
      { ...valid, filters: { range: { kind: 'fixed', from: '2026-03-31', to: '2026-01-01' } } },
      'The "to" date is before the "from" date.',
    ],
    [
      'fixed days over two years',
      { ...valid, filters: { range: { kind: 'fixed', from: '2020-01-01', to: '2026-01-01' } } },
      'Choose a range of at most 731 days.',
    ],
    [
      'a malformed date',
      { ...valid, filters: { range: { kind: 'fixed', from: '01/02/2026', to: '2026-03-01' } } },
      'Use a date like 2026-01-31.',
    ],
    [
      'filters of every kind',
      {
        ...valid,
        filters: {
          range: { kind: 'preset', preset: 'ytd' },
          taskTypes: [10, 12],
          departments: ['Operations'],
          companyIds: ['c-1'],
          craftTypes: [10],
        },
      },
      null,
    ],
    [
      'a blank department',
      { ...valid, filters: { range: { kind: 'preset', preset: 'ytd' }, departments: [' '] } },
      'invalid',
    ],
  ])('%s', (_name, input, expected) => {
    const error = firstError(input);
    if (expected === 'invalid') expect(error).not.toBeNull();
    else expect(error).toBe(expected);
  });
});

// 2026-11-24 03:00Z is still 11/23 in Chicago (UTC-6).
const NOW = new Date('2026-11-24T03:00:00Z');

describe('resolveTemplateFilters', () => {
  it.each<[string, unknown, string, string, string]>([
    [
      'a preset on the site calendar',
      { range: { kind: 'preset', preset: 'last7Days' } },
      'America/Chicago',
      '2026-11-17',
      '2026-11-23',
    ],
    [
      'the same preset in UTC',
      { range: { kind: 'preset', preset: 'last7Days' } },
      'UTC',
      '2026-11-18',
      '2026-11-24',
    ],
    [
      'today',
      { range: { kind: 'preset', preset: 'today' } },
      'America/Chicago',
      '2026-11-23',
      '2026-11-23',
    ],
    ['a quarter', { range: { kind: 'preset', preset: 'q2' } }, 'UTC', '2026-04-01', '2026-06-30'],
    [
      'fixed days whatever the moment',
      { range: { kind: 'fixed', from: '2025-05-01', to: '2025-05-31' } },
      'America/Chicago',
      '2025-05-01',
      '2025-05-31',
    ],
    [
      'a damaged row as the default range',
      { range: { kind: 'sometime' } },
      'America/Chicago',
      '2026-10-25',
      '2026-11-23',
    ],
    ['nothing stored as the default range', null, 'America/Chicago', '2026-10-25', '2026-11-23'],
  ])('%s', (_name, filters, timeZone, from, to) => {
    expect(resolveTemplateFilters({ filters }, NOW, timeZone)).toMatchObject({ from, to });
  });

  it('carries the task types, departments, companies and craft types over', () => {
    const filters = {
      range: { kind: 'preset', preset: 'thisMonth' },
      taskTypes: [10],
      departments: ['Maintenance'],
      companyIds: ['c-1', 'c-2'],
      craftTypes: [10, 30],
    };
    expect(resolveTemplateFilters({ filters }, NOW, 'UTC')).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
      taskTypes: [10],
      departments: ['Maintenance'],
      companyIds: ['c-1', 'c-2'],
      craftTypes: [10, 30],
    });
  });
});

describe('templateRangeText', () => {
  it.each<[TKpiTemplateRange, string]>([
    [{ kind: 'preset', preset: 'last30Days' }, 'Last 30 Days'],
    [{ kind: 'preset', preset: 'ytd' }, 'YTD'],
    [{ kind: 'fixed', from: '2026-01-05', to: '2026-03-31' }, '01/05/2026 – 03/31/2026'],
  ])('%j reads %s', (range, text) => {
    expect(templateRangeText(range)).toBe(text);
  });
});

describe('template names', () => {
  it.each<[string, string, boolean]>([
    ['Scaffold quarter', 'scaffold QUARTER', true],
    ['Scaffold quarter', ' Scaffold quarter ', true],
    ['Scaffold quarter', 'Scaffold quarters', false],
  ])('%s and %s are the same: %s', (a, b, same) => {
    expect(sameTemplateName(a, b)).toBe(same);
  });

  it.each<[string, string[], string]>([
    ['Weekly', ['Weekly'], 'Weekly (copy)'],
    ['Weekly', ['Weekly', 'weekly (COPY)'], 'Weekly (copy 2)'],
    ['Weekly', ['Weekly', 'Weekly (copy)', 'Weekly (copy 2)'], 'Weekly (copy 3)'],
    ['x'.repeat(100), [], `${'x'.repeat(93)} (copy)`],
  ])('a duplicate of %s among %j is %s', (name, taken, expected) => {
    const copy = duplicateTemplateName(name, taken);
    expect(copy).toBe(expected);
    expect(copy.length).toBeLessThanOrEqual(100);
  });
});

describe('stored values', () => {
  it('reads damaged filters as the defaults', () => {
    expect(parseTemplateFilters({ range: 5 })).toEqual(DEFAULT_TEMPLATE_FILTERS);
    expect(parseTemplateFilters({ range: { kind: 'preset', preset: 'q1' } })).toEqual({
      ...DEFAULT_TEMPLATE_FILTERS,
      range: { kind: 'preset', preset: 'q1' },
    });
  });

  it('keeps the stored KPI keys that are still KPIs, in the order saved', () => {
    expect(parseTemplateKpiKeys(['kpiUrgent', 'kpiGone', 'kpiBacklog'])).toEqual([
      'kpiUrgent',
      'kpiBacklog',
    ]);
  });

  it('orders chosen keys as the site orders its cards', () => {
    const config = {
      ...DEFAULT_KPI_CONFIG,
      kpiUrgent: { ...DEFAULT_KPI_CONFIG.kpiUrgent, order: 0 },
      kpiPercentSchedule: { ...DEFAULT_KPI_CONFIG.kpiPercentSchedule, order: 5 },
    };
    const keys: TKpiKey[] = ['kpiPercentSchedule', 'kpiTasksCompleted', 'kpiUrgent'];
    expect(inCardOrder(keys, config)).toEqual([
      'kpiUrgent',
      'kpiTasksCompleted',
      'kpiPercentSchedule',
    ]);
  });
});
