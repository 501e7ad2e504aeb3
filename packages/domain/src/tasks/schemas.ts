import { z } from 'zod';
import { isCraftType } from '../catalogues/craft-types.ts';
import { MATERIAL_PICKUP_VALUES } from '../catalogues/inventory.ts';
import { isTaskStatus } from '../catalogues/task-statuses.ts';
import { isTaskType, TASK_TYPE } from '../catalogues/task-types.ts';
import { ZChecklistAnswers } from '../checklists/templates.ts';
import { ZInspectionReportInput } from '../compliance/inspection-report.ts';
import { ZInventoryLines } from '../inventory/movement.ts';
import { ZPersistenceChoice } from '../records/persistence.ts';
import { multiLineText, oneLineText, TEXT_LIMITS } from '../text/text.ts';
import { ZDateTime } from '../time/date-bounds.ts';
import { TASK_MESSAGES } from './messages.ts';
import { TITLE_MAX } from './next-task.ts';
import { ZScheduleChoice } from './scheduling.ts';

/** Longest free text (descriptions, notes). */
export const TEXT_MAX = TEXT_LIMITS.longText;
/** Longest work order, tag or similar short reference. */
export const SHORT_TEXT_MAX = TEXT_LIMITS.reference;
/** Most keys a details map may carry in one request. */
export const DETAILS_KEYS_MAX = 200;

/**
 * Texts for limits the spec states without a message. The title one is the spec's own (part 3,
 * section 5, 'Title needs to be less than 200 characters'); the others follow it.
 */
export const LIMIT_MESSAGES = {
  titleTooLong: 'Title needs to be less than 200 characters',
  textTooLong: 'Text needs to be less than 5000 characters',
  referenceTooLong: 'This value needs to be less than 200 characters',
} as const;

const ZId = z.string().trim().min(1).max(TEXT_LIMITS.id);
const ZRefPath = z.string().min(1).max(300);
const ZIsoDateTime = ZDateTime;

/** A required title: blanks around it dropped, 1 to 200 characters, one line. */
export const ZTitle = oneLineText(TITLE_MAX, {
  required: TASK_MESSAGES.required,
  tooLong: LIMIT_MESSAGES.titleTooLong,
});

/** An optional title (the wizard's task title; blank takes the default): one line, at most 200. */
export const ZOptionalTitle = oneLineText(TITLE_MAX, { tooLong: LIMIT_MESSAGES.titleTooLong });

/** A work order or similar reference: one line, at most 200 characters, '' when not given. */
export const ZReference = oneLineText(SHORT_TEXT_MAX, { tooLong: LIMIT_MESSAGES.referenceTooLong });

/** Free text (description, notes): trimmed, at most 5000 characters, '' when not given. */
export const ZText = multiLineText(TEXT_MAX, { tooLong: LIMIT_MESSAGES.textTooLong });

export const ZAssignedCompanyId = z
  .string({ error: TASK_MESSAGES.assignedCompanyRequired })
  .trim()
  .min(1, { error: TASK_MESSAGES.assignedCompanyRequired })
  .max(TEXT_LIMITS.id, { error: TASK_MESSAGES.assignedCompanyRequired });

/**
 * A craft type of the catalogue (anything else, 2147483648 say, is refused before any query).
 * The check returns a plain boolean so the type stays number: a type guard would narrow it to the
 * catalogue's codes, which forms and lists hold as plain numbers.
 */
export const ZCraftTypeCode = z
  .number({ error: TASK_MESSAGES.required })
  .int({ error: TASK_MESSAGES.required })
  .refine((code): boolean => isCraftType(code), { error: TASK_MESSAGES.required });

/** A task type of the catalogue. */
export const ZTaskTypeCode = z
  .number({ error: TASK_MESSAGES.selectTaskType })
  .int({ error: TASK_MESSAGES.selectTaskType })
  .refine((code): boolean => isTaskType(code), { error: TASK_MESSAGES.selectTaskType });

/**
 * A details map as sent (type-specific or craft details): string keys, values checked later
 * against the site's field configuration (details/fields.ts), at most 200 keys.
 */
export const ZDetailsPayload = z
  .record(z.string().min(1).max(100), z.unknown())
  .refine((d) => Object.keys(d).length <= DETAILS_KEYS_MAX, {
    error: TASK_MESSAGES.checkFormValues,
  });

/** A schedule choice; a picked date needs its time. */
export const ZScheduleInput = z
  .object({
    choice: ZScheduleChoice,
    scheduledAt: ZIsoDateTime.nullable().optional(),
  })
  .refine((s) => s.choice !== 'date' || Boolean(s.scheduledAt), {
    path: ['scheduledAt'],
    error: TASK_MESSAGES.required,
  });
export type TScheduleInput = z.output<typeof ZScheduleInput>;

/** The completion dialog's next-task part. */
export const ZNextTaskRequest = z
  .object({
    create: z.boolean(),
    assignedCompanyId: z.string().trim().max(TEXT_LIMITS.id).nullable().optional(),
    notes: ZText.optional(),
  })
  .superRefine((n, ctx) => {
    if (n.create && !n.assignedCompanyId) {
      ctx.addIssue({
        code: 'custom',
        path: ['assignedCompanyId'],
        message: TASK_MESSAGES.assignedCompanyRequired,
      });
    }
  });
export type TNextTaskRequest = z.output<typeof ZNextTaskRequest>;

/** Set {next status}, and the status-change dialog's Save. */
export const ZSetTaskStatusInput = z.object({
  taskId: ZId,
  status: z.number().int().refine(isTaskStatus, { error: TASK_MESSAGES.checkFormValues }),
  /** The dialog's type-specific details, changed only. */
  details: ZDetailsPayload.optional(),
  /** Keep Open / Close, when the dialog asked. */
  persistenceChoice: ZPersistenceChoice.optional(),
  nextTask: ZNextTaskRequest.optional(),
  /** Pending inventory lines (Inventory Transactions tab, completing only). */
  inventoryLines: ZInventoryLines.optional(),
  /** The Material Pickup tab (scaffolding). */
  materialPickup: z.enum(MATERIAL_PICKUP_VALUES).optional(),
  /** The Inspection tab, when a scaffold inspection is completed. */
  inspection: ZInspectionReportInput.optional(),
  /** The Checklist tab: the answers by item id, when the task has a checklist. */
  checklistAnswers: ZChecklistAnswers.optional(),
  /**
   * The status the user saw when making the change (sent by queued offline changes): when the
   * task is in another status by now, the change is refused (CONFLICT) instead of applied.
   */
  expectedStatus: z
    .number()
    .int()
    .refine(isTaskStatus, { error: TASK_MESSAGES.checkFormValues })
    .optional(),
});
export type TSetTaskStatusInput = z.output<typeof ZSetTaskStatusInput>;

/** A point on the map, in degrees. */
export const ZMapLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type TMapLocation = z.output<typeof ZMapLocation>;

/** The Edit Task drawer's Save. */
export const ZEditTaskInput = z.object({
  taskId: ZId,
  assignedCompanyId: ZAssignedCompanyId,
  /** The card's Additional Notes (the task's description). */
  additionalNotes: ZText.default(''),
  /** Changed fields only. */
  taskSpecificDetails: ZDetailsPayload.default({}),
  /** Only honoured when the site allows modifying the completion time. */
  timestampTaskCompleted: ZIsoDateTime.nullable().optional(),
  /**
   * The task's `timestampLastModified` as the user saw it (sent by queued offline changes): when
   * someone else has changed the task since, the edit is refused (CONFLICT) instead of applied.
   */
  expectedUpdatedAt: ZIsoDateTime.optional(),
});
export type TEditTaskInput = z.output<typeof ZEditTaskInput>;

/** The task date editor's Save. */
export const ZEditTaskDateInput = z
  .object({
    taskId: ZId,
    choice: ZScheduleChoice,
    scheduledAt: ZIsoDateTime.nullable().optional(),
  })
  .refine((s) => s.choice !== 'date' || Boolean(s.scheduledAt), {
    path: ['scheduledAt'],
    error: TASK_MESSAGES.required,
  });
export type TEditTaskDateInput = z.output<typeof ZEditTaskDateInput>;

/** deleteTask takes the task's refPath, as the spec's callable does. */
export const ZDeleteTaskInput = z.object({ refPath: ZRefPath });
export type TDeleteTaskInput = z.output<typeof ZDeleteTaskInput>;

/** Subscribe / Unsubscribe on the task card. */
export const ZSubscriptionInput = z.object({ taskId: ZId });
export type TSubscriptionInput = z.output<typeof ZSubscriptionInput>;

/**
 * The Edit Craft Record drawer's Save (updateCraftDetails): only what changed. A location or
 * asset of null clears it ('No Location Selected').
 */
export const ZUpdateCraftDetailsInput = z.object({
  refPath: ZRefPath,
  title: ZTitle.optional(),
  description: ZText.optional(),
  locationId: ZId.nullable().optional(),
  assetId: ZId.nullable().optional(),
  /** Changed fields only. */
  craftDetails: ZDetailsPayload.optional(),
  /** The record's pin, moved on its map. */
  mapLocation: ZMapLocation.optional(),
});
export type TUpdateCraftDetailsInput = z.output<typeof ZUpdateCraftDetailsInput>;

/** The craft record the wizard creates (create-record flow). */
export const ZNewCraftRecordInput = z.object({
  title: ZTitle,
  description: ZText.default(''),
  locationId: ZId.nullable().default(null),
  assetId: ZId.nullable().default(null),
  craftDetails: ZDetailsPayload.default({}),
});
export type TNewCraftRecordInput = z.output<typeof ZNewCraftRecordInput>;

/**
 * The Create New Task wizard. The task goes either on an existing record (craftRecordId) or on
 * a new one (newRecord); an Installation always creates its record. A blank title becomes
 * '{task type name} - {record title}' (defaultTaskTitle).
 */
export const ZCreateTaskInput = z
  .object({
    craftType: ZCraftTypeCode,
    taskType: ZTaskTypeCode,
    craftRecordId: ZId.optional(),
    newRecord: ZNewCraftRecordInput.optional(),
    schedule: ZScheduleInput,
    assignedCompanyId: ZAssignedCompanyId,
    title: ZOptionalTitle.default(''),
    description: ZText.default(''),
    workOrder: ZReference.default(''),
    taskSpecificDetails: ZDetailsPayload.default({}),
    estimateRequested: z.boolean().default(false),
    /** New tasks default to subscribed. */
    subscribe: z.boolean().default(true),
    /** A Job's customer and location (/create-customer-task); a new record gets them too. */
    customerId: ZId.optional(),
    customerLocationId: ZId.optional(),
    /** The approved estimate the task is made from (linked to the task and record). */
    estimateId: ZId.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.customerLocationId !== undefined && input.customerId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerId'],
        message: TASK_MESSAGES.selectCustomer,
      });
    }
    const onRecord = input.craftRecordId !== undefined;
    const newRecord = input.newRecord !== undefined;
    if (onRecord === newRecord) {
      ctx.addIssue({
        code: 'custom',
        path: ['craftRecordId'],
        message: TASK_MESSAGES.selectCraftRecord,
      });
    } else if (onRecord && input.taskType === TASK_TYPE.INSTALLATION) {
      ctx.addIssue({ code: 'custom', path: ['taskType'], message: TASK_MESSAGES.selectTaskType });
    }
  });
export type TCreateTaskInput = z.output<typeof ZCreateTaskInput>;
export type TCreateTaskForm = z.input<typeof ZCreateTaskInput>;

/** A multi-craft record carries a list of craft record ids. */
export const ZMultiCraftRecordInput = z.object({
  craftRecordIDs: z.array(ZId, { error: TASK_MESSAGES.multiCraftRecordIds }).max(500),
});
export type TMultiCraftRecordInput = z.output<typeof ZMultiCraftRecordInput>;
