import { describe, expect, it } from 'vitest';
import {
  allowedNextStatuses,
  canSetStatus,
  estimateDialogStatuses,
  nextStatuses,
  routeAwaitingStatuses,
  statusChangeRefusal,
  statusNotAllowedMessage,
} from './next-statuses.ts';
import type { TSetStatusContext, TStatusTask, TStatusUser } from './next-statuses.ts';
import type { TEstimateSite } from './initial-status.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);

// 10:00 CDT on Friday 15 March 2024; the site's day runs 05:00Z to 05:00Z on the 16th.
const NOW = at('2024-03-15T15:00:00.000Z');
const ALL_STATUSES = [5, 6, 8, 10, 11, 20, 30, 35, 40, 50, 80, 90, 99];

const NO_ESTIMATES: TEstimateSite = {
  validTaskStatusCodes: [8, 10, 20, 30, 40, 50, 90],
  customizations: {},
};
const ESTIMATES: TEstimateSite = {
  validTaskStatusCodes: ALL_STATUSES,
  customizations: { awaitingEstimateEnabled: [{ craftType: 10, taskType: 10 }] },
};
const CTX: TSetStatusContext = { now: NOW, timeZone: CHICAGO, site: NO_ESTIMATES };

const PLANT: TStatusUser = { isPlantPersonnel: true, canRouteAwaiting: false };
const CONTRACTOR: TStatusUser = { isPlantPersonnel: false, canRouteAwaiting: false };
const FOREMAN: TStatusUser = { isPlantPersonnel: false, canRouteAwaiting: true };

function task(overrides: Partial<TStatusTask> = {}): TStatusTask {
  return {
    taskStatus: 30,
    craftType: 10,
    taskType: 10,
    urgent: false,
    nextOpportunity: false,
    timestampScheduled: at('2024-03-16T15:00:00.000Z'), // tomorrow 10:00
    ...overrides,
  };
}

// The card's table for every status except Awaiting Approval: [status, offered to everyone].
const CARD_TABLE: [number, number[]][] = [
  [5, [8]],
  [6, [90]],
  [10, []],
  [11, []],
  [20, []],
  [30, [40]],
  [35, []],
  [40, [90, 50]],
  [50, [40]],
  [80, []],
  [90, []],
  [99, []],
];

describe('nextStatuses on the task detail card', () => {
  it.each(CARD_TABLE)('from status %i offers %j to plant personnel', (taskStatus, offered) => {
    expect(nextStatuses(task({ taskStatus }), PLANT, CTX)).toEqual(offered);
  });

  it.each(CARD_TABLE)('from status %i offers %j to other users', (taskStatus, offered) => {
    expect(nextStatuses(task({ taskStatus }), CONTRACTOR, CTX)).toEqual(offered);
  });

  it('covers every catalogued status', () => {
    expect([...CARD_TABLE.map(([s]) => s), 8].sort((a, b) => a - b)).toEqual(ALL_STATUSES);
  });

  it('offers nothing for an unknown status', () => {
    expect(nextStatuses(task({ taskStatus: 77 }), PLANT, CTX)).toEqual([]);
  });
});

describe('nextStatuses from Awaiting Approval (America/Chicago, now 10:00 CDT)', () => {
  const cases: { case: string; overrides: Partial<TStatusTask>; now?: Date; plant: number }[] = [
    {
      case: 'next opportunity with no time gives Awaiting',
      overrides: { nextOpportunity: true, timestampScheduled: null },
      plant: 30,
    },
    {
      case: 'next opportunity with a later time gives Awaiting',
      overrides: { nextOpportunity: true },
      plant: 30,
    },
    { case: 'urgent, scheduled tomorrow, gives Awaiting', overrides: { urgent: true }, plant: 30 },
    {
      case: 'urgent with no time gives Awaiting',
      overrides: { urgent: true, timestampScheduled: null },
      plant: 30,
    },
    {
      case: 'no scheduled time gives Awaiting Schedule',
      overrides: { timestampScheduled: null },
      plant: 10,
    },
    {
      case: 'scheduled yesterday gives Awaiting',
      overrides: { timestampScheduled: at('2024-03-14T15:00:00.000Z') },
      plant: 30,
    },
    { case: 'scheduled now gives Awaiting', overrides: { timestampScheduled: NOW }, plant: 30 },
    {
      case: 'scheduled 23:59:59.999 tonight gives Awaiting',
      overrides: { timestampScheduled: at('2024-03-16T04:59:59.999Z') },
      plant: 30,
    },
    {
      case: 'scheduled at midnight tonight gives Scheduled',
      overrides: { timestampScheduled: at('2024-03-16T05:00:00.000Z') },
      plant: 20,
    },
    { case: 'scheduled tomorrow gives Scheduled', overrides: {}, plant: 20 },
    {
      case: 'scheduled next week gives Scheduled',
      overrides: { timestampScheduled: at('2024-03-22T12:00:00.000Z') },
      plant: 20,
    },
    {
      case: 'at 22:30 CDT, scheduled 23:30 CDT (already tomorrow in UTC), gives Awaiting',
      now: at('2024-03-16T03:30:00.000Z'),
      overrides: { timestampScheduled: at('2024-03-16T04:30:00.000Z') },
      plant: 30,
    },
  ];

  it.each(cases)('plant personnel: $case', ({ overrides, now, plant }) => {
    const t = task({ taskStatus: 8, ...overrides });
    expect(nextStatuses(t, PLANT, { now: now ?? NOW, timeZone: CHICAGO })).toEqual([plant]);
  });

  it.each(cases)('others get nothing when $case', ({ overrides, now }) => {
    const t = task({ taskStatus: 8, ...overrides });
    expect(nextStatuses(t, CONTRACTOR, { now: now ?? NOW, timeZone: CHICAGO })).toEqual([]);
    expect(nextStatuses(t, FOREMAN, { now: now ?? NOW, timeZone: CHICAGO })).toEqual([]);
  });
});

describe('routeAwaitingStatuses', () => {
  it.each<[number, boolean, number[]]>([
    [30, true, [40, 90, 99]],
    [30, false, []],
    ...ALL_STATUSES.filter((s) => s !== 30).map((s): [number, boolean, number[]] => [s, true, []]),
  ])('from status %i with Route Awaiting %s offers %j', (taskStatus, canRouteAwaiting, offered) => {
    expect(routeAwaitingStatuses(task({ taskStatus }), { canRouteAwaiting })).toEqual(offered);
  });
});

describe('estimateDialogStatuses', () => {
  it.each<[string, Partial<TStatusTask>, TStatusUser, TEstimateSite, number[]]>([
    [
      'plant user, Awaiting Approval, estimate flow on',
      { taskStatus: 8 },
      PLANT,
      ESTIMATES,
      [5, 30],
    ],
    ['a user who is not plant personnel', { taskStatus: 8 }, CONTRACTOR, ESTIMATES, []],
    ['a task that is not Awaiting Approval', { taskStatus: 30 }, PLANT, ESTIMATES, []],
    [
      'a site without status 5',
      { taskStatus: 8 },
      PLANT,
      { ...ESTIMATES, validTaskStatusCodes: [8, 30] },
      [],
    ],
    [
      'a site without status 8',
      { taskStatus: 8 },
      PLANT,
      { ...ESTIMATES, validTaskStatusCodes: [5, 30] },
      [],
    ],
    [
      'a craft and task type without estimates',
      { taskStatus: 8, taskType: 11 },
      PLANT,
      ESTIMATES,
      [],
    ],
    ['a site with no estimate pairs', { taskStatus: 8 }, PLANT, NO_ESTIMATES, []],
  ])('%s: %j', (_case, overrides, user, site, offered) => {
    expect(estimateDialogStatuses(task(overrides), user, site)).toEqual(offered);
  });
});

describe('canSetStatus (the server check)', () => {
  it.each<[string, Partial<TStatusTask>, TStatusUser, number, boolean, TEstimateSite?]>([
    ['plant personnel approve a later task to Scheduled', { taskStatus: 8 }, PLANT, 20, true],
    [
      'plant personnel may not approve a later task to Awaiting',
      { taskStatus: 8 },
      PLANT,
      30,
      false,
    ],
    [
      'plant personnel approve an unscheduled task to Awaiting Schedule',
      { taskStatus: 8, timestampScheduled: null },
      PLANT,
      10,
      true,
    ],
    ['a contractor may not approve', { taskStatus: 8 }, CONTRACTOR, 20, false],
    ['a foreman may not approve', { taskStatus: 8 }, FOREMAN, 20, false],
    [
      'the estimate dialog sends back to Awaiting Estimate',
      { taskStatus: 8 },
      PLANT,
      5,
      true,
      ESTIMATES,
    ],
    ['the estimate dialog approves to Awaiting', { taskStatus: 8 }, PLANT, 30, true, ESTIMATES],
    ['no estimate dialog without the estimate flow', { taskStatus: 8 }, PLANT, 5, false],
    ['anyone submits an estimate', { taskStatus: 5 }, CONTRACTOR, 8, true],
    ['anyone completes a review', { taskStatus: 6 }, CONTRACTOR, 90, true],
    ['anyone starts an awaiting task', { taskStatus: 30 }, CONTRACTOR, 40, true],
    ['completing an awaiting task needs Route Awaiting', { taskStatus: 30 }, CONTRACTOR, 90, false],
    ['Route Awaiting completes an awaiting task', { taskStatus: 30 }, FOREMAN, 90, true],
    ['Route Awaiting removes an awaiting task', { taskStatus: 30 }, FOREMAN, 99, true],
    [
      'removing needs Route Awaiting, even for plant personnel',
      { taskStatus: 30 },
      PLANT,
      99,
      false,
    ],
    ['Route Awaiting does not reach On Hold', { taskStatus: 30 }, FOREMAN, 50, false],
    ['In Progress to Complete', { taskStatus: 40 }, CONTRACTOR, 90, true],
    ['In Progress to On Hold', { taskStatus: 40 }, CONTRACTOR, 50, true],
    ['In Progress back to Awaiting is refused', { taskStatus: 40 }, PLANT, 30, false],
    ['On Hold to In Progress', { taskStatus: 50 }, CONTRACTOR, 40, true],
    ['On Hold to Complete is refused', { taskStatus: 50 }, PLANT, 90, false],
    ['a Scheduled task is not moved by hand', { taskStatus: 20 }, PLANT, 30, false],
    ['Awaiting Schedule is not moved by hand', { taskStatus: 10 }, PLANT, 30, false],
    ['Complete is final', { taskStatus: 90 }, FOREMAN, 40, false],
    ['the same status is not a change', { taskStatus: 40 }, PLANT, 40, false],
    ['an unknown target is refused', { taskStatus: 40 }, PLANT, 77, false],
  ])('%s', (_case, overrides, user, to, allowed, site = NO_ESTIMATES) => {
    expect(canSetStatus(task(overrides), user, to, { ...CTX, site })).toBe(allowed);
  });

  it('lists each allowed status once', () => {
    expect(allowedNextStatuses(task({ taskStatus: 30 }), FOREMAN, CTX)).toEqual([40, 90, 99]);
  });
});

describe('statusChangeRefusal: a permission (403) or a change no one may make (409)', () => {
  it.each<
    [string, Partial<TStatusTask>, TStatusUser, number, ReturnType<typeof statusChangeRefusal>]
  >([
    ['an allowed change', { taskStatus: 30 }, CONTRACTOR, 40, null],
    ['removing without Route Awaiting', { taskStatus: 30 }, PLANT, 99, 'permission'],
    [
      'completing an awaiting task without Route Awaiting',
      { taskStatus: 30 },
      CONTRACTOR,
      90,
      'permission',
    ],
    ['approving without being plant personnel', { taskStatus: 8 }, CONTRACTOR, 20, 'permission'],
    ['completing an Awaiting Schedule task', { taskStatus: 10 }, FOREMAN, 90, 'notAllowed'],
    ['starting a Scheduled task', { taskStatus: 20 }, PLANT, 40, 'notAllowed'],
    [
      'holding an awaiting task, even with Route Awaiting',
      { taskStatus: 30 },
      FOREMAN,
      50,
      'notAllowed',
    ],
    ['reopening a complete task', { taskStatus: 90 }, FOREMAN, 40, 'notAllowed'],
    ['the same status', { taskStatus: 40 }, PLANT, 40, 'notAllowed'],
  ])('%s', (_case, overrides, user, to, refusal) => {
    expect(statusChangeRefusal(task(overrides), user, to, CTX)).toBe(refusal);
  });
});

describe('statusNotAllowedMessage', () => {
  it.each<[number, number, string]>([
    [90, 40, 'A task that is Complete cannot be set to In Progress.'],
    [30, 50, 'A task that is Awaiting cannot be set to On Hold.'],
    [
      10,
      90,
      'A task that is Awaiting Schedule cannot be set to Complete: reschedule it for today or as urgent first, which makes it Awaiting.',
    ],
    [
      20,
      40,
      'A task that is Scheduled cannot be set to In Progress: reschedule it for today or as urgent first, which makes it Awaiting.',
    ],
    [40, 40, 'This task is already In Progress.'],
  ])('from %i to %i', (from, to, message) => {
    expect(statusNotAllowedMessage(from, to)).toBe(message);
  });
});
