import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { inspectionDescription } from '@craftwork/domain/compliance/inspection-report';
import {
  SCAFFOLD_INSPECTION_TASK_TYPES,
  type TInspectionResult,
} from '@craftwork/domain/compliance/scaffold-state';
import type { DbOrTx } from '../db/client.ts';
import {
  craftRecords,
  inspectionReports,
  locations,
  siteUsers,
  sites,
  tasks,
  users,
} from '../db/schema.ts';

type TFinding = {
  result: TInspectionResult;
  risksFound: string;
  actionTaken: string;
  furtherAction: string;
  restrictions: string;
};

const SAFE: TFinding = {
  result: 'safe',
  risksFound: '',
  actionTaken: '',
  furtherAction: '',
  restrictions: '',
};

const FINDINGS: TFinding[] = [
  {
    result: 'restricted',
    risksFound: 'Guard rail missing on the top lift, east side.',
    actionTaken: 'Top lift closed off and signed.',
    furtherAction: 'Refit the guard rail before the top lift is used.',
    restrictions: 'Do not use the top lift. No more than 2 people per bay.',
  },
  {
    result: 'safe',
    risksFound: 'Loose toe board on lift 2.',
    actionTaken: 'Toe board refixed during the inspection.',
    furtherAction: '',
    restrictions: '',
  },
];

/**
 * The demo's scaffold inspections: the site admin is a competent person, and the last
 * completed inspection of a few scaffolds has its Schedule 7 report (the first one
 * restricted, so its tag reads "Use with care"), inspected by the site admin.
 */
export async function seedDemoInspections(
  tx: DbOrTx,
  ctx: { siteKey: string; adminEmail: string; count?: number },
) {
  const [admin] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, ctx.adminEmail));
  if (!admin) return;
  await tx
    .update(siteUsers)
    .set({ competentPerson: true })
    .where(and(eq(siteUsers.siteKey, ctx.siteKey), eq(siteUsers.userId, admin.id)));

  const [site] = await tx
    .select({ name: sites.name })
    .from(sites)
    .where(eq(sites.siteKey, ctx.siteKey));
  // The last completed scaffold inspection of each scaffold record, newest first.
  const latest = await tx
    .selectDistinctOn([tasks.craftRecordId], {
      taskId: tasks.id,
      craftRecordId: tasks.craftRecordId,
      description: tasks.description,
      completedAt: tasks.timestampTaskCompleted,
      recordTitle: craftRecords.title,
      tagNumber: craftRecords.tagNumber,
      locationTitle: locations.title,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .where(
      and(
        eq(tasks.siteKey, ctx.siteKey),
        eq(tasks.craftType, CRAFT_TYPE.SCAFFOLDING),
        inArray(tasks.taskType, [...SCAFFOLD_INSPECTION_TASK_TYPES]),
        eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
        isNotNull(tasks.timestampTaskCompleted),
        isNull(tasks.deletedAt),
        isNull(craftRecords.deletedAt),
      ),
    )
    .orderBy(tasks.craftRecordId, sql`${tasks.timestampTaskCompleted} desc`, tasks.id);
  const chosen = latest
    .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))
    .slice(0, ctx.count ?? 5);
  if (chosen.length === 0) return;
  await tx.insert(inspectionReports).values(
    chosen.map((t, i) => {
      const finding = FINDINGS[i] ?? SAFE;
      return {
        taskId: t.taskId,
        siteKey: ctx.siteKey,
        craftRecordId: t.craftRecordId,
        ...finding,
        forWhom: site?.name ?? '',
        location: t.locationTitle ?? '',
        description: inspectionDescription({
          recordTitle: t.recordTitle,
          tagNumber: t.tagNumber,
          taskDescription: t.description,
        }),
        inspectorUserId: admin.id,
        inspectorName: admin.name,
        inspectorRole: 'Site scaffold inspector (CISRS Advanced)',
        inspectedAt: t.completedAt ?? new Date(),
      };
    }),
  );
}
