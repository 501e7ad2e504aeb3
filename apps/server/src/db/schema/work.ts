import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { sites } from './sites.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// Craft records ("parent records"). craftDetails keeps the site-defined fields; the fields the
// lists search, sort and filter on are generated columns so that they can be indexed.
export const craftRecords = pgTable(
  'craft_records',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    craftType: integer('craft_type').notNull(),
    locationId: text('location_id'),
    assetId: text('asset_id'),
    /** The customer and location of a Job on a customer-classified site. */
    customerId: text('customer_id'),
    customerLocationId: text('customer_location_id'),
    multiCraftRecordId: text('multi_craft_record_id'),
    open: boolean('open').notNull().default(true),
    numOpenTasks: integer('num_open_tasks').notNull().default(0),
    numClosedTasks: integer('num_closed_tasks').notNull().default(0),
    openTaskTypes: integer('open_task_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    closedTaskTypes: integer('closed_task_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    authorizedCompanies: text('authorized_companies')
      .array()
      .notNull()
      .default(sql`'{}'`),
    craftDetails: jsonb('craft_details').$type<Record<string, unknown>>().notNull().default({}),
    tagNumber: text('tag_number').generatedAlwaysAs(sql`(craft_details->>'tagNumber')`),
    workOrder: text('work_order').generatedAlwaysAs(sql`(craft_details->>'workOrder')`),
    purchaseOrder: text('purchase_order').generatedAlwaysAs(sql`(craft_details->>'purchaseOrder')`),
    installed: boolean('installed').generatedAlwaysAs(
      sql`coalesce((craft_details->>'installed')::boolean, false)`,
    ),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    thumbnailUrl: text('thumbnail_url'),
    createdBy: text('created_by'),
    lastModifiedBy: text('last_modified_by'),
    timestampRecordCreated: ts('timestamp_record_created').notNull().defaultNow(),
    timestampRecordClosed: ts('timestamp_record_closed'),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    timestampMarkedInstalled: ts('timestamp_marked_installed'),
    deletedAt: ts('deleted_at'),
    deletedBy: text('deleted_by'),
    /** The public tag page's unguessable token (/tag/{token}); regenerating it revokes the old. */
    tagToken: text('tag_token').unique(),
  },
  (t) => [
    index('craft_records_live_idx')
      .on(t.siteKey, t.open, t.craftType, t.timestampRecordCreated.desc())
      .where(sql`${t.deletedAt} is null`),
    index('craft_records_deleted_idx')
      .on(t.siteKey, t.deletedAt.desc())
      .where(sql`${t.deletedAt} is not null`),
    // The public API's keyset walks (by creation) and syncs (by modification, deleted included).
    index('craft_records_keyset_created_idx').on(t.siteKey, t.timestampRecordCreated, t.id),
    index('craft_records_keyset_modified_idx').on(t.siteKey, t.timestampLastModified, t.id),
    index('craft_records_companies_idx').using('gin', t.authorizedCompanies),
    index('craft_records_location_idx').on(t.siteKey, t.locationId),
    index('craft_records_search_idx').using(
      'gin',
      sql`(lower(${t.title} || ' ' || ${t.description} || ' ' || coalesce(craft_details->>'tagNumber', '') || ' ' || coalesce(craft_details->>'workOrder', '') || ' ' || coalesce(craft_details->>'purchaseOrder', ''))) gin_trgm_ops`,
    ),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    craftRecordId: text('craft_record_id')
      .notNull()
      .references(() => craftRecords.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    taskStatus: integer('task_status').notNull(),
    taskType: integer('task_type').notNull(),
    craftType: integer('craft_type').notNull(),
    locationId: text('location_id'),
    assignedCompanyId: text('assigned_company_id'),
    customerId: text('customer_id'),
    customerLocationId: text('customer_location_id'),
    urgent: boolean('urgent').notNull().default(false),
    nextOpportunity: boolean('next_opportunity').notNull().default(false),
    workOrder: text('work_order'),
    craftRecordPersistence: text('craft_record_persistence').$type<'close' | 'prompt' | 'keep'>(),
    crewCount: integer('crew_count').notNull().default(0),
    durations: jsonb('durations').$type<Record<string, unknown>>().notNull().default({}),
    holdDurations: jsonb('hold_durations').$type<Record<string, unknown>>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notifyCompanyOnCreation: boolean('notify_company_on_creation').notNull().default(true),
    taskSpecificDetails: jsonb('task_specific_details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    thumbnailUrl: text('thumbnail_url'),
    /** The Material Pickup tab's answer when a scaffolding removal was completed. */
    materialPickup: text('material_pickup').$type<'returned' | 'pickup'>(),
    /** 'Needs scaffold': the scaffold record this task waits for before it can start. */
    needsScaffoldRecordId: text('needs_scaffold_record_id'),
    createdBy: text('created_by'),
    onBehalfOf: text('on_behalf_of'),
    lastModifiedBy: text('last_modified_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampScheduled: ts('timestamp_scheduled'),
    timestampTaskStarted: ts('timestamp_task_started'),
    timestampTaskCompleted: ts('timestamp_task_completed'),
    timestampAwaitingStart: ts('timestamp_awaiting_start'),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    deletedBy: text('deleted_by'),
  },
  (t) => {
    type TIndexed = Parameters<ReturnType<typeof index>['on']>[0];
    // Open tasks: every list but Completed (bounded by its date range) is within them, and a
    // sort must not walk past the closed tasks (most of a site's) that its list leaves out.
    const open = sql`${t.deletedAt} is null and ${t.taskStatus} not in (${sql.raw(CLOSED_TASK_STATUSES.join(', '))})`;
    /** (site, column, id) of open tasks; with `descending`, also (site, descending, id desc). */
    const sortIndexes = (name: string, column: TIndexed, descending?: TIndexed) => [
      index(`tasks_sort_${name}_idx`).on(t.siteKey, column, t.id).where(open),
      ...(descending
        ? [
            index(`tasks_sort_${name}_desc_idx`)
              .on(t.siteKey, descending, sql`${t.id} desc`)
              .where(open),
          ]
        : []),
    ];
    return [
      index('tasks_live_status_idx')
        .on(t.siteKey, t.taskStatus, t.timestampCreated.desc())
        .where(sql`${t.deletedAt} is null`),
      index('tasks_live_created_idx')
        .on(t.siteKey, t.timestampCreated.desc())
        .where(sql`${t.deletedAt} is null`),
      // The public API's keyset walks (by creation) and syncs (by modification, deleted included).
      index('tasks_keyset_created_idx').on(t.siteKey, t.timestampCreated, t.id),
      index('tasks_keyset_modified_idx').on(t.siteKey, t.timestampLastModified, t.id),
      index('tasks_live_scheduled_idx')
        .on(t.siteKey, t.timestampScheduled)
        .where(sql`${t.deletedAt} is null`),
      index('tasks_completed_idx')
        .on(t.siteKey, t.timestampTaskCompleted.desc())
        .where(sql`${t.deletedAt} is null and ${t.taskStatus} = 90`),
      // The KPI facts: tasks started in a day range, and each scaffold's installation task (the
      // earliest completed, else the earliest created) read as the first entry of its record.
      index('tasks_live_started_idx')
        .on(t.siteKey, t.timestampTaskStarted)
        .where(sql`${t.deletedAt} is null`),
      index('tasks_installation_by_record_idx')
        .on(
          t.craftRecordId,
          sql`(${t.taskStatus} = 90) desc`,
          t.timestampTaskCompleted,
          t.timestampCreated,
          t.id,
        )
        .where(sql`${t.taskType} = 10 and ${t.deletedAt} is null`),
      index('tasks_needs_scaffold_idx')
        .on(t.needsScaffoldRecordId)
        .where(sql`${t.needsScaffoldRecordId} is not null and ${t.deletedAt} is null`),
      index('tasks_company_idx').on(t.siteKey, t.assignedCompanyId, t.taskStatus),
      index('tasks_record_idx').on(t.craftRecordId),
      index('tasks_deleted_idx')
        .on(t.siteKey, t.deletedAt.desc())
        .where(sql`${t.deletedAt} is not null`),
      // The task lists' sorts (tasks.repository's SORTS): each column and the id, open tasks of a
      // site, so a page of any order reads 50 entries instead of sorting every visible task. A
      // column that is never empty is read backwards for descending; one that can be empty has
      // a second index, since its empty values come last in both directions.
      ...sortIndexes('title', t.title),
      ...sortIndexes('description', sql`left(${t.description}, 100)`),
      ...sortIndexes('status', t.taskStatus),
      ...sortIndexes('type', t.taskType),
      ...sortIndexes('craft', t.craftType),
      ...sortIndexes(
        'scheduled',
        sql`coalesce(${t.timestampScheduled}, '2050-01-01T00:00:00Z'::timestamptz)`,
      ),
      ...sortIndexes('work_order', t.workOrder, sql`${t.workOrder} desc nulls last`),
      // The sorts by a location's, company's or creator's name walk the names, then each one's
      // tasks by id (task-group-sort.repository.ts).
      ...sortIndexes('location', t.locationId),
      ...sortIndexes('company', t.assignedCompanyId),
      ...sortIndexes('creator', t.createdBy),
      ...sortIndexes(
        'completed',
        t.timestampTaskCompleted,
        sql`${t.timestampTaskCompleted} desc nulls last`,
      ),
      index('tasks_search_idx').using(
        'gin',
        sql`(lower(${t.title} || ' ' || ${t.description} || ' ' || coalesce(${t.workOrder}, ''))) gin_trgm_ops`,
      ),
    ];
  },
);

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    eventType: integer('event_type').notNull(),
    craftRecordId: text('craft_record_id'),
    taskId: text('task_id'),
    assignedCompanyId: text('assigned_company_id'),
    taskStatus: integer('task_status'),
    title: text('title').notNull().default(''),
    createdBy: text('created_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
  },
  (t) => [
    index('events_task_idx').on(t.taskId, t.timestampCreated.desc()),
    index('events_record_idx').on(t.craftRecordId, t.timestampCreated.desc()),
    // A site's events since an instant (the KPI Backlog's tasks with a status event after a day).
    index('events_site_created_idx').on(t.siteKey, t.timestampCreated),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    craftRecordId: text('craft_record_id')
      .notNull()
      .references(() => craftRecords.id),
    photoUrl: text('photo_url').notNull(),
    photoUrlReduced: text('photo_url_reduced').notNull(),
    photoUrlThumb: text('photo_url_thumb').notNull(),
    createdBy: text('created_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
  },
  (t) => [index('photos_record_idx').on(t.craftRecordId, t.timestampCreated)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    craftRecordId: text('craft_record_id'),
    taskId: text('task_id'),
    assetId: text('asset_id'),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    authorizedCompanies: text('authorized_companies')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdBy: text('created_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
  },
  (t) => [
    index('attachments_record_idx').on(t.craftRecordId),
    index('attachments_task_idx').on(t.taskId),
    index('attachments_asset_idx').on(t.assetId),
  ],
);

export const taskSubscribers = pgTable(
  'task_subscribers',
  {
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
);
