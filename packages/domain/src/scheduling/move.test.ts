import { describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '../access/permissions.ts';
import type { TScheduleChoice } from '../tasks/scheduling.ts';
import {
  dropScheduledAt,
  isDraggableOnCalendar,
  planTaskMove,
  SCHEDULING_MESSAGES,
  ZMoveTaskInput,
  type TMovableTask,
  type TMover,
  type TMoveSite,
} from './move.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
// 10:00 CDT on Friday 15 March 2024.
const NOW = at('2024-03-15T15:00:00.000Z');
const LATER_TODAY = at('2024-03-15T20:00:00.000Z');
const TOMORROW = at('2024-03-16T12:00:00.000Z');
const YESTERDAY = at('2024-03-14T12:00:00.000Z');

const TASK: TMovableTask = {
  taskStatus: 30,
  taskType: 10,
  craftType: 10,
  urgent: false,
  nextOpportunity: false,
  timestampScheduled: at('2024-03-15T12:00:00.000Z'),
  assignedCompanyId: 'company-a',
  createdBy: 'someone-else',
};
const SITE: TMoveSite = {
  validTaskStatusCodes: [5, 8, 10, 20, 30, 35, 40, 50, 90, 99],
  customizations: {},
  timeZone: CHICAGO,
};
const PLANT: TMover = {
  userId: 'plant',
  isPlantPersonnel: true,
  companyId: null,
  permissions: PERMISSION_PRESETS.plantUser,
};
const CONTRACTOR: TMover = {
  userId: 'contractor',
  isPlantPersonnel: false,
  companyId: 'company-a',
  permissions: PERMISSION_PRESETS.foreman,
};
const NO_UPDATES: TMover = {
  ...CONTRACTOR,
  permissions: { ...PERMISSION_PRESETS.foreman, canUpdateTasks: false },
};

type TCase = {
  name: string;
  task?: Partial<TMovableTask>;
  choice?: TScheduleChoice;
  scheduledAt?: Date | null;
  companyId?: string | null;
  mover?: TMover;
  site?: Partial<TMoveSite>;
  /** The status after the move, or the refusal. */
  status?: number;
  refusal?: keyof typeof SCHEDULING_MESSAGES;
};

const cases: TCase[] = [
  { name: 'Awaiting moved to a later day becomes Scheduled', scheduledAt: TOMORROW, status: 20 },
  {
    name: 'Scheduled moved to today becomes Awaiting',
    task: { taskStatus: 20, timestampScheduled: TOMORROW },
    scheduledAt: LATER_TODAY,
    status: 30,
  },
  {
    name: 'Scheduled moved to another later day stays Scheduled',
    task: { taskStatus: 20, timestampScheduled: TOMORROW },
    scheduledAt: at('2024-03-20T12:00:00.000Z'),
    status: 20,
  },
  {
    name: 'Awaiting Schedule dropped on a later day becomes Scheduled',
    task: { taskStatus: 10, timestampScheduled: null },
    scheduledAt: TOMORROW,
    status: 20,
  },
  {
    name: 'a Next Opportunity task dropped on today becomes Awaiting',
    task: { taskStatus: 30, timestampScheduled: null, nextOpportunity: true },
    scheduledAt: LATER_TODAY,
    status: 30,
  },
  {
    name: 'In Progress keeps its status on a later day',
    task: { taskStatus: 40 },
    scheduledAt: TOMORROW,
    status: 40,
  },
  { name: 'On Hold keeps its status', task: { taskStatus: 50 }, scheduledAt: TOMORROW, status: 50 },
  {
    name: 'In Route keeps its status',
    task: { taskStatus: 35 },
    scheduledAt: TOMORROW,
    status: 35,
  },
  {
    name: 'Awaiting Approval stays while the estimate flow is on',
    task: { taskStatus: 8 },
    scheduledAt: TOMORROW,
    site: { customizations: { awaitingEstimateEnabled: [{ craftType: 10, taskType: 10 }] } },
    status: 8,
  },
  {
    name: 'Awaiting Approval is recomputed when the estimate flow is off',
    task: { taskStatus: 8 },
    scheduledAt: TOMORROW,
    status: 20,
  },
  {
    name: 'a completed task is refused',
    task: { taskStatus: 90 },
    scheduledAt: TOMORROW,
    refusal: 'completed',
  },
  { name: 'a past day is refused', scheduledAt: YESTERDAY, refusal: 'pastDay' },
  {
    name: 'a past day is allowed when the site allows it (and gives Awaiting)',
    task: { taskStatus: 20, timestampScheduled: TOMORROW },
    scheduledAt: YESTERDAY,
    site: { customizations: { allowSchedulingTasksInThePast: true } },
    status: 30,
  },
  {
    name: 'Awaiting Schedule is refused when the site does not accept status 10',
    choice: 'awaitingSchedule',
    scheduledAt: null,
    site: { validTaskStatusCodes: [20, 30, 40, 50, 90] },
    refusal: 'notOffered',
  },
  {
    name: 'Awaiting Schedule (back to the side list) gives Awaiting Schedule',
    task: { taskStatus: 20, timestampScheduled: TOMORROW },
    choice: 'awaitingSchedule',
    scheduledAt: null,
    status: 10,
  },
  {
    name: 'Urgent gives Awaiting',
    task: { taskStatus: 20 },
    choice: 'urgent',
    scheduledAt: null,
    status: 30,
  },
  { name: 'a picked date without a time is refused', scheduledAt: null, refusal: 'noTime' },
  {
    name: 'a company user may move their own company’s task',
    mover: CONTRACTOR,
    scheduledAt: TOMORROW,
    status: 20,
  },
  {
    name: 'a company user may not assign another company',
    mover: CONTRACTOR,
    scheduledAt: TOMORROW,
    companyId: 'company-b',
    refusal: 'otherCompany',
  },
  {
    name: 'plant personnel may assign another company',
    scheduledAt: TOMORROW,
    companyId: 'company-b',
    status: 20,
  },
  {
    name: 'a user without Edit Requests may not move what others created',
    mover: NO_UPDATES,
    scheduledAt: TOMORROW,
    refusal: 'permission',
  },
  {
    name: 'a user without Edit Requests may move what they created',
    mover: NO_UPDATES,
    task: { createdBy: 'contractor' },
    scheduledAt: TOMORROW,
    status: 20,
  },
];

describe('planTaskMove (America/Chicago, now Friday 10:00 CDT)', () => {
  it.each(cases)('$name', (c) => {
    const decision = planTaskMove({
      task: { ...TASK, ...c.task },
      target: {
        choice: c.choice ?? 'date',
        scheduledAt: c.scheduledAt === undefined ? null : c.scheduledAt,
        companyId: c.companyId ?? null,
      },
      mover: c.mover ?? PLANT,
      site: { ...SITE, ...c.site },
      now: NOW,
    });
    if (c.refusal) {
      expect(decision).toEqual({
        allowed: false,
        refusal: c.refusal,
        message: SCHEDULING_MESSAGES[c.refusal],
      });
    } else {
      expect(decision.allowed && decision.effects.taskStatus).toBe(c.status);
    }
  });

  it('writes the picked time and clears both flags, as Edit Date does', () => {
    const decision = planTaskMove({
      task: { ...TASK, taskStatus: 30, timestampScheduled: null, nextOpportunity: true },
      target: { choice: 'date', scheduledAt: TOMORROW, companyId: null },
      mover: PLANT,
      site: SITE,
      now: NOW,
    });
    expect(decision).toEqual({
      allowed: true,
      schedule: { timestampScheduled: TOMORROW, urgent: false, nextOpportunity: false },
      effects: { taskStatus: 20 },
      reassignTo: null,
    });
  });

  it('stamps the awaiting start when a Scheduled task becomes Awaiting', () => {
    const decision = planTaskMove({
      task: { ...TASK, taskStatus: 20, timestampScheduled: TOMORROW },
      target: { choice: 'date', scheduledAt: LATER_TODAY, companyId: null },
      mover: PLANT,
      site: SITE,
      now: NOW,
    });
    expect(decision.allowed && decision.effects).toEqual({
      taskStatus: 30,
      timestampAwaitingStart: NOW,
    });
  });

  it('names the company to assign only when it changes', () => {
    const plan = (companyId: string | null) =>
      planTaskMove({
        task: TASK,
        target: { choice: 'date', scheduledAt: TOMORROW, companyId },
        mover: PLANT,
        site: SITE,
        now: NOW,
      });
    const same = plan('company-a');
    const other = plan('company-b');
    expect(same.allowed && same.reassignTo).toBeNull();
    expect(other.allowed && other.reassignTo).toBe('company-b');
  });
});

describe('dropScheduledAt (America/Chicago)', () => {
  const scheduled = { ...TASK, timestampScheduled: at('2024-03-15T14:30:00.000Z') }; // 09:30 CDT
  it.each<[string, TMovableTask, { day: string; time: string | null }, string]>([
    [
      'a timed slot picks its time',
      scheduled,
      { day: '2024-03-18', time: '13:00' },
      '2024-03-18T18:00:00.000Z',
    ],
    [
      'a whole day on another day resets to 7:00 am',
      scheduled,
      { day: '2024-03-18', time: null },
      '2024-03-18T12:00:00.000Z',
    ],
    [
      'a whole day on its own day keeps the time',
      scheduled,
      { day: '2024-03-15', time: null },
      '2024-03-15T14:30:00.000Z',
    ],
    [
      'an unscheduled task on a whole day gets 7:00 am',
      { ...TASK, timestampScheduled: null },
      { day: '2024-03-20', time: null },
      '2024-03-20T12:00:00.000Z',
    ],
  ])('%s', (_name, task, drop, expected) => {
    expect(dropScheduledAt(task, drop, CHICAGO).toISOString()).toBe(expected);
  });
});

describe('calendar cards and the move input', () => {
  it.each([
    [20, true],
    [30, true],
    [40, true],
    [90, false],
  ])('a task of status %i is draggable: %s', (status, draggable) => {
    expect(isDraggableOnCalendar({ taskStatus: status })).toBe(draggable);
  });

  it('asks for a time when a date is picked', () => {
    expect(
      ZMoveTaskInput.safeParse({ taskId: 't', choice: 'date', scheduledAt: null }).success,
    ).toBe(false);
    expect(
      ZMoveTaskInput.safeParse({
        taskId: 't',
        choice: 'date',
        scheduledAt: '2024-03-16T12:00:00.000Z',
      }).success,
    ).toBe(true);
    expect(ZMoveTaskInput.safeParse({ taskId: 't', choice: 'urgent' }).success).toBe(true);
  });
});
