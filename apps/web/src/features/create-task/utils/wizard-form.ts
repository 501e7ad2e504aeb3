import { z } from 'zod';
import {
  isBlankDetail,
  zodSchemaForDetails,
  type TDetails,
} from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import {
  schedulePickerFor,
  schedulePickerSelection,
  type TSchedulePicker,
} from '@craftwork/domain/tasks/scheduling';
import {
  ZAssignedCompanyId,
  ZOptionalTitle,
  ZReference,
  ZText,
  ZTitle,
  type TCreateTaskForm,
} from '@craftwork/domain/tasks/schemas';
import { PAST_DAY_MESSAGE, scheduleProblem } from '../../../components/schedule/schedule-checks';
import type { TWizardFlow, TWizardStep } from './wizard-flow';

/** A craft record chosen from the embedded list (or the one the wizard was opened from). */
export type TPickedCraftRecord = {
  id: string;
  title: string;
  craftType: number;
  locationId: string | null;
  locationTitle: string | null;
};

export type TWizardValues = {
  craftType: number | null;
  taskType: number | null;
  craftRecord: TPickedCraftRecord | null;
  /** '' for no location. */
  locationId: string;
  recordTitle: string;
  recordDescription: string;
  craftDetails: TDetails;
  schedule: TSchedulePicker;
  assignedCompanyId: string;
  /** '' until the task info step fills in the default title. */
  title: string;
  description: string;
  workOrder: string;
  taskSpecificDetails: TDetails;
  estimateRequested: boolean;
  subscribe: boolean;
};

/** A new task: nothing scheduled, no flags, subscribed (spec part 2, section 9). */
export function emptyWizardValues(
  craftType: number | null,
  craftRecord: TPickedCraftRecord | null,
  timeZone: string,
): TWizardValues {
  return {
    craftType,
    taskType: null,
    craftRecord,
    locationId: '',
    recordTitle: '',
    recordDescription: '',
    craftDetails: {},
    schedule: schedulePickerFor(
      { timestampScheduled: null, urgent: false, nextOpportunity: false },
      timeZone,
    ),
    assignedCompanyId: '',
    title: '',
    description: '',
    workOrder: '',
    taskSpecificDetails: {},
    estimateRequested: false,
    subscribe: true,
  };
}

/** The form fields each step checks before moving on. */
export const STEP_FIELDS: Readonly<Record<TWizardStep, readonly (keyof TWizardValues)[]>> = {
  craftType: ['craftType'],
  taskType: ['taskType'],
  craftRecord: ['craftRecord'],
  location: ['locationId'],
  recordInfo: ['recordTitle', 'recordDescription', 'craftDetails'],
  schedule: ['schedule'],
  taskInfo: ['assignedCompanyId', 'title', 'description', 'workOrder', 'taskSpecificDetails'],
};

export { PAST_DAY_MESSAGE };

export type TWizardSchemaContext = {
  flow: TWizardFlow;
  /** Craft detail fields shown on creation. */
  craftDetailFields: readonly TDetailFieldConfig[];
  taskDetailFields: readonly TDetailFieldConfig[];
  /** The status the task will be created in, when known: details required on it are asked. */
  taskStatus?: number | null;
  timeZone: string;
  allowSchedulingTasksInThePast: boolean;
  now: Date;
};

const anything = z.unknown();

/**
 * The wizard's validation, built from the domain's shapes for the flow at hand: the record's
 * fields only when creating one, a chosen record only in the home flow, the site's detail fields
 * for the craft (and task) type.
 */
export function wizardSchema(ctx: TWizardSchemaContext) {
  const creating = ctx.flow === 'createRecord';
  return z.object({
    craftType: z.number({ error: TASK_MESSAGES.required }),
    taskType: z.number({ error: TASK_MESSAGES.selectTaskType }),
    craftRecord:
      ctx.flow === 'home'
        ? z.looseObject({ id: z.string() }, { error: TASK_MESSAGES.selectCraftRecord })
        : anything,
    locationId: z.string(),
    recordTitle: creating ? ZTitle : anything,
    recordDescription: creating ? ZText : anything,
    craftDetails: creating ? zodSchemaForDetails(ctx.craftDetailFields) : anything,
    schedule: z.custom<TSchedulePicker>().superRefine((picker, issue) => {
      const problem = scheduleProblem(
        picker,
        ctx.timeZone,
        ctx.allowSchedulingTasksInThePast,
        ctx.now,
      );
      if (problem) issue.addIssue({ code: 'custom', message: problem });
    }),
    assignedCompanyId: ZAssignedCompanyId,
    title: ZOptionalTitle,
    description: ZText,
    workOrder: ZReference,
    taskSpecificDetails: zodSchemaForDetails(ctx.taskDetailFields, {
      status: ctx.taskStatus ?? undefined,
    }),
    estimateRequested: z.boolean(),
    subscribe: z.boolean(),
  });
}

/** A new record or task keeps only the details given (blank texts and lists are left out). */
export function givenDetails(details: TDetails): TDetails {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => !isBlankDetail(value)));
}

/** tasks.create's input from the checked form values. */
export function createTaskInput(
  values: TWizardValues,
  flow: TWizardFlow,
  timeZone: string,
  estimateRequested: boolean,
): TCreateTaskForm {
  const selection = schedulePickerSelection(values.schedule, timeZone);
  const record =
    flow === 'createRecord'
      ? {
          newRecord: {
            title: values.recordTitle,
            description: values.recordDescription,
            locationId: values.locationId || null,
            assetId: null,
            craftDetails: givenDetails(values.craftDetails),
          },
        }
      : { craftRecordId: values.craftRecord?.id ?? '' };
  return {
    craftType: values.craftType ?? 0,
    taskType: values.taskType ?? 0,
    ...record,
    schedule: {
      choice: selection?.choice ?? 'date',
      scheduledAt: selection?.scheduledAt?.toISOString() ?? null,
    },
    assignedCompanyId: values.assignedCompanyId,
    title: values.title,
    description: values.description,
    workOrder: values.workOrder,
    taskSpecificDetails: givenDetails(values.taskSpecificDetails),
    estimateRequested,
    subscribe: values.subscribe,
  };
}
