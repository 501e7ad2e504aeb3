import { describe, expect, it } from 'vitest';
import {
  isInstalledScaffold,
  mapPinCategory,
  matchingMapPinCategories,
  showsInstalledScaffolds,
} from './pins.ts';
import type { TInstalledScaffoldRecord, TMapPinCategory, TMapPinTask } from './pins.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
// 10:00 CDT on Friday 15 March 2024; the site's day runs 05:00Z to 05:00Z on the 16th.
const NOW = at('2024-03-15T15:00:00.000Z');
const YESTERDAY = at('2024-03-14T15:00:00.000Z');
const LAST_NIGHT = at('2024-03-15T04:59:59.999Z');
const MIDNIGHT = at('2024-03-15T05:00:00.000Z');
const TONIGHT = at('2024-03-16T04:59:59.999Z');
const TOMORROW = at('2024-03-16T05:00:00.000Z');

function task(overrides: Partial<TMapPinTask>): TMapPinTask {
  return {
    taskStatus: 30,
    taskType: 11,
    nextOpportunity: false,
    timestampScheduled: null,
    ...overrides,
  };
}

describe('mapPinCategory (America/Chicago, now 10:00 CDT)', () => {
  it.each<[string, Partial<TMapPinTask>, TMapPinCategory | null]>([
    // installed scaffolds are the standing scaffolds, not read from a list's tasks
    [
      'a complete installation scheduled yesterday',
      { taskType: 10, taskStatus: 90, timestampScheduled: YESTERDAY },
      null,
    ],
    ['a complete installation with no time', { taskType: 10, taskStatus: 90 }, null],
    [
      'an installation in progress since yesterday',
      { taskType: 10, taskStatus: 40, timestampScheduled: YESTERDAY },
      'in-progress',
    ],
    // today-schedule
    [
      'awaiting, scheduled at midnight today',
      { taskStatus: 30, timestampScheduled: MIDNIGHT },
      'today-schedule',
    ],
    [
      'awaiting, scheduled late tonight',
      { taskStatus: 30, timestampScheduled: TONIGHT },
      'today-schedule',
    ],
    ['in progress, scheduled today', { taskStatus: 40, timestampScheduled: NOW }, 'today-schedule'],
    ['on hold, scheduled today', { taskStatus: 50, timestampScheduled: NOW }, 'today-schedule'],
    [
      'next opportunity still carrying a time today',
      { taskStatus: 30, nextOpportunity: true, timestampScheduled: NOW },
      'today-schedule',
    ],
    ['Scheduled status today is not on the map', { taskStatus: 20, timestampScheduled: NOW }, null],
    ['complete today is not on the map', { taskStatus: 90, timestampScheduled: NOW }, null],
    // awaiting-schedule
    ['awaiting schedule', { taskStatus: 10 }, 'awaiting-schedule'],
    [
      'awaiting schedule with a stale time today',
      { taskStatus: 10, timestampScheduled: NOW },
      'awaiting-schedule',
    ],
    // backlog
    ['awaiting, scheduled yesterday', { taskStatus: 30, timestampScheduled: YESTERDAY }, 'backlog'],
    [
      'awaiting, scheduled just before midnight',
      { taskStatus: 30, timestampScheduled: LAST_NIGHT },
      'backlog',
    ],
    [
      'awaiting next opportunity with no time',
      { taskStatus: 30, nextOpportunity: true },
      'backlog',
    ],
    [
      'awaiting next opportunity scheduled tomorrow',
      { taskStatus: 30, nextOpportunity: true, timestampScheduled: TOMORROW },
      'backlog',
    ],
    ['awaiting, scheduled tomorrow', { taskStatus: 30, timestampScheduled: TOMORROW }, null],
    ['awaiting with no time', { taskStatus: 30 }, null],
    [
      'scheduled yesterday but still Scheduled',
      { taskStatus: 20, timestampScheduled: YESTERDAY },
      null,
    ],
    // in-progress
    [
      'in progress, scheduled yesterday',
      { taskStatus: 40, timestampScheduled: YESTERDAY },
      'in-progress',
    ],
    [
      'on hold, scheduled tomorrow',
      { taskStatus: 50, timestampScheduled: TOMORROW },
      'in-progress',
    ],
    ['in progress with no time', { taskStatus: 40 }, 'in-progress'],
    // none
    ['awaiting estimate', { taskStatus: 5, timestampScheduled: NOW }, null],
    ['awaiting approval', { taskStatus: 8, timestampScheduled: YESTERDAY }, null],
    ['canceled', { taskStatus: 99, timestampScheduled: YESTERDAY }, null],
  ])('%s: %s', (_case, overrides, category) => {
    expect(mapPinCategory(task(overrides), NOW, CHICAGO)).toBe(category);
  });

  it('reads today in the site time zone', () => {
    // 22:30 CDT; 23:30 CDT is today in Chicago but tomorrow in UTC.
    const lateEvening = at('2024-03-16T03:30:00.000Z');
    const t = task({ taskStatus: 30, timestampScheduled: at('2024-03-16T04:30:00.000Z') });
    expect(mapPinCategory(t, lateEvening, CHICAGO)).toBe('today-schedule');
    const early = task({ taskStatus: 30, timestampScheduled: at('2024-03-16T02:00:00.000Z') });
    expect(mapPinCategory(early, at('2024-03-16T06:30:00.000Z'), 'UTC')).toBe('today-schedule');
    expect(mapPinCategory(early, at('2024-03-16T06:30:00.000Z'), CHICAGO)).toBe('backlog');
  });
});

describe('matchingMapPinCategories: precedence follows the spec order', () => {
  it.each<[string, Partial<TMapPinTask>, TMapPinCategory[]]>([
    [
      'in progress today matches today-schedule before in-progress',
      { taskStatus: 40, timestampScheduled: NOW },
      ['today-schedule', 'in-progress'],
    ],
    [
      'next opportunity today matches today-schedule before backlog',
      { taskStatus: 30, nextOpportunity: true, timestampScheduled: NOW },
      ['today-schedule', 'backlog'],
    ],
    [
      'a plain backlog task matches backlog only',
      { taskStatus: 30, timestampScheduled: YESTERDAY },
      ['backlog'],
    ],
    ['a task on no pin matches nothing', { taskStatus: 20, timestampScheduled: TOMORROW }, []],
  ])('%s', (_case, overrides, categories) => {
    expect(matchingMapPinCategories(task(overrides), NOW, CHICAGO)).toEqual(categories);
  });
});

describe('isInstalledScaffold: the standing scaffolds', () => {
  const standing: TInstalledScaffoldRecord = {
    craftType: 10,
    open: true,
    installed: true,
    timestampMarkedInstalled: YESTERDAY,
  };
  it.each<[string, Partial<TInstalledScaffoldRecord>, boolean]>([
    ['an open Scaffolding record marked installed', {}, true],
    ['installed today', { timestampMarkedInstalled: NOW }, true],
    ['closed (removed)', { open: false }, false],
    ['not installed yet', { installed: false, timestampMarkedInstalled: null }, false],
    ['installed without a time', { timestampMarkedInstalled: null }, false],
    ['installed flag unknown', { installed: null }, false],
    ['an installed Insulation record', { craftType: 15 }, false],
  ])('%s: %s', (_case, overrides, installed) => {
    expect(isInstalledScaffold({ ...standing, ...overrides })).toBe(installed);
  });

  it.each<[number | null, boolean]>([
    [null, true],
    [10, true],
    [15, false],
    [100, false],
  ])('shows under work type %s: %s', (craftType, shown) => {
    expect(showsInstalledScaffolds(craftType)).toBe(shown);
  });
});
