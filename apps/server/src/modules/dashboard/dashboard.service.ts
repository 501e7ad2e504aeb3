import { taskListCriteria, type TTaskParam } from '@craftwork/domain/lists/task-list';
import { averageDaysStanding, standingDays } from '@craftwork/domain/records/standing';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { countOverdueInspections } from '../compliance/index.ts';
import { countBlockedTasks } from '../scaffold-waiting/index.ts';
import { findSite } from '../../site-config/site-config.repository.ts';
import { countTasks } from '../tasks/index.ts';
import { standingInstallTimes } from './dashboard.repository.ts';

/** The dashboard tiles with a badge (Completed and Map have none). */
export const BADGE_LISTS = [
  'All',
  'Scheduled',
  'In Progress',
  'Urgent',
  'Inspection',
  'Backlog',
] as const satisfies readonly TTaskParam[];

/**
 * Standing scaffolds, the open-count badges, the scaffolds overdue for inspection (the
 * Compliance list's length) and the tasks waiting for a scaffold, in the caller's scope.
 */
export async function dashboardSummary(
  db: Database,
  scope: Scope,
  craftType: number | null,
  now = new Date(),
) {
  const timeZone = (await findSite(db, scope.siteKey))?.timezone ?? 'UTC';
  const standing = await standingInstallTimes(db, scope);
  const days = standing.map(
    (r) =>
      standingDays(
        {
          installed: true,
          timestampMarkedInstalled: r.timestampMarkedInstalled,
          open: true,
          timestampRecordClosed: null,
        },
        now,
      ) ?? 0,
  );
  const criteria = Object.fromEntries(
    BADGE_LISTS.map((param) => [param, taskListCriteria(param, { now, timeZone })]),
  );
  const counts = await countTasks(db, scope, craftType, criteria);
  const overdueInspections = await countOverdueInspections(db, scope, now);
  const waitingForScaffold = await countBlockedTasks(db, scope, now);
  return {
    standing: { total: standing.length, averageDays: averageDaysStanding(days) },
    compliance: { overdueInspections, waitingForScaffold },
    counts: Object.fromEntries(BADGE_LISTS.map((param) => [param, counts[param] ?? 0])) as Record<
      (typeof BADGE_LISTS)[number],
      number
    >,
  };
}
