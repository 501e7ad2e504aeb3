import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import {
  TASK_STATUS,
  TASK_STATUSES,
  isOpenStatus,
} from '@craftwork/domain/catalogues/task-statuses';
import {
  TASK_TYPE,
  VALID_TASK_TYPES_BY_CRAFT,
  taskTypeName,
} from '@craftwork/domain/catalogues/task-types';
import { type TDetailFieldConfig } from '@craftwork/domain/site/site';
import { taskSpecificDetailFields } from '@craftwork/domain/site/customizations';
import { seededRandom } from './random.ts';
import type { DbOrTx } from '../db/client.ts';
import { companies, craftRecords, events, taskSubscribers, tasks, users } from '../db/schema.ts';
import { recountCraftRecord } from '../modules/records/index.ts';

/** The demo's craft records and their tasks, across every status, and some deleted ones. */

const RECORD_TITLES: Record<number, readonly string[]> = {
  [CRAFT_TYPE.SCAFFOLDING]: [
    'Pipe rack access',
    'Exchanger E-101 platform',
    'Tower T-4 ring scaffold',
    'Valve station access',
    'Pump P-22 deck',
  ],
  [CRAFT_TYPE.INSULATION]: ['Steam line re-lag', 'Tank roof insulation', 'Heater flue jacket'],
  [CRAFT_TYPE.WATERBLASTING]: [
    'Exchanger bundle blast',
    'Sump clean-out',
    'Drain line hydro-blast',
  ],
  [CRAFT_TYPE.PAINTING]: ['Handrail recoat', 'Tank shell touch-up', 'Structural steel coating'],
  [CRAFT_TYPE.CLEANING]: ['Control room clean', 'Spill clean-up', 'Warehouse sweep'],
};

const DAY = 24 * 60 * 60 * 1000;

async function insertChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Values for the detail fields a completed task was asked for (people, choices and ticks),
 * picked by the task's index so the demo's other random draws stay as they are.
 */
function completionDetails(
  fields: readonly TDetailFieldConfig[],
  people: readonly string[],
  index: number,
): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const person = (k: number) => people[(index + k) % people.length];
  for (const field of fields) {
    if (!field.onTaskStatus?.includes(TASK_STATUS.COMPLETE)) continue;
    const options = field.selectionOptions ?? [];
    if (field.type === 'uid' && person(0)) details[field.key] = person(0);
    if (field.type === 'multiple-uid' && person(1)) details[field.key] = [person(1)];
    if (field.type === 'selection' && options.length > 0)
      details[field.key] = options[index % options.length]?.value;
    if (field.type === 'bool') details[field.key] = true;
  }
  return details;
}

export async function seedWork(
  tx: DbOrTx,
  input: {
    siteKey: string;
    now: Date;
    locationIds: string[];
    companyIds: string[];
    creatorIds: string[];
    records?: number;
    tasks?: number;
  },
) {
  const random = seededRandom(input.siteKey.length * 7919);
  const site = await tx.query.sites.findFirst({
    where: (s, { eq }) => eq(s.siteKey, input.siteKey),
  });
  if (!site) throw new Error(`site ${input.siteKey} is missing`);
  const companyCrafts = new Map(
    (await tx.select({ id: companies.id, craftTypes: companies.craftTypes }).from(companies)).map(
      (c) => [c.id, c.craftTypes],
    ),
  );
  const recordCount = input.records ?? 200;
  const taskCount = input.tasks ?? 1000;
  const now = input.now.getTime();

  type RecordRow = typeof craftRecords.$inferInsert & {
    id: string;
    craftType: number;
    timestampRecordCreated: Date;
  };
  const records: RecordRow[] = [];
  for (let i = 0; i < recordCount; i++) {
    const craftType = i % 2 === 0 ? CRAFT_TYPE.SCAFFOLDING : random.pick(site.validCraftTypes);
    const created = new Date(now - random.int(1, 700) * DAY - random.int(0, 86_000) * 1000);
    const titles = RECORD_TITLES[craftType] ?? ['Work record'];
    const tag =
      craftType === CRAFT_TYPE.SCAFFOLDING && random.next() > 0.1
        ? `SC-${String(1000 + i)}`
        : undefined;
    records.push({
      id: randomUUID(),
      siteKey: input.siteKey,
      title: `${random.pick(titles)} - ${String(i + 1).padStart(3, '0')}`,
      description: `Demo work record ${i + 1} at ${input.siteKey}.`,
      craftType,
      locationId: random.pick(input.locationIds),
      craftDetails: {
        ...(tag ? { tagNumber: tag } : {}),
        workOrder: `WO-${String(40000 + i * 7)}`,
        ...(random.next() > 0.5 ? { purchaseOrder: `PO-${String(9000 + i)}` } : {}),
      },
      createdBy: random.pick(input.creatorIds),
      timestampRecordCreated: created,
      timestampLastModified: created,
    });
  }

  const statuses = TASK_STATUSES.map((s) => s.code);
  type TaskRow = typeof tasks.$inferInsert & { id: string; createdBy: string };
  const taskRows: TaskRow[] = [];
  for (let i = 0; i < taskCount; i++) {
    const record = records[i % records.length];
    if (!record) break;
    const taskTypes = VALID_TASK_TYPES_BY_CRAFT[record.craftType] ?? [TASK_TYPE.REPAIR];
    const taskType =
      i < records.length && taskTypes.includes(TASK_TYPE.INSTALLATION)
        ? TASK_TYPE.INSTALLATION
        : random.pick(taskTypes);
    // Every status is well represented: the first rows cycle through them all.
    const status =
      i < statuses.length * 10
        ? (statuses[i % statuses.length] ?? TASK_STATUS.AWAITING)
        : random.pick(statuses);
    const capable = input.companyIds.filter((c) =>
      companyCrafts.get(c)?.includes(record.craftType),
    );
    const company = capable.length ? random.pick(capable) : random.pick(input.companyIds);
    const created = new Date(
      Math.max(record.timestampRecordCreated.getTime(), now - 700 * DAY) + random.int(0, 20) * DAY,
    );
    const createdAt =
      created.getTime() > now ? new Date(now - random.int(1, 48) * 3600_000) : created;
    const scheduledOffsetDays = random.int(-20, 20);
    const nextOpportunity = status === TASK_STATUS.AWAITING && random.next() < 0.15;
    const urgent = !nextOpportunity && random.next() < 0.12;
    const scheduled =
      status === TASK_STATUS.AWAITING_SCHEDULE || nextOpportunity
        ? null
        : new Date(now + scheduledOffsetDays * DAY);
    const started = [TASK_STATUS.IN_PROGRESS, TASK_STATUS.ON_HOLD, TASK_STATUS.COMPLETE].includes(
      status as 40,
    )
      ? new Date(createdAt.getTime() + DAY)
      : null;
    const completed =
      status === TASK_STATUS.COMPLETE
        ? new Date(Math.min(now - 3600_000, createdAt.getTime() + random.int(1, 40) * DAY))
        : null;
    taskRows.push({
      id: randomUUID(),
      siteKey: input.siteKey,
      craftRecordId: record.id,
      title: `${taskTypeName(taskType)} - ${record.title.split(' - ').pop() ?? record.title}`,
      description: `${taskTypeName(taskType)} for ${record.title}.`,
      taskStatus: status,
      taskType,
      craftType: record.craftType,
      locationId: record.locationId,
      assignedCompanyId: company,
      urgent,
      nextOpportunity,
      workOrder: random.next() > 0.3 ? `WO-${String(50000 + i)}` : null,
      craftRecordPersistence: taskType === TASK_TYPE.REMOVAL ? 'close' : 'keep',
      createdBy: random.pick(input.creatorIds),
      timestampCreated: createdAt,
      timestampScheduled: scheduled,
      timestampTaskStarted: started,
      timestampTaskCompleted: completed,
      timestampAwaitingStart: status === TASK_STATUS.AWAITING ? createdAt : null,
      timestampLastModified: completed ?? started ?? createdAt,
      // Completed work carries what its completion asked for.
      ...(status === TASK_STATUS.COMPLETE
        ? {
            taskSpecificDetails: completionDetails(
              taskSpecificDetailFields(site.customizations, record.craftType, taskType),
              input.creatorIds,
              i,
            ),
            materialPickup:
              record.craftType === CRAFT_TYPE.SCAFFOLDING && taskType === TASK_TYPE.REMOVAL
                ? i % 2 === 0
                  ? ('pickup' as const)
                  : ('returned' as const)
                : null,
          }
        : {}),
    });
  }

  // Counters, open/closed and installation follow from the tasks.
  for (const record of records) {
    const own = taskRows.filter((t) => t.craftRecordId === record.id);
    const open = own.filter((t) => isOpenStatus(t.taskStatus));
    const closed = own.filter((t) => !isOpenStatus(t.taskStatus));
    const installation = own.find(
      (t) => t.taskType === TASK_TYPE.INSTALLATION && t.taskStatus === TASK_STATUS.COMPLETE,
    );
    const removed = own.some(
      (t) => t.taskType === TASK_TYPE.REMOVAL && t.taskStatus === TASK_STATUS.COMPLETE,
    );
    record.numOpenTasks = open.length;
    record.numClosedTasks = closed.length;
    record.openTaskTypes = [...new Set(open.map((t) => t.taskType))];
    record.closedTaskTypes = [...new Set(closed.map((t) => t.taskType))];
    record.authorizedCompanies = [
      ...new Set(own.map((t) => t.assignedCompanyId).filter((c): c is string => !!c)),
    ];
    record.open = !(removed && open.length === 0);
    if (!record.open) record.timestampRecordClosed = new Date(now - random.int(1, 30) * DAY);
    if (installation?.timestampTaskCompleted) {
      record.craftDetails = {
        ...record.craftDetails,
        installed: true,
        timestampMarkedInstalled: installation.timestampTaskCompleted.toISOString(),
      };
      record.timestampMarkedInstalled = installation.timestampTaskCompleted;
    }
  }

  await insertChunks(records, 500, (chunk) => tx.insert(craftRecords).values(chunk));
  await insertChunks(taskRows, 500, (chunk) => tx.insert(tasks).values(chunk));
  await insertChunks(records, 500, (chunk) =>
    tx.insert(events).values(
      chunk.map((r) => ({
        id: randomUUID(),
        siteKey: input.siteKey,
        eventType: EVENT_TYPE.CRAFT_RECORD_CREATED,
        craftRecordId: r.id,
        title: r.title,
        createdBy: r.createdBy,
        timestampCreated: r.timestampRecordCreated,
      })),
    ),
  );
  await insertChunks(taskRows, 500, (chunk) =>
    tx.insert(events).values(
      chunk.map((t) => ({
        id: randomUUID(),
        siteKey: input.siteKey,
        eventType: EVENT_TYPE.NEW_TASK_ADDED,
        craftRecordId: t.craftRecordId,
        taskId: t.id,
        assignedCompanyId: t.assignedCompanyId,
        taskStatus: t.taskStatus,
        title: t.title,
        createdBy: t.createdBy,
        timestampCreated: t.timestampCreated,
      })),
    ),
  );
  // Some deleted work for the deleted lists: three records (with their tasks) and a dozen tasks.
  const deletedRecords = records.slice(5, 8);
  for (const [i, record] of deletedRecords.entries()) {
    const deletedAt = new Date(now - (i + 1) * 3 * DAY);
    const deletedBy = random.pick(input.creatorIds);
    await tx
      .update(craftRecords)
      .set({ deletedAt, deletedBy })
      .where(eq(craftRecords.id, record.id));
    await tx.update(tasks).set({ deletedAt, deletedBy }).where(eq(tasks.craftRecordId, record.id));
    await tx.insert(events).values({
      id: randomUUID(),
      siteKey: input.siteKey,
      eventType: EVENT_TYPE.CRAFT_RECORD_DELETED,
      craftRecordId: record.id,
      title: record.title,
      createdBy: deletedBy,
      timestampCreated: deletedAt,
    });
  }
  const deletedTasks = taskRows
    .filter(
      (t) =>
        !deletedRecords.some((r) => r.id === t.craftRecordId) &&
        [TASK_STATUS.AWAITING, TASK_STATUS.SCHEDULED, TASK_STATUS.AWAITING_SCHEDULE].includes(
          t.taskStatus as 30,
        ),
    )
    .slice(0, 12);
  for (const [i, task] of deletedTasks.entries()) {
    const deletedAt = new Date(now - (i + 1) * DAY);
    const deletedBy = random.pick(input.creatorIds);
    await tx.update(tasks).set({ deletedAt, deletedBy }).where(eq(tasks.id, task.id));
    await tx.insert(events).values({
      id: randomUUID(),
      siteKey: input.siteKey,
      eventType: EVENT_TYPE.TASK_DELETED,
      craftRecordId: task.craftRecordId,
      taskId: task.id,
      assignedCompanyId: task.assignedCompanyId,
      taskStatus: task.taskStatus,
      title: task.title,
      createdBy: deletedBy,
      timestampCreated: deletedAt,
    });
    await recountCraftRecord(tx, task.craftRecordId);
  }

  const names = new Map(
    (
      await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, input.creatorIds))
    ).map((u) => [u.id, u.name]),
  );
  await insertChunks(taskRows, 500, (chunk) =>
    tx.insert(taskSubscribers).values(
      chunk.map((t) => ({
        siteKey: input.siteKey,
        taskId: t.id,
        userId: t.createdBy,
        displayName: names.get(t.createdBy) ?? '',
      })),
    ),
  );
}
