import { describe, expect, it } from 'vitest';
import {
  estimateRequestedAutomatically,
  initialStatus,
  isEstimateFlowEnabled,
} from './initial-status.ts';
import { scheduleRule } from '../catalogues/schedule-choices.ts';
import type {
  TEstimateRequestInput,
  TEstimateSite,
  TInitialStatusInput,
} from './initial-status.ts';
import type { TScheduleChoice } from './scheduling.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
// 10:00 CDT on Friday 15 March 2024.
const NOW = at('2024-03-15T15:00:00.000Z');
const TOMORROW = at('2024-03-16T15:00:00.000Z');
const ALL_STATUSES = [5, 6, 8, 10, 11, 20, 30, 35, 40, 50, 80, 90, 99];

describe('scheduleRule (America/Chicago, now 10:00 CDT)', () => {
  it.each<[string, TScheduleChoice | null | undefined, Date | null, number]>([
    ['a day yesterday gives Awaiting', 'date', at('2024-03-14T15:00:00.000Z'), 30],
    ['earlier today gives Awaiting', 'date', at('2024-03-15T12:00:00.000Z'), 30],
    ['now gives Awaiting', 'date', NOW, 30],
    ['23:59:59.999 tonight gives Awaiting', 'date', at('2024-03-16T04:59:59.999Z'), 30],
    ['midnight tonight gives Scheduled', 'date', at('2024-03-16T05:00:00.000Z'), 20],
    ['tomorrow gives Scheduled', 'date', TOMORROW, 20],
    ['next month gives Scheduled', 'date', at('2024-04-15T15:00:00.000Z'), 20],
    ['a date choice with no time gives Awaiting', 'date', null, 30],
    ['Urgent gives Awaiting', 'urgent', NOW, 30],
    ['Awaiting Schedule gives Awaiting Schedule', 'awaitingSchedule', null, 10],
    ['Next Opportunity gives Awaiting', 'nextOpportunity', null, 30],
    ['no choice gives Awaiting', null, null, 30],
    ['an undefined choice gives Awaiting', undefined, TOMORROW, 30],
  ])('%s', (_case, choice, scheduledAt, status) => {
    expect(scheduleRule(choice, scheduledAt, NOW, CHICAGO)).toBe(status);
  });

  it('reads today in the site time zone, not UTC', () => {
    // 22:30 CDT on the 15th (03:30 on the 16th in UTC). 23:30 CDT is still today in Chicago;
    // 01:00 CDT on the 16th is tomorrow there, though the same UTC day as now.
    const lateEvening = at('2024-03-16T03:30:00.000Z');
    expect(scheduleRule('date', at('2024-03-16T04:30:00.000Z'), lateEvening, CHICAGO)).toBe(30);
    expect(scheduleRule('date', at('2024-03-16T06:00:00.000Z'), lateEvening, CHICAGO)).toBe(20);
    expect(scheduleRule('date', at('2024-03-16T06:00:00.000Z'), lateEvening, 'UTC')).toBe(30);
  });
});

const ESTIMATES: TEstimateSite = {
  validTaskStatusCodes: ALL_STATUSES,
  customizations: {
    awaitingEstimateEnabled: [
      { craftType: 10, taskType: 10 },
      { craftType: 10, taskType: 11 },
      { craftType: 10, taskType: 13 },
      { craftType: 40, taskType: 10 },
    ],
  },
};

describe('isEstimateFlowEnabled', () => {
  it.each<[string, TEstimateSite, number, number, boolean]>([
    ['both statuses and the pair enabled', ESTIMATES, 10, 13, true],
    ['the pair not enabled', ESTIMATES, 10, 12, false],
    ['no status 5', { ...ESTIMATES, validTaskStatusCodes: [8, 20, 30] }, 10, 13, false],
    ['no status 8', { ...ESTIMATES, validTaskStatusCodes: [5, 20, 30] }, 10, 13, false],
    [
      'no customizations',
      { validTaskStatusCodes: ALL_STATUSES, customizations: null },
      10,
      13,
      false,
    ],
  ])('%s: %s', (_case, site, craftType, taskType, enabled) => {
    expect(isEstimateFlowEnabled(site, craftType, taskType)).toBe(enabled);
  });
});

describe('estimateRequestedAutomatically', () => {
  const base: TEstimateRequestInput = {
    isPlantPersonnel: true,
    site: ESTIMATES,
    craftType: 10,
    taskType: 10,
    urgent: true,
  };
  it.each<[string, Partial<TEstimateRequestInput>, boolean]>([
    ['plant user, urgent Scaffolding Installation', {}, true],
    ['plant user, urgent Scaffolding Modification', { taskType: 11 }, true],
    ['not for a Scaffolding Inspection', { taskType: 13 }, false],
    ['not when not urgent', { urgent: false }, false],
    ['not for a user who is not plant personnel', { isPlantPersonnel: false }, false],
    ['not for Hoistwells Installation', { craftType: 40 }, false],
    [
      'not on a site without Awaiting Estimate',
      { site: { ...ESTIMATES, validTaskStatusCodes: [8, 30] } },
      false,
    ],
    [
      'not when Awaiting Estimate is off for the pair',
      { site: { ...ESTIMATES, customizations: {} } },
      false,
    ],
  ])('%s: %s', (_case, overrides, requested) => {
    expect(estimateRequestedAutomatically({ ...base, ...overrides })).toBe(requested);
  });
});

describe('initialStatus', () => {
  // An Inspection: no automatic estimate request.
  const base: TInitialStatusInput = {
    isPlantPersonnel: false,
    site: ESTIMATES,
    craftType: 10,
    taskType: 13,
    estimateRequested: false,
    currentStatus: null,
    choice: 'date',
    scheduledAt: TOMORROW,
    now: NOW,
    timeZone: CHICAGO,
  };
  const plant = { isPlantPersonnel: true };
  const contractor = { isPlantPersonnel: false };
  const requested = { estimateRequested: true };
  const urgent = { choice: 'urgent' as const, scheduledAt: null };

  it.each<[string, Partial<TInitialStatusInput>, number]>([
    // Without the estimate flow the schedule rule decides.
    [
      'no status 5 on the site: the schedule rule',
      { ...plant, ...requested, site: { ...ESTIMATES, validTaskStatusCodes: [8, 10, 20, 30] } },
      20,
    ],
    [
      'no status 8 on the site: the schedule rule',
      {
        ...contractor,
        ...requested,
        currentStatus: 8,
        site: { ...ESTIMATES, validTaskStatusCodes: [5, 10, 20, 30] },
      },
      20,
    ],
    [
      'estimate off for the pair: the schedule rule',
      { ...contractor, ...requested, taskType: 12 },
      20,
    ],
    // Non-plant user.
    ['non-plant, estimate requested: Awaiting Estimate', { ...contractor, ...requested }, 5],
    [
      'non-plant, estimate requested and urgent: Awaiting Estimate',
      { ...contractor, ...requested, ...urgent },
      5,
    ],
    ['non-plant, Awaiting Approval stays', { ...contractor, currentStatus: 8 }, 8],
    ['non-plant, Awaiting Estimate stays', { ...contractor, currentStatus: 5, ...urgent }, 5],
    [
      'non-plant, rescheduling an Awaiting task to tomorrow: Scheduled',
      { ...contractor, currentStatus: 30 },
      20,
    ],
    ['non-plant, new task for today: Awaiting', { ...contractor, scheduledAt: NOW }, 30],
    [
      'non-plant, new task Awaiting Schedule',
      { ...contractor, choice: 'awaitingSchedule', scheduledAt: null },
      10,
    ],
    [
      'non-plant, new task Next Opportunity',
      { ...contractor, choice: 'nextOpportunity', scheduledAt: null },
      30,
    ],
    [
      'non-plant, urgent Installation does not ask for an estimate by itself',
      { ...contractor, taskType: 10, currentStatus: 8, ...urgent },
      8,
    ],
    // Plant user.
    ['plant, estimate requested, not urgent: Awaiting Estimate', { ...plant, ...requested }, 5],
    [
      'plant, estimate requested, next opportunity: Awaiting Estimate',
      { ...plant, ...requested, choice: 'nextOpportunity', scheduledAt: null },
      5,
    ],
    ['plant, estimate requested and urgent: Awaiting', { ...plant, ...requested, ...urgent }, 30],
    [
      'plant, estimate requested and urgent, from Awaiting Approval: Awaiting',
      { ...plant, ...requested, ...urgent, currentStatus: 8 },
      30,
    ],
    ['plant, Awaiting Approval stays', { ...plant, currentStatus: 8 }, 8],
    ['plant, Awaiting Estimate stays', { ...plant, currentStatus: 5 }, 5],
    [
      'plant, urgent Inspection from Scheduled: Awaiting',
      { ...plant, currentStatus: 20, ...urgent },
      30,
    ],
    ['plant, new task tomorrow: Scheduled', { ...plant }, 20],
    [
      'plant, new task Awaiting Schedule',
      { ...plant, choice: 'awaitingSchedule', scheduledAt: null },
      10,
    ],
    [
      'plant, urgent Installation asks for an estimate by itself: Awaiting',
      { ...plant, taskType: 10, currentStatus: 8, ...urgent },
      30,
    ],
    [
      'plant, urgent Modification asks for an estimate by itself: Awaiting',
      { ...plant, taskType: 11, currentStatus: 5, ...urgent },
      30,
    ],
    [
      'plant, non-urgent Installation keeps Awaiting Approval',
      { ...plant, taskType: 10, currentStatus: 8 },
      8,
    ],
  ])('%s', (_case, overrides, status) => {
    expect(initialStatus({ ...base, ...overrides })).toBe(status);
  });
});
