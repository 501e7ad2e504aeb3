import { z } from 'zod';
import { MATERIAL_PICKUP_VALUES } from '@craftwork/domain/catalogues/inventory';
import { ZCraftRecordPersistence } from '@craftwork/domain/records/persistence';
import { ZDetailFieldConfig } from '@craftwork/domain/site/site';
import { pageOf, ZCraftType, ZNullableId, ZTaskStatus, ZTaskType, ZTimestamp } from './common.ts';

const EXAMPLE_TASK_ID = '0193a1f2-6c3e-7a10-9d2b-5f1e2c3d4e5f';
const EXAMPLE_RECORD_ID = '0193a1f2-6c3e-7a10-9d2b-000000000001';

/** A task as lists answer it. */
export const ZTaskSummary = z
  .object({
    id: z.string(),
    refPath: z.string(),
    craftRecordId: z.string(),
    craftRecordTitle: z.string(),
    craftRecordDeleted: z.boolean(),
    title: z.string(),
    description: z.string(),
    taskStatus: ZTaskStatus,
    taskType: ZTaskType,
    craftType: ZCraftType,
    locationId: ZNullableId,
    locationTitle: z.string().nullable(),
    assignedCompanyId: ZNullableId,
    assignedCompanyName: z.string().nullable(),
    urgent: z.boolean(),
    nextOpportunity: z.boolean(),
    workOrder: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    createdById: ZNullableId,
    createdByName: z.string().nullable(),
    timestampCreated: ZTimestamp,
    timestampScheduled: ZTimestamp.nullable(),
    timestampTaskCompleted: ZTimestamp.nullable(),
    timestampLastModified: ZTimestamp.describe(
      'Last change, exact to the microsecond: pass the newest as `updated_since` to sync.',
    ),
    deletedAt: ZTimestamp.nullable(),
    deletedByName: z.string().nullable(),
  })
  .meta({
    description: 'A task as lists answer it.',
    examples: [
      {
        id: EXAMPLE_TASK_ID,
        refPath: `sites/acme/craftRecords/${EXAMPLE_RECORD_ID}/tasks/${EXAMPLE_TASK_ID}`,
        craftRecordId: EXAMPLE_RECORD_ID,
        craftRecordTitle: 'Scaffold at pump P-101',
        craftRecordDeleted: false,
        title: 'Install scaffold',
        description: 'Two lifts, access from the north side.',
        taskStatus: 20,
        taskType: 10,
        craftType: 10,
        locationId: null,
        locationTitle: null,
        assignedCompanyId: null,
        assignedCompanyName: null,
        urgent: false,
        nextOpportunity: false,
        workOrder: 'WO-1042',
        thumbnailUrl: null,
        createdById: 'u_1',
        createdByName: 'Dana Planner',
        timestampCreated: '2026-03-02T08:15:00.000Z',
        timestampScheduled: '2026-03-04T06:00:00.000Z',
        timestampTaskCompleted: null,
        timestampLastModified: '2026-03-02T08:20:00.123456Z',
        deletedAt: null,
        deletedByName: null,
      },
    ],
  });
export const ZTaskPage = pageOf(ZTaskSummary, 'tasks');

const ZTaskEvent = z.object({
  id: z.string(),
  label: z.string(),
  timestampCreated: ZTimestamp,
  eventType: z.number().int(),
  title: z.string(),
  taskStatus: ZTaskStatus.nullable(),
  createdByName: z.string().nullable(),
});

/** A task with its details, assignees, history and the status changes the token's user may make. */
export const ZTask = z
  .object({
    id: z.string(),
    refPath: z.string(),
    craftRecordId: z.string(),
    craftRecordTitle: z.string(),
    title: z.string(),
    description: z.string(),
    taskStatus: ZTaskStatus,
    taskType: ZTaskType,
    craftType: ZCraftType,
    urgent: z.boolean(),
    nextOpportunity: z.boolean(),
    assignedCompanyId: ZNullableId,
    assignedCompanyName: z.string().nullable(),
    locationId: ZNullableId,
    workOrder: z.string().nullable(),
    craftRecordPersistence: ZCraftRecordPersistence.nullable(),
    taskSpecificDetails: z.record(z.string(), z.unknown()),
    materialPickup: z.enum(MATERIAL_PICKUP_VALUES).nullable(),
    detailFields: z.array(ZDetailFieldConfig),
    timestampCreated: ZTimestamp,
    timestampScheduled: ZTimestamp.nullable(),
    timestampTaskStarted: ZTimestamp.nullable(),
    timestampTaskCompleted: ZTimestamp.nullable(),
    timestampLastModified: ZTimestamp,
    createdById: ZNullableId,
    subscribed: z.boolean(),
    assignees: z.array(
      z.object({ userId: z.string(), name: z.string(), photoUrl: z.string().nullable() }),
    ),
    events: z.array(ZTaskEvent),
    offers: z.object({
      nextStatuses: z.array(ZTaskStatus),
      allStatuses: z.array(ZTaskStatus),
      canEdit: z.boolean(),
      canDelete: z.boolean(),
      nextTaskQuestion: z.string().nullable(),
    }),
  })
  .describe(
    'A task with its details, assignees, history and the status changes the token user may make.',
  );

export const ZCreatedTask = z
  .object({ craftRecordId: z.string(), taskId: z.string(), taskStatus: ZTaskStatus })
  .meta({
    description: 'The task made, its craft record (new or the one named) and its first status.',
    examples: [{ craftRecordId: EXAMPLE_RECORD_ID, taskId: EXAMPLE_TASK_ID, taskStatus: 10 }],
  });

export const ZTaskStatusChange = z
  .object({
    nextTaskId: ZNullableId.describe('The follow-up task made by the change, if any.'),
    recordClosed: z.boolean().describe('Whether the change closed the craft record.'),
    inventoryTransactions: z
      .number()
      .int()
      .describe('How many inventory movements the change recorded.'),
  })
  .describe("What a task's status change did.");

/** A craft record as lists answer it. */
export const ZCraftRecordSummary = z
  .object({
    id: z.string(),
    refPath: z.string(),
    title: z.string(),
    description: z.string(),
    craftType: ZCraftType,
    tagNumber: z.string().nullable(),
    workOrder: z.string().nullable(),
    jobID: z.string().nullable(),
    purchaseOrder: z.string().nullable(),
    locationId: ZNullableId,
    locationTitle: z.string().nullable(),
    assetId: ZNullableId,
    assetName: z.string().nullable(),
    open: z.boolean(),
    installed: z.boolean(),
    numOpenTasks: z.number().int(),
    numClosedTasks: z.number().int(),
    standingDays: z.number().nullable(),
    thumbnailUrl: z.string().nullable(),
    createdById: ZNullableId,
    createdByName: z.string().nullable(),
    timestampRecordCreated: ZTimestamp,
    timestampLastModified: ZTimestamp.describe(
      'Last change, exact to the microsecond: pass the newest as `updated_since` to sync.',
    ),
    deletedAt: ZTimestamp.nullable(),
    deletedByName: z.string().nullable(),
  })
  .describe('A craft record as lists answer it.');
export const ZCraftRecordPage = pageOf(ZCraftRecordSummary, 'craft records');

const ZRecordTask = z.object({
  id: z.string(),
  refPath: z.string(),
  title: z.string(),
  taskStatus: ZTaskStatus,
  taskType: ZTaskType,
  craftType: ZCraftType,
  urgent: z.boolean(),
  nextOpportunity: z.boolean(),
  assignedCompanyId: ZNullableId,
  assignedCompanyName: z.string().nullable(),
  timestampScheduled: ZTimestamp.nullable(),
  timestampTaskCompleted: ZTimestamp.nullable(),
});

/** A craft record with its photos, attachments and tasks. */
export const ZCraftRecord = z
  .object({
    id: z.string(),
    refPath: z.string(),
    title: z.string(),
    description: z.string(),
    craftType: ZCraftType,
    craftDetails: z.record(z.string(), z.unknown()),
    open: z.boolean(),
    locationId: ZNullableId,
    locationTitle: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    assetId: ZNullableId,
    assetName: z.string().nullable(),
    createdById: ZNullableId,
    createdByName: z.string().nullable(),
    numOpenTasks: z.number().int(),
    numClosedTasks: z.number().int(),
    standingDays: z.number().nullable(),
    thumbnailUrl: z.string().nullable(),
    timestampRecordCreated: ZTimestamp,
    timestampLastModified: ZTimestamp,
    photos: z.array(
      z.object({
        id: z.string(),
        fullUrl: z.string(),
        reducedUrl: z.string(),
        thumbUrl: z.string(),
        timestampCreated: ZTimestamp,
      }),
    ),
    attachments: z.array(
      z.object({
        id: z.string(),
        url: z.string(),
        filename: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int(),
        taskId: ZNullableId,
        createdById: ZNullableId,
        createdByName: z.string().nullable(),
        timestampCreated: ZTimestamp,
        canDelete: z.boolean(),
      }),
    ),
    openTasks: z.array(ZRecordTask),
    closedTasks: z.array(ZRecordTask),
    customer: z
      .object({ id: z.string(), name: z.string(), address: z.string().nullable() })
      .nullable(),
    offers: z.object({
      canEdit: z.boolean(),
      canDelete: z.boolean(),
      canGenerateQrTag: z.boolean(),
      canAddTask: z.boolean(),
    }),
  })
  .describe('A craft record with its photos, attachments and tasks.');

const ZPerson = z.object({ id: z.string(), displayName: z.string() });

export const ZCompany = z
  .object({
    id: z.string(),
    name: z.string(),
    craftTypes: z.array(ZCraftType),
    logoUrl: z.string().nullable(),
    mainPointOfContact: ZPerson.nullable(),
    members: z.array(ZPerson.extend({ approved: z.boolean() })),
  })
  .describe('A company working on the site, its crafts and members.');
export const ZCompanyPage = pageOf(ZCompany, 'companies');

export const ZLocation = z
  .object({
    id: z.string(),
    title: z.string(),
    department: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .describe('A location of the site.');
export const ZLocationPage = pageOf(ZLocation, 'locations');

const assetShape = {
  id: z.string(),
  customId: z.string(),
  title: z.string(),
  description: z.string(),
  locationId: ZNullableId,
  locationTitle: z.string().nullable(),
  photo: z.object({ thumb: z.string(), reduced: z.string(), full: z.string() }).nullable(),
};
export const ZAssetSummary = z.object(assetShape).describe('An asset as lists answer it.');
export const ZAssetPage = pageOf(ZAssetSummary, 'assets');
export const ZAsset = z
  .object({
    ...assetShape,
    records: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        craftType: ZCraftType,
        tagNumber: z.string().nullable(),
        open: z.boolean(),
        createdAt: z.date(),
      }),
    ),
  })
  .describe('An asset with its craft records.');
