import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import type { TComplianceSettings } from '@craftwork/domain/compliance/settings';
import type { DbOrTx } from '../db/client.ts';
import {
  companies,
  craftRecords,
  events,
  locations,
  siteUsers,
  sites,
  tasks,
  users,
} from '../db/schema.ts';
import { recountCraftRecord } from '../modules/records/index.ts';

const DAY_MS = 86_400_000;

/** The demo site's compliance settings: the UK weekly interval, idle after 14 days, $45 a day. */
export const DEMO_COMPLIANCE_SETTINGS: TComplianceSettings = {
  inspectionIntervalDays: 7,
  requireCompetentPerson: false,
  idleDays: 14,
  idleCostCentsPerDay: 4500,
};

/**
 * Compliance in the demo: the site's settings, three standing scaffolds of Apex's — one installed
 * ten days ago and never inspected, one last inspected nine days ago (both overdue), one with no
 * work for twenty days (idle, and overdue too) — and the site admin subscribed to the daily e-mail.
 */
export async function seedDemoCompliance(
  tx: DbOrTx,
  ctx: { siteKey: string; now: Date; adminEmail: string },
) {
  await tx
    .update(sites)
    .set({
      customizations: sql`(case when jsonb_typeof(${sites.customizations}) = 'object' then ${sites.customizations} else '{}'::jsonb end) || ${JSON.stringify(
        {
          compliance: DEMO_COMPLIANCE_SETTINGS,
          inspectionIntervalDays: DEMO_COMPLIANCE_SETTINGS.inspectionIntervalDays,
        },
      )}::jsonb`,
    })
    .where(eq(sites.siteKey, ctx.siteKey));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ctx.adminEmail));
  if (admin)
    await tx
      .update(siteUsers)
      .set({ complianceDigest: true })
      .where(and(eq(siteUsers.siteKey, ctx.siteKey), eq(siteUsers.userId, admin.id)));

  const [location] = await tx
    .select({ id: locations.id, title: locations.title })
    .from(locations)
    .where(eq(locations.siteKey, ctx.siteKey))
    .orderBy(asc(locations.title))
    .limit(1);
  const [apex] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.siteKey, ctx.siteKey), eq(companies.name, 'Apex Scaffold Services')));
  if (!location || !apex || !admin) return;
  const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const scaffolds = [
    { title: 'heater platform', tag: 'CP-301', installedDaysAgo: 10, inspectedDaysAgo: null },
    { title: 'column ladder bay', tag: 'CP-302', installedDaysAgo: 25, inspectedDaysAgo: 9 },
    { title: 'exchanger access', tag: 'CP-303', installedDaysAgo: 40, inspectedDaysAgo: 20 },
  ] as const;
  for (const s of scaffolds) {
    const recordId = randomUUID();
    const installedAt = ago(s.installedDaysAgo);
    await tx.insert(craftRecords).values({
      id: recordId,
      siteKey: ctx.siteKey,
      title: `Scaffold - ${location.title} ${s.title}`,
      description: 'Standing access scaffold.',
      craftType: CRAFT_TYPE.SCAFFOLDING,
      locationId: location.id,
      authorizedCompanies: [apex.id],
      craftDetails: { tagNumber: s.tag, installed: true },
      timestampMarkedInstalled: installedAt,
      createdBy: admin.id,
      lastModifiedBy: admin.id,
      timestampRecordCreated: ago(s.installedDaysAgo + 2),
      timestampLastModified: installedAt,
    });
    const done = (
      taskType: number,
      title: string,
      at: Date,
    ): typeof tasks.$inferInsert & { id: string; timestampTaskCompleted: Date } => ({
      id: randomUUID(),
      siteKey: ctx.siteKey,
      craftRecordId: recordId,
      title,
      craftType: CRAFT_TYPE.SCAFFOLDING,
      taskType,
      taskStatus: TASK_STATUS.COMPLETE,
      locationId: location.id,
      assignedCompanyId: apex.id,
      createdBy: admin.id,
      lastModifiedBy: admin.id,
      timestampCreated: new Date(at.getTime() - 2 * DAY_MS),
      timestampLastModified: at,
      timestampScheduled: new Date(at.getTime() - DAY_MS),
      timestampTaskStarted: new Date(at.getTime() - 4 * 3_600_000),
      timestampTaskCompleted: at,
    });
    const rows = [done(TASK_TYPE.INSTALLATION, `Installation - ${s.title}`, installedAt)];
    if (s.inspectedDaysAgo !== null)
      rows.push(done(TASK_TYPE.INSPECTION, `Inspection - ${s.title}`, ago(s.inspectedDaysAgo)));
    await tx.insert(tasks).values(rows);
    await tx.insert(events).values(
      rows.map((t) => ({
        id: randomUUID(),
        siteKey: ctx.siteKey,
        eventType: EVENT_TYPE.TASK_STATUS_UPDATED,
        craftRecordId: recordId,
        taskId: t.id,
        assignedCompanyId: t.assignedCompanyId,
        taskStatus: t.taskStatus,
        title: t.title,
        createdBy: admin.id,
        timestampCreated: t.timestampTaskCompleted,
      })),
    );
    await recountCraftRecord(tx, recordId);
  }
}
