import { z } from 'zod';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUS, type TTaskStatusCode } from '../catalogues/task-statuses.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { scheduleRule, type TScheduleChoice } from '../catalogues/schedule-choices.ts';
import {
  SCAFFOLD_BLOCK_REASON_TEXTS,
  scaffoldReadiness,
  type TScaffoldBlockReason,
  type TScaffoldFacts,
} from './scaffold-state.ts';
import { fillTemplate } from '../i18n/template.ts';

const S = TASK_STATUS;

/**
 * 'Waiting for scaffold': a task of another craft marked as needing a scaffold record waits
 * while that scaffold cannot be used. Of the scaffold's block reasons only these make a task
 * wait: an overdue inspection does not, since it is the inspector's to clear and the
 * Compliance screen already shows it; holding every task of the site back on it would stop
 * work that a same-day inspection would allow.
 */
export const WAITING_BLOCK_REASONS = [
  'removed',
  'notInstalled',
  'onHold',
  'failedInspection',
] as const satisfies readonly TScaffoldBlockReason[];
export type TWaitingReason = (typeof WAITING_BLOCK_REASONS)[number];

/** The texts of WAITING_TEXTS that carry values, as templates (fillTemplate). */
export const WAITING_TEMPLATES = {
  refusal: 'This task is waiting for its scaffold: {reason}',
} as const;

export const WAITING_TEXTS = {
  chip: 'Waiting for scaffold',
  needsScaffold: 'Needs scaffold',
  ready: 'Scaffold ready',
  /** The refusal of a start while waiting, with the reason's text. */
  refusal: (reason: TWaitingReason) =>
    fillTemplate(WAITING_TEMPLATES.refusal, { reason: SCAFFOLD_BLOCK_REASON_TEXTS[reason] }),
  notAScaffold: 'Choose a scaffold record of this site.',
  ownRecord: 'A task cannot wait for its own scaffold record.',
  taskClosed: 'A completed or canceled task cannot wait for a scaffold.',
  /** The mail to the assigned company when the scaffold's installation completes. */
} as const;

const isWaitingReason = (r: TScaffoldBlockReason | null): r is TWaitingReason =>
  r !== null && (WAITING_BLOCK_REASONS as readonly string[]).includes(r);

/**
 * Why the scaffold keeps tasks waiting, or null when they may start (an overdue inspection
 * alone does not; see WAITING_BLOCK_REASONS). Built on scaffoldReadiness so the order of the
 * reasons is the compliance rules' own.
 */
export function scaffoldWaitReason(
  facts: TScaffoldFacts,
  intervalDays: number,
  now: Date,
): TWaitingReason | null {
  const { blockedBy } = scaffoldReadiness(facts, intervalDays, now);
  return isWaitingReason(blockedBy) ? blockedBy : null;
}

/**
 * Statuses in which a linked task shows 'Waiting for scaffold': open and not at work (every
 * status before In Progress, and On Hold, whose resumption is a start). In Progress is already
 * under way and Awaiting Payment is after the work.
 */
export const WAITING_TASK_STATUSES: readonly TTaskStatusCode[] = [
  S.AWAITING_ESTIMATE,
  S.AWAITING_REVIEW,
  S.AWAITING_APPROVAL,
  S.AWAITING_SCHEDULE,
  S.AWAITING_PARTS,
  S.SCHEDULED,
  S.AWAITING,
  S.IN_ROUTE,
  S.ON_HOLD,
];

export type TWaitingFacts = {
  /** The task's status and its needs-scaffold link. */
  task: { taskStatus: number; needsScaffoldRecordId: string | null };
  /** The linked scaffold's facts; null when the task has no link. */
  scaffold: TScaffoldFacts | null;
  intervalDays: number;
  now: Date;
};

/** Why the task waits for its scaffold, or null when it does not. */
export function waitingReason(f: TWaitingFacts): TWaitingReason | null {
  if (!f.task.needsScaffoldRecordId || !f.scaffold) return null;
  if (!WAITING_TASK_STATUSES.includes(f.task.taskStatus as TTaskStatusCode)) return null;
  return scaffoldWaitReason(f.scaffold, f.intervalDays, f.now);
}

export function isWaitingForScaffold(f: TWaitingFacts): boolean {
  return waitingReason(f) !== null;
}

/**
 * A move that starts the work, refused while waiting: any move to In Progress (a start, or a
 * resumption from On Hold), and Route Awaiting's Complete straight from Awaiting or In Route
 * (the work done without a start). Cancel and the schedule statuses stay open.
 */
export function isStartingMove(from: number, to: number): boolean {
  if (to === S.IN_PROGRESS) return true;
  return to === S.COMPLETE && (from === S.AWAITING || from === S.IN_ROUTE);
}

/** The statuses the schedule rule gives; a released task in one of them is re-evaluated. */
const SCHEDULE_RULE_STATUSES: readonly number[] = [S.AWAITING_SCHEDULE, S.SCHEDULED, S.AWAITING];

export type TReleasedTask = {
  taskStatus: number;
  urgent: boolean;
  nextOpportunity: boolean;
  timestampScheduled: Date | null;
};

/** The schedule choice a task's stored fields stand for. */
export function scheduleChoiceOf(task: TReleasedTask): TScheduleChoice | null {
  if (task.urgent) return 'urgent';
  if (task.nextOpportunity) return 'nextOpportunity';
  if (task.timestampScheduled) return 'date';
  if (task.taskStatus === S.AWAITING_SCHEDULE) return 'awaitingSchedule';
  return null;
}

/**
 * The status of a waiting task once its scaffold's installation completes. Waiting never
 * changes a task's status (it keeps its pre-start status: Awaiting, Scheduled, Awaiting
 * Schedule, or an estimate or approval status); on release a task in a status the schedule
 * rule gives is re-evaluated by that rule from its own fields (Urgent or Next Opportunity give
 * Awaiting, a day today or earlier Awaiting, a later day Scheduled, Awaiting Schedule stays).
 * Any other status (the estimate flow's, Awaiting Parts, On Hold) is left as it is.
 */
export function releasedStatus(task: TReleasedTask, now: Date, timeZone: string): number {
  if (!SCHEDULE_RULE_STATUSES.includes(task.taskStatus)) return task.taskStatus;
  return scheduleRule(scheduleChoiceOf(task), task.timestampScheduled, now, timeZone);
}

/** A scaffold record may be linked: Scaffolding craft. */
export function canBeNeededScaffold(record: { craftType: number }): boolean {
  return record.craftType === CRAFT_TYPE.SCAFFOLDING;
}

export const ZSetNeedsScaffoldInput = z.object({
  taskId: z.string().min(1).max(TEXT_LIMITS.id),
  /** Null unlinks. */
  scaffoldRecordId: z.string().min(1).max(TEXT_LIMITS.id).nullable(),
});
export type TSetNeedsScaffoldInput = z.infer<typeof ZSetNeedsScaffoldInput>;

export const ZScaffoldCandidatesInput = z.object({
  taskId: z.string().min(1).max(TEXT_LIMITS.id),
  search: z.string().trim().max(TEXT_LIMITS.title).default(''),
});
export type TScaffoldCandidatesInput = z.infer<typeof ZScaffoldCandidatesInput>;

export const ZWaitingForTaskInput = z.object({ taskId: z.string().min(1).max(TEXT_LIMITS.id) });
