import { z } from 'zod';
import { canAssignCompany } from '../access/company-assignment.ts';
import { mayUpdateTask } from '../access/ownership.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { keepsStatusOnReschedule } from '../records/status-change-effects.ts';
import type { TSiteCustomizations } from '../site/site.ts';
import { initialStatus } from '../tasks/initial-status.ts';
import {
  applyScheduleChoice,
  canPickDate,
  isScheduleChoiceOffered,
  pickScheduleDay,
  pickScheduleTime,
  schedulePickerFor,
  scheduledInstant,
  ZScheduleChoice,
  type TScheduleChoice,
  type TScheduleFields,
} from '../tasks/scheduling.ts';
import { applyStatusChange, type TStatusChangeEffects } from '../tasks/status-effects.ts';
import { TEXT_LIMITS } from '../text/text.ts';
import { ZDateTime } from '../time/date-bounds.ts';

/**
 * Moving a task on the scheduling calendar: to another time (a drop on a slot, or the schedule
 * picker's Reschedule dialog), to another company (a drop on another company's row), or both.
 * The rules are Edit Date's and Edit Task's, exactly as the server applies them there: a
 * completed task is never rescheduled; a past day only when the site allows it; the picker's
 * options only as offered; a status kept In Progress, On Hold or In Route, else recomputed as
 * on create (initialStatus); a company user assigns only their own company.
 */

/** Why a move is refused: the text the user sees. */
export const SCHEDULING_MESSAGES = {
  completed: 'A completed task cannot be rescheduled.',
  pastDay: 'This site does not allow scheduling tasks in the past.',
  notOffered: 'This scheduling option is not offered for this task.',
  noTime: 'Please pick a day and a time.',
  permission: 'You may not change this task: it was created by someone else.',
  otherCompany: 'You may only assign tasks to your own company.',
  moved: 'Task rescheduled.',
} as const;

export type TMoveRefusal = Exclude<keyof typeof SCHEDULING_MESSAGES, 'moved'>;

/** What the rule reads of the task. */
export type TMovableTask = {
  readonly taskStatus: number;
  readonly taskType: number;
  readonly craftType: number;
  readonly urgent: boolean;
  readonly nextOpportunity: boolean;
  readonly timestampScheduled: Date | null;
  readonly assignedCompanyId: string | null;
  readonly createdBy: string | null;
};

/** Who is moving it (the scope's facts). */
export type TMover = {
  readonly userId: string;
  readonly isPlantPersonnel: boolean;
  readonly companyId: string | null;
  readonly permissions: {
    readonly canUpdateTasks: boolean;
    readonly canDeleteTasks: boolean;
    readonly canUpdateCraftRecords: boolean;
    readonly canDeleteCraftRecords: boolean;
  };
};

export type TMoveSite = {
  readonly validTaskStatusCodes: readonly number[];
  readonly customizations: TSiteCustomizations | null | undefined;
  readonly timeZone: string;
};

/** Where to: a schedule choice (a picked time for a drop) and, optionally, another company. */
export type TMoveTarget = {
  readonly choice: TScheduleChoice;
  readonly scheduledAt: Date | null;
  /** The company to assign; null or the task's own company: no reassignment. */
  readonly companyId: string | null;
};

export type TMovePlan = {
  readonly allowed: true;
  /** The schedule fields to write (applyScheduleChoice). */
  readonly schedule: TScheduleFields;
  /** The status and the timestamps its change sets (applyStatusChange). */
  readonly effects: TStatusChangeEffects;
  /** The company to assign, when it changes. */
  readonly reassignTo: string | null;
};

export type TMoveDecision =
  TMovePlan | { readonly allowed: false; readonly refusal: TMoveRefusal; readonly message: string };

function refuse(refusal: TMoveRefusal): TMoveDecision {
  return { allowed: false, refusal, message: SCHEDULING_MESSAGES[refusal] };
}

export function planTaskMove(input: {
  task: TMovableTask;
  target: TMoveTarget;
  mover: TMover;
  site: TMoveSite;
  now: Date;
}): TMoveDecision {
  const { task, target, mover, site, now } = input;
  if (!mayUpdateTask(mover, task)) return refuse('permission');
  if (task.taskStatus === TASK_STATUS.COMPLETE) return refuse('completed');
  const reassignTo =
    target.companyId !== null && target.companyId !== task.assignedCompanyId
      ? target.companyId
      : null;
  if (reassignTo !== null && !canAssignCompany(mover, reassignTo)) return refuse('otherCompany');
  const ctx = {
    validTaskStatusCodes: site.validTaskStatusCodes,
    customizations: site.customizations,
    craftType: task.craftType,
    taskType: task.taskType,
  };
  if (!isScheduleChoiceOffered(target.choice, ctx)) return refuse('notOffered');
  if (target.choice === 'date' && target.scheduledAt === null) return refuse('noTime');
  const allowPast = site.customizations?.allowSchedulingTasksInThePast === true;
  if (target.scheduledAt && !canPickDate(target.scheduledAt, now, site.timeZone, allowPast))
    return refuse('pastDay');
  const scheduledAt = target.choice === 'date' ? target.scheduledAt : null;
  const schedule = applyScheduleChoice(target.choice, scheduledAt, now);
  const status = keepsStatusOnReschedule(task.taskStatus)
    ? task.taskStatus
    : initialStatus({
        isPlantPersonnel: mover.isPlantPersonnel,
        site: {
          validTaskStatusCodes: site.validTaskStatusCodes,
          customizations: site.customizations,
        },
        craftType: task.craftType,
        taskType: task.taskType,
        estimateRequested: false,
        currentStatus: task.taskStatus,
        choice: target.choice,
        scheduledAt,
        now,
        timeZone: site.timeZone,
      });
  return {
    allowed: true,
    schedule,
    effects: applyStatusChange(task, status, now),
    reassignTo,
  };
}

/**
 * The time a drop picks, as the schedule picker would: a drop on a timed slot picks that day and
 * time; a drop on a whole day (the month view) picks the day, which keeps the task's time when
 * the day is its own and resets it to 7:00 am otherwise (pickScheduleDay).
 */
export function dropScheduledAt(
  task: { timestampScheduled: Date | null; urgent: boolean; nextOpportunity: boolean },
  drop: { day: string; time: string | null },
  timeZone: string,
): Date {
  const onDay = pickScheduleDay(schedulePickerFor(task, timeZone), drop.day);
  const picked = drop.time === null ? onDay : pickScheduleTime(onDay, drop.time);
  return scheduledInstant(drop.day, picked.time, timeZone);
}

/** Whether the calendar lets a card be dragged at all (the server decides the drop). */
export function isDraggableOnCalendar(task: { taskStatus: number }): boolean {
  return task.taskStatus !== TASK_STATUS.COMPLETE;
}

const ZId = z.string().trim().min(1).max(TEXT_LIMITS.id);

/** scheduling.moveTask's input: a schedule choice (a picked time for a drop), maybe a company. */
export const ZMoveTaskInput = z
  .object({
    taskId: ZId,
    choice: ZScheduleChoice,
    scheduledAt: ZDateTime.nullable().optional(),
    /** Another company to assign (a drop on its row); absent or null keeps the company. */
    companyId: ZId.nullable().optional(),
  })
  .refine((s) => s.choice !== 'date' || Boolean(s.scheduledAt), {
    path: ['scheduledAt'],
    error: SCHEDULING_MESSAGES.noTime,
  });
export type TMoveTaskInput = z.output<typeof ZMoveTaskInput>;
