import { randomUUID } from 'node:crypto';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE, validTaskTypesFor } from '@craftwork/domain/catalogues/task-types';
import { COMPLIANCE_MESSAGES } from '@craftwork/domain/compliance/compliance';
import {
  idleCostCents,
  idleDaysOf,
  isIdleScaffold,
  standingDaysOf,
} from '@craftwork/domain/compliance/idle';
import {
  daysSinceInspection,
  inspectionDueAt,
  isInspectionOverdue,
  type TInspectionResult,
} from '@craftwork/domain/compliance/scaffold-state';
import {
  complianceSettingsOf,
  type TComplianceSettings,
} from '@craftwork/domain/compliance/settings';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import { defaultTaskTitle } from '@craftwork/domain/tasks/wizard';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeTaskEvent } from '../events/index.ts';
import { recountCraftRecord } from '../records/index.ts';
import {
  digestSubscription,
  findInspectionTargets,
  findSiteSettingsRow,
  findSiteTaskTypes,
  insertInspectionTask,
  listStandingScaffolds,
  setDigestSubscription as writeDigestSubscription,
  type TStandingScaffoldRow,
} from './compliance.repository.ts';
import { toScaffoldFacts } from './scaffold-facts.ts';

/** A standing scaffold overdue for inspection, as the Compliance screen and the e-mail list it. */
export type TOverdueScaffold = {
  recordId: string;
  title: string;
  tagNumber: string | null;
  locationTitle: string | null;
  /** The last completed inspection (null: never inspected). */
  lastInspectionAt: Date | null;
  lastInspectionResult: TInspectionResult | null;
  /** Whole days since the last inspection, or the installation when never inspected. */
  daysSinceInspection: number;
  dueAt: Date;
  /** A Modification was completed after the last inspection. */
  modified: boolean;
  openInspectionTaskId: string | null;
};

/** A standing scaffold with no open work for the site's idle days. */
export type TIdleScaffold = {
  recordId: string;
  title: string;
  tagNumber: string | null;
  locationTitle: string | null;
  installedAt: Date;
  standingDays: number;
  idleDays: number;
  /** Standing days × the site's cost per day (0 when no cost is set). */
  estimatedCostCents: number;
};

export async function siteComplianceSettings(
  db: DbOrTx,
  siteKey: string,
): Promise<TComplianceSettings & { timeZone: string }> {
  const site = await findSiteSettingsRow(db, siteKey);
  if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return { ...complianceSettingsOf(site.customizations), timeZone: site.timezone };
}

/** The overdue scaffolds among standing ones, the most overdue first (the list, the counts and the e-mail). */
export const overdueScaffoldsOf = (
  rows: TStandingScaffoldRow[],
  intervalDays: number,
  now: Date,
): TOverdueScaffold[] =>
  rows
    .flatMap((row) => {
      const facts = toScaffoldFacts(row);
      const dueAt = inspectionDueAt(facts, intervalDays);
      if (!dueAt || !isInspectionOverdue(facts, intervalDays, now)) return [];
      return [
        {
          recordId: row.recordId,
          title: row.title,
          tagNumber: row.tagNumber,
          locationTitle: row.locationTitle,
          lastInspectionAt: facts.lastInspection?.at ?? null,
          lastInspectionResult: facts.lastInspection?.result ?? null,
          daysSinceInspection: daysSinceInspection(facts, now) ?? 0,
          dueAt,
          modified:
            !!facts.lastModificationAt && dueAt.getTime() === facts.lastModificationAt.getTime(),
          openInspectionTaskId: row.openInspectionTaskId,
        },
      ];
    })
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.recordId.localeCompare(b.recordId));

const idleOf = (rows: TStandingScaffoldRow[], settings: TComplianceSettings, now: Date) =>
  rows
    .flatMap((row): TIdleScaffold[] => {
      const facts = {
        installed: row.installed,
        open: row.open,
        installedAt: row.installedAt,
        hasOpenTask: row.hasOpenTask,
        lastTaskCompletedAt: row.lastTaskCompletedAt,
      };
      if (!row.installedAt || !isIdleScaffold(facts, settings.idleDays, now)) return [];
      const standingDays = standingDaysOf(facts, now) ?? 0;
      return [
        {
          recordId: row.recordId,
          title: row.title,
          tagNumber: row.tagNumber,
          locationTitle: row.locationTitle,
          installedAt: row.installedAt,
          standingDays,
          idleDays: idleDaysOf(facts, now),
          estimatedCostCents: idleCostCents(standingDays, settings.idleCostCentsPerDay),
        },
      ];
    })
    .sort((a, b) => b.idleDays - a.idleDays || a.recordId.localeCompare(b.recordId));

/** The standing scaffolds of the scope overdue for inspection, the most overdue first. */
export async function listOverdue(db: DbOrTx, scope: Scope, now = new Date()) {
  const settings = await siteComplianceSettings(db, scope.siteKey);
  return overdueScaffoldsOf(
    await listStandingScaffolds(db, scope),
    settings.inspectionIntervalDays,
    now,
  );
}

/** The standing scaffolds of the scope idle for the site's idle days, the longest idle first. */
export async function listIdle(db: DbOrTx, scope: Scope, now = new Date()) {
  const settings = await siteComplianceSettings(db, scope.siteKey);
  return idleOf(await listStandingScaffolds(db, scope), settings, now);
}

/** The Compliance screen's and dashboard's counts (from the same lists), the settings and my subscription. */
export async function complianceSummary(db: DbOrTx, scope: Scope, now = new Date()) {
  const settings = await siteComplianceSettings(db, scope.siteKey);
  const rows = await listStandingScaffolds(db, scope);
  return {
    overdue: overdueScaffoldsOf(rows, settings.inspectionIntervalDays, now).length,
    idle: idleOf(rows, settings, now).length,
    standing: rows.length,
    settings: {
      inspectionIntervalDays: settings.inspectionIntervalDays,
      idleDays: settings.idleDays,
      idleCostCentsPerDay: settings.idleCostCentsPerDay,
      requireCompetentPerson: settings.requireCompetentPerson,
    },
    digest: {
      subscribed: await digestSubscription(db, scope.siteKey, scope.userId),
      canSubscribe: scope.isPlantPersonnel,
    },
  };
}

/**
 * One Inspection (13) task per chosen standing scaffold, Awaiting and scheduled now, for the
 * company of the record's installation task (else its first authorized company; a contractor's
 * own company for a contractor). A record with an open inspection task already is skipped, so
 * a double click or two people at once make one task (the records are locked while checked).
 */
export async function createInspectionTasks(
  db: Database,
  scope: Scope,
  recordIds: string[],
  now = new Date(),
) {
  if (!scope.permissions.canCreateTasks) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const ids = [...new Set(recordIds)];
  const site = await findSiteTaskTypes(db, scope.siteKey);
  return db.transaction(async (tx) => {
    const targets = await findInspectionTargets(tx, scope, ids);
    if (targets.length !== ids.length) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const created: { recordId: string; taskId: string }[] = [];
    const skipped: { recordId: string; reason: 'openInspection' | 'noCompany' }[] = [];
    for (const target of targets) {
      if (target.hasOpenInspection) {
        skipped.push({ recordId: target.id, reason: 'openInspection' });
        continue;
      }
      if (
        !(validTaskTypesFor(target.craftType, site?.validTaskTypes ?? []) as number[]).includes(
          TASK_TYPE.INSPECTION,
        )
      ) {
        throw new AppError('BAD_REQUEST', COMPLIANCE_MESSAGES.noInspectionType);
      }
      const companyId = scope.isPlantPersonnel
        ? (target.installationCompanyId ?? target.authorizedCompanies[0] ?? null)
        : scope.companyId;
      if (!companyId) {
        skipped.push({ recordId: target.id, reason: 'noCompany' });
        continue;
      }
      const task = {
        id: randomUUID(),
        siteKey: scope.siteKey,
        craftRecordId: target.id,
        title: defaultTaskTitle(TASK_TYPE.INSPECTION, target.title),
        description: '',
        taskStatus: TASK_STATUS.AWAITING,
        taskType: TASK_TYPE.INSPECTION,
        craftType: target.craftType,
        locationId: target.locationId,
        assignedCompanyId: companyId,
        craftRecordPersistence: craftRecordPersistence(target.craftType, TASK_TYPE.INSPECTION),
        crewCount: 0,
        notifyCompanyOnCreation: true,
        createdBy: scope.userId,
        lastModifiedBy: scope.userId,
        timestampCreated: now,
        timestampLastModified: now,
        timestampScheduled: now,
        urgent: false,
        nextOpportunity: false,
        timestampAwaitingStart: now,
      };
      await insertInspectionTask(tx, task);
      await writeTaskEvent(tx, {
        siteKey: scope.siteKey,
        eventType: EVENT_TYPE.NEW_TASK_ADDED,
        task,
        createdBy: scope.userId,
        at: now,
      });
      await recountCraftRecord(tx, target.id);
      created.push({ recordId: target.id, taskId: task.id });
    }
    if (created.length > 0) {
      await notifyChange(tx, {
        site: scope.siteKey,
        topics: ['tasks', 'craftRecords', 'compliance'],
        ids: created.flatMap((c) => [c.taskId, c.recordId]),
      });
    }
    if (created.length === 0 && skipped.every((s) => s.reason === 'noCompany') && skipped.length)
      throw new AppError('BAD_REQUEST', COMPLIANCE_MESSAGES.noCompany);
    return { created, skipped };
  });
}

/** Subscribes or unsubscribes the caller to the daily overdue-inspections e-mail. */
export async function setDigestSubscription(db: Database, scope: Scope, subscribed: boolean) {
  if (subscribed && !scope.isPlantPersonnel)
    throw new AppError('FORBIDDEN', COMPLIANCE_MESSAGES.plantOnly);
  await writeDigestSubscription(db, scope.siteKey, scope.userId, subscribed);
  await notifyChange(db, { users: [scope.userId], topics: ['compliance'] });
  return { subscribed };
}
