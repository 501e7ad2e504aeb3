import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
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
import { taskSpecificDetailFields, type TDetailFieldConfig } from '@craftwork/domain/site/site';
import { describeDemoAssets } from './assets.ts';
import { seedFeedbackAndAudit } from './feedback-audit.ts';
import { seedDemoBilling } from './billing.ts';
import { seedDemoChecklists } from './checklists.ts';
import { seedDemoInventory } from './inventory.ts';
import { seedDemoUserActivity } from './users.ts';
import { seededRandom } from './random.ts';
import { seedDemoSignIns } from './usage-metrics.ts';
import { seedDemoKpiTemplates } from './kpi-templates.ts';
import { seedDemoReports } from './reports.ts';
import { seedDemoKpiHistory } from './kpi-history.ts';
import { seedDemoScaffoldTags } from './scaffold-tags.ts';
import { seedDemoScaffoldWaiting } from './scaffold-waiting.ts';
import { seedDemoInspections } from './inspections.ts';
import { seedDemoCompliance } from './compliance.ts';
import { seedDemoApiTokens } from './api-tokens.ts';
import { seedDemoWebhooks } from './webhooks.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import {
  assets,
  companies,
  craftRecords,
  events,
  locations,
  sites,
  taskSubscribers,
  tasks,
  userLocations,
  users,
} from '../db/schema.ts';
import { recountCraftRecord } from '../modules/records/records.repository.ts';
import { addMember, createSite, createVerifiedUser } from '../modules/sites/create-site.service.ts';

export const DEMO_SITE_KEY = 'DEMO';
export const OTHER_DEMO_SITE_KEY = 'NORTH';
export const DEMO_PASSWORD = 'craftwork-demo';

export type SeededDemo = { password: string; accounts: { role: string; email: string }[] };

const LOCATION_NAMES = [
  ['Crude Unit 1', 'Operations'],
  ['Crude Unit 2', 'Operations'],
  ['Cat Cracker', 'Operations'],
  ['Tank Farm North', 'Logistics'],
  ['Tank Farm South', 'Logistics'],
  ['Boiler House', 'Utilities'],
  ['Cooling Tower', 'Utilities'],
  ['Dock 3', 'Logistics'],
] as const;

const COMPANY_SPECS = [
  { name: 'Apex Scaffold Services', craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.INSULATION] },
  { name: 'Brightline Coatings', craftTypes: [CRAFT_TYPE.PAINTING, CRAFT_TYPE.INSULATION] },
  {
    name: 'Clearwater Industrial Cleaning',
    craftTypes: [CRAFT_TYPE.CLEANING, CRAFT_TYPE.WATERBLASTING],
  },
  {
    name: 'Delta Plant Services',
    craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.WATERBLASTING, CRAFT_TYPE.PAINTING],
  },
];

const DEMO_ASSETS = [
  ['E-101', 'Exchanger E-101'],
  ['T-4', 'Tower T-4'],
  ['P-22', 'Pump P-22'],
  ['TK-7', 'Tank TK-7'],
] as const;

const DEMO_CRAFT_TYPES = [
  CRAFT_TYPE.SCAFFOLDING,
  CRAFT_TYPE.INSULATION,
  CRAFT_TYPE.WATERBLASTING,
  CRAFT_TYPE.PAINTING,
  CRAFT_TYPE.CLEANING,
];

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
 * The demo site: 8 locations, 4 companies, one user per role, 200 craft records of several
 * craft types and 1,000 tasks across every status; and a second site, to show isolation.
 */
export async function seedDemo(
  db: Database,
  now = new Date(),
  options: { kpiHistory?: boolean } = {},
): Promise<SeededDemo> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: SeededDemo['accounts'] = [];
  await db.transaction(async (tx) => {
    await createSite(tx, {
      siteKey: DEMO_SITE_KEY,
      name: 'Demo Refinery',
      timezone: 'America/Chicago',
      latitude: 29.7355,
      longitude: -95.2127,
      validCraftTypes: DEMO_CRAFT_TYPES,
      customizations: {
        inventoryEnabled: true,
        assignedToEnabled: true,
        reportTemplatesEnabled: true,
        craftDetails: {
          [CRAFT_TYPE.SCAFFOLDING]: {
            tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' },
            workOrder: { key: 'workOrder', title: 'Work Order', type: 'string' },
            jobID: { key: 'jobID', title: 'Job ID', type: 'string' },
            purchaseOrder: { key: 'purchaseOrder', title: 'PO & Release #', type: 'string' },
            legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number' },
          },
        },
        // Urgent scaffold installations and modifications go through an estimate.
        awaitingEstimateEnabled: [
          { craftType: CRAFT_TYPE.SCAFFOLDING, taskType: TASK_TYPE.INSTALLATION },
          { craftType: CRAFT_TYPE.SCAFFOLDING, taskType: TASK_TYPE.MODIFICATION },
        ],
        // A scaffold inspection's findings (result, restrictions, the inspector's role, risks) are
        // its status dialog's Inspection tab, one record the tag page follows (issue 32 #10,
        // decision 193); the details add only who witnessed it.
        taskSpecificDetails: {
          [CRAFT_TYPE.SCAFFOLDING]: {
            [TASK_TYPE.INSPECTION]: [
              {
                key: 'witnesses',
                title: 'Witnesses',
                type: 'multiple-uid',
                onTaskStatus: [TASK_STATUS.COMPLETE],
              },
            ],
          },
        },
      },
    });
    const locationRows = LOCATION_NAMES.map(([title, department], i) => ({
      id: randomUUID(),
      title,
      department,
      i,
    }));
    const locationIds = locationRows.map((l) => l.id);
    await tx.insert(locations).values(
      locationRows.map(({ id, title, department, i }) => ({
        id,
        siteKey: DEMO_SITE_KEY,
        title,
        department,
        latitude: 29.7355 + (i % 4) * 0.0012,
        longitude: -95.2127 + Math.floor(i / 4) * 0.0015,
      })),
    );
    const companyRows = COMPANY_SPECS.map((c) => ({
      id: randomUUID(),
      siteKey: DEMO_SITE_KEY,
      name: c.name,
      craftTypes: c.craftTypes,
    }));
    await tx.insert(companies).values(companyRows);
    await tx.insert(assets).values(
      DEMO_ASSETS.map(([customId, title], i) => ({
        id: randomUUID(),
        siteKey: DEMO_SITE_KEY,
        customId,
        title,
        locationId: locationIds[i % locationIds.length] ?? null,
      })),
    );
    await describeDemoAssets(tx, { siteKey: DEMO_SITE_KEY });
    const companyIds = companyRows.map((c) => c.id);
    const [companyA, companyB] = companyIds as [string, string];

    const contractor: TPermissions = {
      ...PERMISSION_PRESETS.foreman,
      canRouteAwaiting: false,
      canUpdateCraftRecords: false,
    };
    const people: {
      role: string;
      local: string;
      name: string;
      job: string;
      company: string | null;
      permissions: TPermissions | null;
    }[] = [
      {
        role: 'Site admin',
        local: 'admin',
        name: 'Alex Admin',
        job: 'Site Administrator',
        company: null,
        permissions: PERMISSION_PRESETS.siteAdmin,
      },
      {
        role: 'Plant user',
        local: 'plant',
        name: 'Pat Plant',
        job: 'Area Supervisor',
        company: null,
        permissions: PERMISSION_PRESETS.plantUser,
      },
      {
        role: 'Foreman (Apex)',
        local: 'foreman',
        name: 'Frankie Foreman',
        job: 'Scaffold Foreman',
        company: companyA,
        permissions: PERMISSION_PRESETS.foreman,
      },
      {
        role: 'Contractor (Apex)',
        local: 'contractor.a',
        name: 'Casey Apex',
        job: 'Scaffold Builder',
        company: companyA,
        permissions: contractor,
      },
      {
        role: 'Contractor (Brightline)',
        local: 'contractor.b',
        name: 'Bailey Bright',
        job: 'Painter',
        company: companyB,
        permissions: contractor,
      },
      {
        role: 'Applicant (not approved)',
        local: 'applicant',
        name: 'Jordan Applicant',
        job: 'Helper',
        company: null,
        permissions: null,
      },
    ];
    const userIds: string[] = [];
    for (const person of people) {
      const email = `${person.local}@craftwork.demo`;
      const companyName = companyRows.find((c) => c.id === person.company)?.name ?? 'Demo Refinery';
      const userId = await createVerifiedUser(
        tx,
        {
          email,
          password: DEMO_PASSWORD,
          displayName: person.name,
          companyName,
          department: 'Maintenance',
          jobTitle: person.job,
          phone: '555-0100',
        },
        passwordHash,
      );
      userIds.push(userId);
      await addMember(tx, {
        siteKey: DEMO_SITE_KEY,
        userId,
        approved: person.permissions !== null,
        permissions: person.permissions ?? undefined,
        companyId: person.company,
      });
      if (person.permissions) {
        await tx.insert(userLocations).values(
          locationIds.map((locationId) => ({
            siteKey: DEMO_SITE_KEY,
            userId,
            locationId,
            value: true,
          })),
        );
      }
      accounts.push({ role: person.role, email });
    }

    await seedWork(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      locationIds,
      companyIds,
      creatorIds: userIds.slice(0, 5),
    });
    await seedDemoUserActivity(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoSignIns(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoKpiTemplates(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoReports(tx, { siteKey: DEMO_SITE_KEY, now });
    const idOf = async (local: string) => {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${local}@craftwork.demo`));
      if (!row) throw new Error(`the demo has no ${local}`);
      return row.id;
    };
    await seedFeedbackAndAudit(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      people: {
        admin: await idOf('admin'),
        foreman: await idOf('foreman'),
        contractor: await idOf('contractor.a'),
        plant: await idOf('plant'),
      },
    });
    await seedDemoInventory(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoBilling(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoChecklists(tx, { siteKey: DEMO_SITE_KEY, now });
    await seedDemoScaffoldWaiting(tx, { siteKey: DEMO_SITE_KEY, now });

    // A second site, to show that sites never see each other's data; it is classified as
    // customers, so its work is Jobs for customers (Create Job, /work-record-and-tasks).
    await createSite(tx, {
      siteKey: OTHER_DEMO_SITE_KEY,
      name: 'North Terminal',
      timezone: 'America/New_York',
      latitude: 29.7604,
      longitude: -95.3698,
      validCraftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.PAINTING],
      customizations: { siteClassification: 'customers' },
    });
    const northLocation = randomUUID();
    await tx.insert(locations).values({
      id: northLocation,
      siteKey: OTHER_DEMO_SITE_KEY,
      title: 'North Jetty',
      department: 'Marine',
    });
    const northCompany = randomUUID();
    await tx.insert(companies).values({
      id: northCompany,
      siteKey: OTHER_DEMO_SITE_KEY,
      name: 'Northern Access Ltd',
      craftTypes: [CRAFT_TYPE.SCAFFOLDING],
    });
    const northAdmin = await createVerifiedUser(
      tx,
      {
        email: 'north.admin@craftwork.demo',
        password: DEMO_PASSWORD,
        displayName: 'Noor North',
        companyName: 'North Terminal',
        jobTitle: 'Site Administrator',
      },
      passwordHash,
    );
    await addMember(tx, {
      siteKey: OTHER_DEMO_SITE_KEY,
      userId: northAdmin,
      approved: true,
      permissions: PERMISSION_PRESETS.siteAdmin,
    });
    await tx.insert(userLocations).values({
      siteKey: OTHER_DEMO_SITE_KEY,
      userId: northAdmin,
      locationId: northLocation,
      value: true,
    });
    await seedWork(tx, {
      siteKey: OTHER_DEMO_SITE_KEY,
      now,
      locationIds: [northLocation],
      companyIds: [northCompany],
      creatorIds: [northAdmin],
      records: 10,
      tasks: 40,
    });
    await seedDemoBilling(tx, { siteKey: OTHER_DEMO_SITE_KEY, now, jobs: true });
    accounts.push({ role: 'Site admin, second site', email: 'north.admin@craftwork.demo' });
    await seedDemoScaffoldTags(tx, { siteKeys: [DEMO_SITE_KEY, OTHER_DEMO_SITE_KEY] });
    await seedDemoInspections(tx, { siteKey: DEMO_SITE_KEY, adminEmail: 'admin@craftwork.demo' });
    await seedDemoCompliance(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      adminEmail: 'admin@craftwork.demo',
    });
    await seedDemoApiTokens(tx, {
      siteKey: DEMO_SITE_KEY,
      now,
      adminEmail: 'admin@craftwork.demo',
      plantEmail: 'plant@craftwork.demo',
    });
    await seedDemoWebhooks(tx, { siteKey: DEMO_SITE_KEY, now, adminEmail: 'admin@craftwork.demo' });
  });
  // Two years of finished work and their daily KPI records, so the KPI screens have history.
  if (options.kpiHistory !== false) await seedDemoKpiHistory(db, DEMO_SITE_KEY, { now });
  return { password: DEMO_PASSWORD, accounts };
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

async function seedWork(
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

/** Seeds the demo on the first start only (when no site exists yet). */
export async function seedDemoIfEmpty(
  db: Database,
  log: (message: string) => void,
): Promise<SeededDemo | null> {
  const [row] = await db.select({ n: count() }).from(sites);
  if ((row?.n ?? 0) > 0) return null;
  log('Creating the demo site...');
  return seedDemo(db);
}
