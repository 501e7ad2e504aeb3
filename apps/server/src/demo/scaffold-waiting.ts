import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { startOfNextSiteDay } from '@craftwork/domain/time/site-day';
import type { DbOrTx } from '../db/client.ts';
import {
  companies,
  craftRecords,
  events,
  locations,
  siteUsers,
  sites,
  tasks,
} from '../db/schema.ts';
import { recountCraftRecord } from '../modules/records/index.ts';

const DAY_MS = 86_400_000;

/**
 * Waiting for a scaffold in the demo: a scaffold at the first location not installed yet (its
 * Installation Awaiting, for Apex), and a painting task (Brightline, scheduled tomorrow) and an
 * insulation task (Apex, Awaiting) that need it. Completing the Installation releases both.
 */
export async function seedDemoScaffoldWaiting(tx: DbOrTx, ctx: { siteKey: string; now: Date }) {
  const [site] = await tx
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, ctx.siteKey));
  const [location] = await tx
    .select({ id: locations.id, title: locations.title })
    .from(locations)
    .where(eq(locations.siteKey, ctx.siteKey))
    .orderBy(asc(locations.title))
    .limit(1);
  const companyRows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.siteKey, ctx.siteKey),
        inArray(companies.name, ['Apex Scaffold Services', 'Brightline Coatings']),
      ),
    );
  const apex = companyRows.find((c) => c.name === 'Apex Scaffold Services')?.id;
  const brightline = companyRows.find((c) => c.name === 'Brightline Coatings')?.id;
  const [planner] = await tx
    .select({ userId: siteUsers.userId })
    .from(siteUsers)
    .where(
      and(
        eq(siteUsers.siteKey, ctx.siteKey),
        eq(siteUsers.approved, true),
        sql`(${siteUsers.permissions} ->> 'isPlantPersonnel')::boolean is true`,
      ),
    )
    .orderBy(asc(siteUsers.userId))
    .limit(1);
  if (!site || !location || !apex || !brightline || !planner) return;
  const createdBy = planner.userId;
  const at = new Date(ctx.now.getTime() - 2 * DAY_MS);
  const tomorrow = new Date(startOfNextSiteDay(ctx.now, site.timezone).getTime() + 8 * 3_600_000);

  const scaffoldId = randomUUID();
  const paintingId = randomUUID();
  const insulationId = randomUUID();
  const base = {
    siteKey: ctx.siteKey,
    locationId: location.id,
    createdBy,
    lastModifiedBy: createdBy,
    timestampRecordCreated: at,
    timestampLastModified: at,
  };
  await tx.insert(craftRecords).values([
    {
      ...base,
      id: scaffoldId,
      title: `Scaffold - ${location.title} pipe rack 12`,
      description: 'Access for painting and insulation of the pipe rack.',
      craftType: CRAFT_TYPE.SCAFFOLDING,
      authorizedCompanies: [apex, brightline],
      craftDetails: { tagNumber: 'WT-1201' },
    },
    {
      ...base,
      id: paintingId,
      title: `Painting - ${location.title} pipe rack 12 steel`,
      description: 'Blast and coat the rack steel once the scaffold is up.',
      craftType: CRAFT_TYPE.PAINTING,
      authorizedCompanies: [brightline],
    },
    {
      ...base,
      id: insulationId,
      title: `Insulation - ${location.title} pipe rack 12 lines`,
      description: 'Re-lag the steam lines on the rack.',
      craftType: CRAFT_TYPE.INSULATION,
      authorizedCompanies: [apex],
    },
  ]);
  const task = (t: {
    craftRecordId: string;
    title: string;
    craftType: number;
    taskType: number;
    taskStatus: number;
    assignedCompanyId: string;
    timestampScheduled: Date | null;
    needsScaffoldRecordId: string | null;
  }) => ({
    ...t,
    id: randomUUID(),
    siteKey: ctx.siteKey,
    locationId: location.id,
    createdBy,
    lastModifiedBy: createdBy,
    timestampCreated: at,
    timestampLastModified: at,
    timestampAwaitingStart: t.taskStatus === TASK_STATUS.AWAITING ? at : null,
  });
  const rows = [
    task({
      craftRecordId: scaffoldId,
      title: 'Installation - pipe rack 12',
      craftType: CRAFT_TYPE.SCAFFOLDING,
      taskType: TASK_TYPE.INSTALLATION,
      taskStatus: TASK_STATUS.AWAITING,
      assignedCompanyId: apex,
      timestampScheduled: at,
      needsScaffoldRecordId: null,
    }),
    task({
      craftRecordId: paintingId,
      title: 'Painting - pipe rack 12 steel',
      craftType: CRAFT_TYPE.PAINTING,
      taskType: TASK_TYPE.PAINTING,
      taskStatus: TASK_STATUS.SCHEDULED,
      assignedCompanyId: brightline,
      timestampScheduled: tomorrow,
      needsScaffoldRecordId: scaffoldId,
    }),
    task({
      craftRecordId: insulationId,
      title: 'Insulation - pipe rack 12 lines',
      craftType: CRAFT_TYPE.INSULATION,
      taskType: TASK_TYPE.INSULATION,
      taskStatus: TASK_STATUS.AWAITING,
      assignedCompanyId: apex,
      timestampScheduled: at,
      needsScaffoldRecordId: scaffoldId,
    }),
  ];
  await tx.insert(tasks).values(rows);
  await tx.insert(events).values(
    rows.map((t) => ({
      id: randomUUID(),
      siteKey: ctx.siteKey,
      eventType: EVENT_TYPE.NEW_TASK_ADDED,
      craftRecordId: t.craftRecordId,
      taskId: t.id,
      assignedCompanyId: t.assignedCompanyId,
      taskStatus: t.taskStatus,
      title: t.title,
      createdBy,
      timestampCreated: at,
    })),
  );
  for (const id of [scaffoldId, paintingId, insulationId]) await recountCraftRecord(tx, id);
}
