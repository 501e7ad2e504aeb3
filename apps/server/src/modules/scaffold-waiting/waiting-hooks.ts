import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { complianceSettingsOf } from '@craftwork/domain/compliance/settings';
import {
  isStartingMove,
  releasedStatus,
  waitingReason,
  WAITING_TEXTS,
} from '@craftwork/domain/compliance/waiting';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import { applyStatusChange } from '@craftwork/domain/tasks/status-effects';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { queueLiveChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeTaskEvent } from '../events/index.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import { updateTask, type Task } from '../tasks/index.ts';
import {
  companyRecipients,
  factsOf,
  findScaffoldFacts,
  releasedTaskMailFacts,
  tasksLinkedTo,
} from './waiting.repository.ts';

/** Waiting tasks released by a scaffold's installation, to be notified after the commit. */
export type WaitingRelease = { taskIds: string[] };

/** Why the task waits for its linked scaffold now, or null. */
export async function waitingReasonOf(
  tx: DbOrTx,
  site: Pick<SiteConfig, 'siteKey' | 'customizations'>,
  task: Pick<Task, 'taskStatus' | 'needsScaffoldRecordId'>,
  now: Date,
) {
  if (!task.needsScaffoldRecordId) return null;
  const row = await findScaffoldFacts(tx, site.siteKey, task.needsScaffoldRecordId);
  return waitingReason({
    task,
    scaffold: row ? factsOf(row) : null,
    intervalDays: complianceSettingsOf(site.customizations).inspectionIntervalDays,
    now,
  });
}

/**
 * Refuses starting a task whose scaffold is not ready (not installed, removed, on hold, failed
 * its last inspection), in the status change's transaction. Only starting moves are refused
 * (isStartingMove); cancelling or rescheduling a waiting task is not.
 */
export async function requireScaffoldReady(
  tx: DbOrTx,
  site: SiteConfig,
  task: Task,
  input: TSetTaskStatusInput,
  now: Date,
): Promise<void> {
  if (!task.needsScaffoldRecordId || !isStartingMove(task.taskStatus, input.status)) return;
  const reason = await waitingReasonOf(tx, site, task, now);
  if (reason) throw new AppError('BAD_REQUEST', WAITING_TEXTS.refusal(reason));
}

/**
 * When a scaffold's installation completes: each task of the site waiting for it (whoever's
 * scope it is in: the release is the scaffold's doing, not the caller's) and no longer held
 * back (a scaffold on hold keeps them waiting) is re-evaluated by the schedule rule, with an
 * event, in the same transaction. Returns the released tasks to notify once committed.
 */
export async function onScaffoldInstalled(
  tx: DbOrTx,
  scope: Scope,
  site: SiteConfig,
  scaffoldRecordId: string,
  now: Date,
): Promise<WaitingRelease> {
  const linked = await tasksLinkedTo(tx, scope.siteKey, scaffoldRecordId);
  if (linked.length === 0) return { taskIds: [] };
  const row = await findScaffoldFacts(tx, scope.siteKey, scaffoldRecordId);
  if (!row) return { taskIds: [] };
  const intervalDays = complianceSettingsOf(site.customizations).inspectionIntervalDays;
  const released: string[] = [];
  for (const task of linked) {
    const stillWaiting = waitingReason({ task, scaffold: factsOf(row), intervalDays, now });
    if (stillWaiting) continue;
    const status = releasedStatus(task, now, site.timezone);
    const moved = status !== task.taskStatus;
    if (moved) {
      await updateTask(tx, task.id, {
        ...applyStatusChange(task, status, now),
        timestampLastModified: now,
        lastModifiedBy: scope.userId,
      });
    }
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: moved ? EVENT_TYPE.TASK_STATUS_UPDATED : EVENT_TYPE.DETAILS_UPDATED,
      task: { ...task, taskStatus: status },
      title: moved
        ? `${task.title}: ${taskStatusName(task.taskStatus)} → ${taskStatusName(status)} (${WAITING_TEXTS.ready.toLowerCase()}: ${row.title})`
        : `${WAITING_TEXTS.ready}: ${row.title}`,
      createdBy: scope.userId,
      at: now,
      previousStatus: task.taskStatus,
    });
    released.push(task.id);
  }
  if (released.length > 0) {
    await queueLiveChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'compliance'],
      ids: released,
    });
  }
  return { taskIds: released };
}

/**
 * Mails the members of each released task's assigned company (approved, receiving
 * notifications) 'Scaffold ready: <task title>' with a link to the task, each in their language
 * (else the site's; issue 37), in the change's transaction through the outbox mailer (sent once
 * it commits, decision 208).
 */
export async function notifyReleasedTasks(
  db: DbOrTx,
  deps: { mailer: Mailer; env: { publicUrl: string } },
  release: WaitingRelease,
): Promise<void> {
  const released = await releasedTaskMailFacts(db, release.taskIds);
  for (const task of released) {
    if (!task.assignedCompanyId) continue;
    const link = `${deps.env.publicUrl}/craft-record/${task.craftRecordId}/${task.id}`;
    const recipients = await companyRecipients(db, task.siteKey, task.assignedCompanyId);
    for (const r of recipients) {
      const { t, statusName } = translator(readerLanguage(r.language, task.siteDefaultLanguage));
      await deps.mailer.send({
        to: r.email,
        kind: 'scaffold-ready',
        subject: t('mail', 'scaffoldReady.subject', { title: task.title }),
        text: t('mail', 'scaffoldReady.text', {
          name: r.name,
          scaffold: task.scaffoldTitle ?? '',
          title: task.title,
          status: statusName(task.taskStatus),
          link,
        }),
      });
    }
  }
}
