import { describe, expect, it } from 'vitest';
import { DEFAULT_KPI_CONFIG, orderedKpiKeys, resolveKpiConfig } from './config.ts';
import {
  KPI_CONFIG_MESSAGES,
  ZKpiConfigChanges,
  ZKpiConfigReset,
  applyKpiConfigChanges,
  diffKpiConfigs,
  kpiConfigChangesBetween,
  moveKpiCard,
  parseKpiTarget,
  resetKpiConfig,
  storedKpiConfigOf,
} from './config-update.ts';

function firstError(input: unknown): string | null {
  const parsed = ZKpiConfigChanges.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}

describe('ZKpiConfigChanges', () => {
  it.each<[string, unknown, string | null]>([
    ['nothing', {}, null],
    ['a card switched off', { kpiUrgent: { enabled: false } }, null],
    ['a new title', { kpiUrgent: { title: '  Urgent work  ' } }, null],
    ['an empty title', { kpiUrgent: { title: '   ' } }, KPI_CONFIG_MESSAGES.titleRequired],
    [
      'a title of 61 characters',
      { kpiUrgent: { title: 'x'.repeat(61) } },
      'This value needs to be less than 60 characters',
    ],
    [
      'a title with a line break',
      { kpiUrgent: { title: 'a\nb' } },
      'This field may not contain line breaks or control characters.',
    ],
    ['an empty tooltip', { kpiUrgent: { tooltip: '' } }, null],
    [
      'a tooltip of 301 characters',
      { kpiUrgent: { tooltip: 'x'.repeat(301) } },
      'This value needs to be less than 300 characters',
    ],
    ['a colour', { kpiUrgent: { color: '#A1b2C3' } }, null],
    ['a colour name', { kpiUrgent: { color: 'red' } }, KPI_CONFIG_MESSAGES.color],
    ['a short colour', { kpiUrgent: { color: '#abc' } }, KPI_CONFIG_MESSAGES.color],
    ['no timescale', { kpiUrgent: { allowedTimescales: [] } }, KPI_CONFIG_MESSAGES.timescales],
    [
      'a timescale twice',
      { kpiUrgent: { allowedTimescales: ['daily', 'daily'] } },
      KPI_CONFIG_MESSAGES.timescales,
    ],
    ['an unknown timescale', { kpiUrgent: { currentTimescale: 'hourly' } }, 'invalid'],
    ['a target', { kpiUrgent: { target: 2.5 } }, null],
    ['no target', { kpiUrgent: { target: null } }, null],
    ['a negative target', { kpiUrgent: { target: -1 } }, 'invalid'],
    ['a target past a billion', { kpiUrgent: { target: 1e10 } }, 'invalid'],
    ['a direction', { kpiUrgent: { targetDirection: 'lower' } }, null],
    ['an unknown direction', { kpiUrgent: { targetDirection: 'sideways' } }, 'invalid'],
    ['precision 4', { kpiUrgent: { precision: 4 } }, null],
    ['precision 5', { kpiUrgent: { precision: 5 } }, 'invalid'],
    ['precision 1.5', { kpiUrgent: { precision: 1.5 } }, 'invalid'],
    ['order 999', { kpiUrgent: { order: 999 } }, null],
    ['order 1000', { kpiUrgent: { order: 1000 } }, 'invalid'],
    ['an unknown card', { kpiWhatever: { enabled: false } }, 'invalid'],
    ['a field not edited here', { kpiUrgent: { type: 'average' } }, 'invalid'],
    ['an icon (not edited here)', { kpiUrgent: { icon: 'Star' } }, 'invalid'],
    ['a card that is not an object', { kpiUrgent: true }, 'invalid'],
  ])('%s', (_name, input, expected) => {
    const error = firstError(input);
    if (expected === 'invalid') expect(error).not.toBeNull();
    else expect(error).toBe(expected);
  });

  it('trims titles and tooltips', () => {
    const parsed = ZKpiConfigChanges.parse({ kpiUrgent: { title: ' A ', tooltip: ' B ' } });
    expect(parsed.kpiUrgent).toEqual({ title: 'A', tooltip: 'B' });
  });
});

describe('ZKpiConfigReset', () => {
  it.each<[string, unknown, boolean]>([
    ['every card', {}, true],
    ['one card', { key: 'kpiUrgent' }, true],
    ['an unknown card', { key: 'kpiWhatever' }, false],
    ['an unknown field', { key: 'kpiUrgent', all: true }, false],
  ])('%s', (_name, input, valid) => {
    expect(ZKpiConfigReset.safeParse(input).success).toBe(valid);
  });
});

describe('applyKpiConfigChanges', () => {
  it.each<[string, unknown, Record<string, unknown>, string | null]>([
    ['a switch over the defaults', {}, { kpiUrgent: { enabled: false } }, null],
    [
      'timescales keeping the default one',
      {},
      { kpiUrgent: { allowedTimescales: ['weekly', 'monthly'] } },
      null,
    ],
    [
      'timescales dropping the default one',
      {},
      { kpiUrgent: { allowedTimescales: ['daily', 'monthly'] } },
      KPI_CONFIG_MESSAGES.currentTimescale,
    ],
    [
      'a default timescale that is not allowed',
      { kpiUrgent: { allowedTimescales: ['daily'], currentTimescale: 'daily' } },
      { kpiUrgent: { currentTimescale: 'monthly' } },
      KPI_CONFIG_MESSAGES.currentTimescale,
    ],
    [
      'both changed together',
      {},
      { kpiUrgent: { allowedTimescales: ['monthly'], currentTimescale: 'monthly' } },
      null,
    ],
    [
      'a timescale for the open work',
      {},
      { kpiOpenWorkByAge: { allowedTimescales: ['daily', 'weekly'] } },
      KPI_CONFIG_MESSAGES.fixedTimescale,
    ],
    ['the open work other fields', {}, { kpiOpenWorkByAge: { title: 'Open work' } }, null],
    ['a percentage target of 100', {}, { kpiPercentSchedule: { target: 100 } }, null],
    [
      'a percentage target of 101',
      {},
      { kpiPercentSchedule: { target: 101 } },
      KPI_CONFIG_MESSAGES.percentageTarget,
    ],
    ['a count target of 101', {}, { kpiUrgent: { target: 101 } }, null],
  ])('%s', (_name, stored, changes, expected) => {
    const result = applyKpiConfigChanges(stored, ZKpiConfigChanges.parse(changes));
    expect(result.ok ? null : result.problems[0]?.message).toBe(expected);
  });

  it('stores only what differs from the defaults, keeping the other cards', () => {
    const stored = { kpiBacklog: { title: 'Open backlog' } };
    const result = applyKpiConfigChanges(stored, {
      kpiUrgent: { enabled: false, title: DEFAULT_KPI_CONFIG.kpiUrgent.title },
    });
    expect(result).toMatchObject({
      ok: true,
      stored: { kpiBacklog: { title: 'Open backlog' }, kpiUrgent: { enabled: false } },
    });
  });

  it('drops damaged and unknown stored values on save', () => {
    const stored = { kpiUrgent: { color: 'red', nonsense: 1 }, kpiGone: { enabled: false } };
    const result = applyKpiConfigChanges(stored, { kpiBacklog: { enabled: false } });
    expect(result).toMatchObject({ ok: true, stored: { kpiBacklog: { enabled: false } } });
    expect(result.ok && Object.keys(result.stored)).toEqual(['kpiBacklog']);
  });

  it('reorders the cards', () => {
    const result = applyKpiConfigChanges(
      {},
      {
        kpiUrgent: { order: 0 },
        kpiPercentSchedule: { order: 3 },
      },
    );
    expect(result.ok && orderedKpiKeys(result.config).slice(0, 4)).toEqual([
      'kpiUrgent',
      'kpiTasksCompleted',
      'kpiNewTasksCreated',
      'kpiPercentSchedule',
    ]);
  });
});

describe('resetKpiConfig', () => {
  const stored = { kpiUrgent: { enabled: false }, kpiBacklog: { title: 'Open backlog' } };

  it('resets one card', () => {
    expect(resetKpiConfig(stored, 'kpiUrgent')).toEqual({ kpiBacklog: { title: 'Open backlog' } });
  });

  it('resets every card', () => {
    expect(resetKpiConfig(stored)).toEqual({});
  });
});

describe('diffKpiConfigs and storedKpiConfigOf', () => {
  it('lists only the changed fields of the changed cards', () => {
    const after = resolveKpiConfig({ kpiUrgent: { enabled: false, color: '#000000' } });
    expect(diffKpiConfigs(DEFAULT_KPI_CONFIG, after)).toEqual({
      before: { kpiUrgent: { enabled: true, color: '#d32f2f' } },
      after: { kpiUrgent: { enabled: false, color: '#000000' } },
      keys: ['kpiUrgent'],
    });
  });

  it('finds nothing between equal configurations', () => {
    expect(diffKpiConfigs(DEFAULT_KPI_CONFIG, resolveKpiConfig({}))).toBeNull();
    expect(storedKpiConfigOf(resolveKpiConfig({}))).toEqual({});
  });
});

describe('kpiConfigChangesBetween', () => {
  it('sends only the edited fields that differ', () => {
    const to = resolveKpiConfig({
      kpiUrgent: { enabled: false, icon: 'Star' },
      kpiBacklog: { target: 5 },
    });
    expect(kpiConfigChangesBetween(DEFAULT_KPI_CONFIG, to)).toEqual({
      kpiUrgent: { enabled: false },
      kpiBacklog: { target: 5 },
    });
  });
});

describe('moveKpiCard', () => {
  const first = (orders: Record<string, number>, n: number) =>
    Object.entries(orders)
      .sort((a, b) => a[1] - b[1])
      .slice(0, n)
      .map(([key]) => key);

  it.each<[string, Parameters<typeof moveKpiCard>[1], -1 | 1, string[]]>([
    [
      'the second card up',
      'kpiTasksCompleted',
      -1,
      ['kpiTasksCompleted', 'kpiPercentSchedule', 'kpiNewTasksCreated'],
    ],
    [
      'the first card down',
      'kpiPercentSchedule',
      1,
      ['kpiTasksCompleted', 'kpiPercentSchedule', 'kpiNewTasksCreated'],
    ],
    [
      'the first card up (stays)',
      'kpiPercentSchedule',
      -1,
      ['kpiPercentSchedule', 'kpiTasksCompleted', 'kpiNewTasksCreated'],
    ],
  ])('%s', (_name, key, step, expected) => {
    expect(first(moveKpiCard(DEFAULT_KPI_CONFIG, key, step), 3)).toEqual(expected);
  });

  it('keeps the last card last when moved down', () => {
    const orders = moveKpiCard(DEFAULT_KPI_CONFIG, 'kpiOpenWorkByAge', 1);
    expect(orders.kpiOpenWorkByAge).toBe(18);
  });

  it('moves among hidden cards too, numbering every card once', () => {
    const config = resolveKpiConfig({ kpiTasksCompleted: { enabled: false } });
    const orders = moveKpiCard(config, 'kpiNewTasksCreated', -1);
    expect(first(orders, 3)).toEqual([
      'kpiPercentSchedule',
      'kpiNewTasksCreated',
      'kpiTasksCompleted',
    ]);
    expect(new Set(Object.values(orders)).size).toBe(19);
  });
});

describe('parseKpiTarget', () => {
  it.each<[string, number | null | undefined]>([
    ['', null],
    ['   ', null],
    ['90', 90],
    [' 2.5 ', 2.5],
    ['-1', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['1,000', undefined],
  ])('%j', (text, expected) => {
    expect(parseKpiTarget(text)).toBe(expected);
  });
});
