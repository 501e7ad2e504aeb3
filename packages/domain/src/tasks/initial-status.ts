import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import type { TTaskStatusCode } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { isAwaitingEstimateEnabled } from '../site/customizations.ts';
import type { TSiteCustomizations } from '../site/site.ts';
import { scheduleRule, type TScheduleChoice } from '../catalogues/schedule-choices.ts';

/** What the estimate rules need to know about the site. */
export type TEstimateSite = {
  validTaskStatusCodes: readonly number[];
  customizations: TSiteCustomizations | null | undefined;
};

/**
 * The estimate flow applies when the site accepts both Awaiting Estimate (5) and Awaiting
 * Approval (8) and enables Awaiting Estimate for the craft and task type.
 */
export function isEstimateFlowEnabled(
  site: TEstimateSite,
  craftType: number,
  taskType: number,
): boolean {
  return (
    site.validTaskStatusCodes.includes(TASK_STATUS.AWAITING_ESTIMATE) &&
    site.validTaskStatusCodes.includes(TASK_STATUS.AWAITING_APPROVAL) &&
    isAwaitingEstimateEnabled(site.customizations, craftType, taskType)
  );
}

export type TEstimateRequestInput = {
  isPlantPersonnel: boolean;
  site: TEstimateSite;
  craftType: number;
  taskType: number;
  urgent: boolean;
};

/**
 * An estimate is requested automatically for a plant user when the site has Awaiting Estimate
 * (read as: the site accepts status 5 and enables it for this craft and task type), the task is
 * urgent, the craft is Scaffolding and the type is Installation or Modification.
 */
export function estimateRequestedAutomatically(input: TEstimateRequestInput): boolean {
  return (
    input.isPlantPersonnel &&
    input.urgent &&
    input.craftType === CRAFT_TYPE.SCAFFOLDING &&
    (input.taskType === TASK_TYPE.INSTALLATION || input.taskType === TASK_TYPE.MODIFICATION) &&
    input.site.validTaskStatusCodes.includes(TASK_STATUS.AWAITING_ESTIMATE) &&
    isAwaitingEstimateEnabled(input.site.customizations, input.craftType, input.taskType)
  );
}

export type TInitialStatusInput = {
  isPlantPersonnel: boolean;
  site: TEstimateSite;
  craftType: number;
  taskType: number;
  /** The user's "estimate requested" choice; the automatic request is added here. */
  estimateRequested: boolean;
  /** The task's status when rescheduling; null when creating. */
  currentStatus: number | null;
  choice: TScheduleChoice | null | undefined;
  scheduledAt: Date | null | undefined;
  now: Date;
  timeZone: string;
};

function staysInEstimateStatus(status: number | null): status is TTaskStatusCode {
  return status === TASK_STATUS.AWAITING_APPROVAL || status === TASK_STATUS.AWAITING_ESTIMATE;
}

/**
 * The status a task gets on create or reschedule (spec part 2, "Initial status on create or
 * reschedule"). Urgent means the Urgent schedule choice.
 */
export function initialStatus(input: TInitialStatusInput): TTaskStatusCode {
  const schedule = () => scheduleRule(input.choice, input.scheduledAt, input.now, input.timeZone);
  if (!isEstimateFlowEnabled(input.site, input.craftType, input.taskType)) return schedule();

  const urgent = input.choice === 'urgent';
  const estimateRequested =
    input.estimateRequested || estimateRequestedAutomatically({ ...input, urgent });

  if (estimateRequested) {
    if (!input.isPlantPersonnel || !urgent) return TASK_STATUS.AWAITING_ESTIMATE;
    return TASK_STATUS.AWAITING;
  }
  if (staysInEstimateStatus(input.currentStatus)) return input.currentStatus;
  return schedule();
}
