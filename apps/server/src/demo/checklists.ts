import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import type { TChecklistAnswers, TChecklistItem } from '@craftwork/domain/checklists/templates';
import type { DbOrTx } from '../db/client.ts';
import {
  checklistTemplates,
  companies,
  craftRecords,
  events,
  locations,
  siteUsers,
  taskChecklists,
  tasks,
  users,
} from '../db/schema.ts';

/** The company that walks the operator rounds: it takes the Checklists craft type. */
export const DEMO_CHECKLIST_COMPANY = 'Delta Plant Services';

const ROUND_ITEMS: TChecklistItem[] = [
  { id: 'leaks', kind: 'yesNo', label: 'Area free of leaks and spills', required: true },
  { id: 'pump', kind: 'passFlagFail', label: 'Pump P-22 seal', required: true },
  {
    id: 'pressure',
    kind: 'number',
    label: 'Drum D-3 pressure',
    required: true,
    min: 0,
    max: 16,
    unit: 'bar',
  },
  {
    id: 'level',
    kind: 'number',
    label: 'Tank TK-7 level',
    required: true,
    min: 0,
    max: 100,
    unit: '%',
  },
  { id: 'notes', kind: 'text', label: 'Notes', required: false },
  { id: 'gauge', kind: 'photo', label: 'Gauge photo', required: false },
  { id: 'operator', kind: 'signature', label: 'Operator signature', required: false },
];

const SCAFFOLD_ITEMS: TChecklistItem[] = [
  { id: 'base', kind: 'yesNo', label: 'Base plates and sole boards sound', required: true },
  { id: 'plumb', kind: 'yesNo', label: 'Standards plumb, ledgers level', required: true },
  { id: 'guardrails', kind: 'yesNo', label: 'Guardrails and toe boards in place', required: true },
  { id: 'boards', kind: 'passFlagFail', label: 'Boards and decking', required: true },
  { id: 'ties', kind: 'passFlagFail', label: 'Ties and bracing', required: true },
  { id: 'access', kind: 'yesNo', label: 'Access ladder secured', required: true },
  { id: 'remarks', kind: 'text', label: 'Remarks', required: false },
];

/**
 * The demo's checklists: an operator round asked when Operator Rounds tasks are completed, and
 * a scaffold inspection form ready to attach to inspections; the plant services company takes
 * the Checklists craft type; one round already walked (a closed record), with a failed item a
 * corrective task can be created for.
 */
export async function seedDemoChecklists(tx: DbOrTx, ctx: { siteKey: string; now: Date }) {
  const { siteKey, now } = ctx;
  const [company] = await tx
    .update(companies)
    .set({ craftTypes: sql`${companies.craftTypes} || array[${CRAFT_TYPE.CHECKLISTS}]::integer[]` })
    .where(and(eq(companies.siteKey, siteKey), eq(companies.name, DEMO_CHECKLIST_COMPANY)))
    .returning({ id: companies.id });
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(siteUsers, eq(siteUsers.userId, users.id))
    .where(and(eq(siteUsers.siteKey, siteKey), eq(users.email, 'admin@craftwork.demo')));
  const [plant] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(siteUsers, eq(siteUsers.userId, users.id))
    .where(and(eq(siteUsers.siteKey, siteKey), eq(users.email, 'plant@craftwork.demo')));
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt)))
    .orderBy(asc(locations.title))
    .limit(1);

  const roundId = randomUUID();
  await tx.insert(checklistTemplates).values([
    {
      id: roundId,
      siteKey,
      name: 'Operator round - Unit 2',
      description: 'Walk Unit 2 from the pump bay to the tank farm; read each gauge on the way.',
      items: ROUND_ITEMS,
      taskTypes: [TASK_TYPE.OPERATOR_ROUNDS],
      createdBy: admin?.id ?? null,
      createdAt: now,
      updatedAt: now,
    },
    {
      id: randomUUID(),
      siteKey,
      name: 'Scaffold inspection form',
      description:
        'The weekly scaffold inspection, item by item. Tick "Inspection tasks" to ask it when scaffold inspections are completed.',
      items: SCAFFOLD_ITEMS,
      taskTypes: [],
      createdBy: admin?.id ?? null,
      createdAt: now,
      updatedAt: now,
    },
  ]);

  // Yesterday's round: completed, its record closed, a seal flagged as failed.
  const walked = new Date(now.getTime() - 26 * 60 * 60 * 1000);
  const recordId = randomUUID();
  const taskId = randomUUID();
  await tx.insert(craftRecords).values({
    id: recordId,
    siteKey,
    title: 'Unit 2 operator rounds',
    craftType: CRAFT_TYPE.CHECKLISTS,
    locationId: location?.id ?? null,
    authorizedCompanies: company ? [company.id] : [],
    open: false,
    createdBy: plant?.id ?? null,
    timestampRecordCreated: walked,
    timestampRecordClosed: walked,
  });
  await tx.insert(tasks).values({
    id: taskId,
    siteKey,
    craftRecordId: recordId,
    title: 'Operator Rounds - Unit 2 night shift',
    taskStatus: TASK_STATUS.COMPLETE,
    taskType: TASK_TYPE.OPERATOR_ROUNDS,
    craftType: CRAFT_TYPE.CHECKLISTS,
    locationId: location?.id ?? null,
    assignedCompanyId: company?.id ?? null,
    craftRecordPersistence: 'keep',
    createdBy: plant?.id ?? null,
    timestampCreated: walked,
    timestampScheduled: walked,
    timestampTaskStarted: walked,
    timestampTaskCompleted: new Date(walked.getTime() + 45 * 60 * 1000),
    timestampLastModified: walked,
  });
  const answers: TChecklistAnswers = {
    leaks: true,
    pump: 'fail',
    pressure: 11.2,
    level: 64,
    notes: 'Seal on P-22 weeping at the gland; drip tray placed.',
    gauge: null,
    operator: null,
  };
  await tx.insert(taskChecklists).values({
    taskId,
    siteKey,
    templateId: roundId,
    templateName: 'Operator round - Unit 2',
    items: ROUND_ITEMS,
    answers,
    answeredBy: plant?.id ?? null,
    answeredAt: new Date(walked.getTime() + 45 * 60 * 1000),
  });
  await tx.insert(events).values({
    id: randomUUID(),
    siteKey,
    eventType: EVENT_TYPE.NEW_TASK_ADDED,
    craftRecordId: recordId,
    taskId,
    assignedCompanyId: company?.id ?? null,
    taskStatus: TASK_STATUS.COMPLETE,
    title: 'Operator Rounds - Unit 2 night shift',
    createdBy: plant?.id ?? null,
    timestampCreated: walked,
  });
}
