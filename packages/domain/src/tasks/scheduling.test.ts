import { describe, expect, it } from 'vitest';
import {
  ZScheduleChoice,
  applyScheduleChoice,
  canPickDate,
  formatScheduleTime,
  isSameDayTask,
  isScheduleChoiceOffered,
  offeredScheduleOptions,
  pickScheduleDay,
  pickScheduleOption,
  pickScheduleTime,
  scheduleSummary,
  scheduledInstant,
  schedulePickerFor,
  schedulePickerSelection,
} from './scheduling.ts';
import type {
  TSameDayTask,
  TScheduleChoice,
  TScheduleOption,
  TScheduleOptionsContext,
  TSchedulePicker,
  TScheduleSelection,
} from './scheduling.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
// 10:00 CDT on Friday 15 March 2024.
const NOW = at('2024-03-15T15:00:00.000Z');
const PICKED = at('2024-03-18T12:00:00.000Z');

describe('applyScheduleChoice', () => {
  it.each<[TScheduleChoice, Record<string, unknown>]>([
    ['urgent', { timestampScheduled: NOW, urgent: true, nextOpportunity: false }],
    ['awaitingSchedule', { timestampScheduled: null, urgent: false, nextOpportunity: false }],
    [
      'nextOpportunity',
      {
        timestampScheduled: null,
        urgent: false,
        nextOpportunity: true,
        timestampAwaitingStart: NOW,
      },
    ],
    ['date', { timestampScheduled: PICKED, urgent: false, nextOpportunity: false }],
  ])('%s writes %j', (choice, fields) => {
    expect(applyScheduleChoice(choice, PICKED, NOW)).toEqual(fields);
  });

  it.each([
    ['date', true],
    ['urgent', true],
    ['awaitingSchedule', true],
    ['nextOpportunity', true],
    ['Urgent', false],
    ['backlog', false],
  ])('parses %j as a choice: %s', (value, valid) => {
    expect(ZScheduleChoice.safeParse(value).success).toBe(valid);
  });
});

describe('offeredScheduleOptions', () => {
  const base: TScheduleOptionsContext = {
    validTaskStatusCodes: [10, 20, 30, 40, 90],
    customizations: {},
    craftType: 10,
    taskType: 10,
  };
  it.each<[string, Partial<TScheduleOptionsContext>, TScheduleOption[]]>([
    [
      'status 10 accepted, no next-opportunity list: all three',
      {},
      ['urgent', 'awaitingSchedule', 'nextOpportunity'],
    ],
    [
      'no customizations at all: next opportunity allowed',
      { customizations: null },
      ['urgent', 'awaitingSchedule', 'nextOpportunity'],
    ],
    [
      'status 10 not accepted: no Awaiting Schedule',
      { validTaskStatusCodes: [20, 30] },
      ['urgent', 'nextOpportunity'],
    ],
    [
      'the pair listed: Next Opportunity',
      { customizations: { nextOpportunityAllowed: [{ craftType: 10, taskType: 10 }] } },
      ['urgent', 'awaitingSchedule', 'nextOpportunity'],
    ],
    [
      'the pair not listed: no Next Opportunity',
      { customizations: { nextOpportunityAllowed: [{ craftType: 10, taskType: 11 }] } },
      ['urgent', 'awaitingSchedule'],
    ],
    [
      'an empty list: no Next Opportunity',
      { customizations: { nextOpportunityAllowed: [] } },
      ['urgent', 'awaitingSchedule'],
    ],
    [
      'neither: Urgent only',
      { validTaskStatusCodes: [30], customizations: { nextOpportunityAllowed: [] } },
      ['urgent'],
    ],
  ])('%s', (_case, overrides, options) => {
    expect(offeredScheduleOptions({ ...base, ...overrides })).toEqual(options);
  });

  it.each<[TScheduleChoice, boolean]>([
    ['date', true],
    ['urgent', true],
    ['awaitingSchedule', false],
    ['nextOpportunity', false],
  ])('on a site offering Urgent only, %s is accepted: %s', (choice, offered) => {
    const ctx = {
      ...base,
      validTaskStatusCodes: [30],
      customizations: { nextOpportunityAllowed: [] },
    };
    expect(isScheduleChoiceOffered(choice, ctx)).toBe(offered);
  });
});

describe('the schedule picker', () => {
  it.each([
    ['07:00', '07:00 am'],
    ['13:30', '01:30 pm'],
    ['00:05', '12:05 am'],
  ])('shows %s as %s', (time, shown) => {
    expect(formatScheduleTime(time)).toBe(shown);
  });

  it.each<[string, Parameters<typeof schedulePickerFor>[0], TSchedulePicker]>([
    [
      'a new task',
      { timestampScheduled: null, urgent: false, nextOpportunity: false },
      { day: null, time: '07:00', option: null },
    ],
    [
      'a scheduled task, in site time',
      { timestampScheduled: at('2024-03-18T19:45:00.000Z'), urgent: false, nextOpportunity: false },
      { day: '2024-03-18', time: '14:45', option: null },
    ],
    [
      'an urgent task',
      { timestampScheduled: NOW, urgent: true, nextOpportunity: false },
      { day: '2024-03-15', time: '10:00', option: 'urgent' },
    ],
    [
      'a next-opportunity task',
      { timestampScheduled: null, urgent: false, nextOpportunity: true },
      { day: null, time: '07:00', option: 'nextOpportunity' },
    ],
  ])('opens for %s', (_case, task, picker) => {
    expect(schedulePickerFor(task, CHICAGO)).toEqual(picker);
  });

  const picker: TSchedulePicker = { day: '2024-03-18', time: '14:45', option: 'urgent' };

  it.each<[string, TSchedulePicker, TSchedulePicker]>([
    [
      'a changed day resets the time to 7:00 am and clears the option',
      pickScheduleDay(picker, '2024-03-19'),
      { day: '2024-03-19', time: '07:00', option: null },
    ],
    [
      'the same day keeps the time and clears the option',
      pickScheduleDay(picker, '2024-03-18'),
      { day: '2024-03-18', time: '14:45', option: null },
    ],
    [
      'a first day gets 7:00 am',
      pickScheduleDay({ day: null, time: '09:00', option: null }, '2024-03-19'),
      { day: '2024-03-19', time: '07:00', option: null },
    ],
    [
      'a picked time clears the option',
      pickScheduleTime(picker, '16:00'),
      { day: '2024-03-18', time: '16:00', option: null },
    ],
    [
      'a picked option keeps the day and time',
      pickScheduleOption({ ...picker, option: null }, 'nextOpportunity'),
      { day: '2024-03-18', time: '14:45', option: 'nextOpportunity' },
    ],
  ])('%s', (_case, result, expected) => {
    expect(result).toEqual(expected);
  });

  it.each<[string, TSchedulePicker, TScheduleSelection | null]>([
    [
      'an option wins over the day',
      { day: '2024-03-18', time: '14:45', option: 'awaitingSchedule' },
      { choice: 'awaitingSchedule', scheduledAt: null },
    ],
    [
      'a day and time in site time',
      { day: '2024-03-18', time: '07:00', option: null },
      { choice: 'date', scheduledAt: at('2024-03-18T12:00:00.000Z') },
    ],
    [
      'a winter day (CST)',
      { day: '2024-01-08', time: '07:00', option: null },
      { choice: 'date', scheduledAt: at('2024-01-08T13:00:00.000Z') },
    ],
    ['nothing picked', { day: null, time: '07:00', option: null }, null],
  ])('selection: %s', (_case, p, selection) => {
    expect(schedulePickerSelection(p, CHICAGO)).toEqual(selection);
  });

  it('moves a time skipped by spring-forward past the gap', () => {
    expect(scheduledInstant('2024-03-10', '02:30', CHICAGO)).toEqual(
      at('2024-03-10T08:30:00.000Z'),
    );
  });
});

describe('scheduleSummary', () => {
  it.each<[string, TScheduleSelection | null, string]>([
    [
      'a picked day',
      { choice: 'date', scheduledAt: at('2024-03-18T12:00:00.000Z') },
      'This task is being Scheduled for Mar 18 2024 07:00am',
    ],
    [
      'an afternoon',
      { choice: 'date', scheduledAt: at('2024-03-18T19:45:00.000Z') },
      'This task is being Scheduled for Mar 18 2024 02:45pm',
    ],
    ['Urgent', { choice: 'urgent', scheduledAt: null }, 'Marked as Urgent'],
    [
      'Awaiting Schedule',
      { choice: 'awaitingSchedule', scheduledAt: null },
      'Marked as Awaiting Schedule',
    ],
    [
      'Next Opportunity',
      { choice: 'nextOpportunity', scheduledAt: null },
      'Marked as Next Opportunity',
    ],
    ['a date choice with no time', { choice: 'date', scheduledAt: null }, ''],
    ['nothing picked', null, ''],
  ])('%s reads %j', (_case, selection, summary) => {
    expect(scheduleSummary(selection, CHICAGO)).toBe(summary);
  });
});

describe('canPickDate (America/Chicago, now 10:00 CDT 15 March)', () => {
  it.each<[string, string | Date, boolean | undefined, boolean]>([
    ['yesterday is blocked', '2024-03-14', false, false],
    ['yesterday is blocked when the customization is absent', '2024-03-14', undefined, false],
    ['yesterday with allowSchedulingTasksInThePast', '2024-03-14', true, true],
    ['today', '2024-03-15', false, true],
    ['tomorrow', '2024-03-16', false, true],
    ['next year', '2025-01-01', false, true],
    ['an instant earlier today', at('2024-03-15T06:00:00.000Z'), false, true],
    ['an instant last night (today in UTC)', at('2024-03-15T04:00:00.000Z'), false, false],
    ['an instant last night, past allowed', at('2024-03-15T04:00:00.000Z'), true, true],
    ['a day that does not exist', '2024-02-30', true, false],
    ['not a day', 'tomorrow', true, false],
  ])('%s: %s', (_case, day, allowPast, allowed) => {
    expect(canPickDate(day, NOW, CHICAGO, allowPast)).toBe(allowed);
  });

  it('takes today from the site, late in the evening', () => {
    // 22:30 CDT on the 15th is already the 16th in UTC; the 15th is still pickable.
    expect(canPickDate('2024-03-15', at('2024-03-16T03:30:00.000Z'), CHICAGO, false)).toBe(true);
  });
});

describe('isSameDayTask (America/Chicago)', () => {
  const base: TSameDayTask = {
    urgent: false,
    timestampScheduled: at('2024-03-15T17:00:00.000Z'), // 12:00 CDT
    timestampAwaitingStart: at('2024-03-15T13:00:00.000Z'), // 08:00 CDT
  };
  it.each<[string, Partial<TSameDayTask>, boolean]>([
    ['awaiting from 08:00 and scheduled at noon the same day', {}, true],
    ['urgent tasks are not same-day tasks', { urgent: true }, false],
    [
      'awaiting from exactly 01:00',
      { timestampAwaitingStart: at('2024-03-15T06:00:00.000Z') },
      false,
    ],
    ['awaiting from 01:00:01', { timestampAwaitingStart: at('2024-03-15T06:00:01.000Z') }, true],
    ['awaiting from 00:30', { timestampAwaitingStart: at('2024-03-15T05:30:00.000Z') }, false],
    ['scheduled the next day', { timestampScheduled: at('2024-03-16T17:00:00.000Z') }, false],
    ['scheduled the day before', { timestampScheduled: at('2024-03-14T17:00:00.000Z') }, false],
    [
      'scheduled 23:30 the same site day (next day in UTC)',
      { timestampScheduled: at('2024-03-16T04:30:00.000Z') },
      true,
    ],
    ['no scheduled time', { timestampScheduled: null }, false],
    ['never awaiting', { timestampAwaitingStart: null }, false],
  ])('%s: %s', (_case, overrides, sameDay) => {
    expect(isSameDayTask({ ...base, ...overrides }, CHICAGO)).toBe(sameDay);
  });

  it('reads the day and 01:00 in the site time zone', () => {
    // Awaiting from 23:30 CDT on the 14th (04:30Z on the 15th), scheduled on the 15th.
    const task = {
      urgent: false,
      timestampScheduled: at('2024-03-15T15:00:00.000Z'),
      timestampAwaitingStart: at('2024-03-15T04:30:00.000Z'),
    };
    expect(isSameDayTask(task, CHICAGO)).toBe(false);
    expect(isSameDayTask(task, 'UTC')).toBe(true);
  });
});
