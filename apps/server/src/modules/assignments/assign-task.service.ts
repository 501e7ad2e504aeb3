import { mayUpdateTask } from '@craftwork/domain/access/ownership';
import {
  ASSIGNMENT_MESSAGES,
  type TSetAssigneesInput,
} from '@craftwork/domain/assignments/schemas';
import { assignedToEnabled } from '@craftwork/domain/site/customizations';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { lockTaskRow, subscribe } from '../tasks/index.ts';
import { findTask } from '../tasks/index.ts';
import { assignableUsers, assigneeIds, replaceAssignees } from './assignments.repository.ts';

/** Assigned tasks work only on sites that enable them (site settings, Assigned tasks). */
export async function requireAssignmentsEnabled(loadSite: SiteSource) {
  const site = await loadSite();
  if (!assignedToEnabled(site.config))
    throw new AppError('FORBIDDEN', ASSIGNMENT_MESSAGES.disabled);
  return site;
}

/** The Select User list of a task: who it may be assigned to (approved, able to see it). */
export async function listAssignableUsers(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  taskId: string,
) {
  await requireAssignmentsEnabled(loadSite);
  const task = await findTask(db, scope, taskId);
  if (!task || task.deletedAt) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  const users = await assignableUsers(db, scope.siteKey, task.assignedCompanyId);
  return users.map((u) => ({
    id: u.id,
    displayName: u.displayName,
    companyName: u.companyName,
    userPhotoUrl: u.userPhotoUrl,
  }));
}

type Deps = { mailer: Mailer; publicUrl: string; log: (message: string) => void };

/**
 * Select User's Save: the task's assignees become the chosen users. Whoever may update the task
 * may assign it, to approved members who can see it; the new ones are subscribed to it and
 * e-mailed a link to it in their language (after the change is committed; a failed delivery
 * stays in the outbox).
 */
export async function setAssignees(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TSetAssigneesInput,
  deps: Deps,
) {
  const site = await requireAssignmentsEnabled(loadSite);
  const userIds = [...new Set(input.userIds)];
  const { task, added } = await db.transaction(async (tx) => {
    const task = await lockTaskRow(tx, scope, input.taskId);
    if (!task) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (!mayUpdateTask(scope, task)) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
    const eligible = userIds.length
      ? await assignableUsers(tx, scope.siteKey, task.assignedCompanyId, userIds)
      : [];
    if (eligible.length !== userIds.length)
      throw new AppError('BAD_REQUEST', ASSIGNMENT_MESSAGES.notAssignable);
    const before = new Set(await assigneeIds(tx, task.id));
    await replaceAssignees(tx, task, userIds, scope.userId);
    const added = eligible.filter((u) => !before.has(u.id));
    for (const user of added)
      await subscribe(tx, { siteKey: scope.siteKey, userId: user.id }, task.id);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['assignments', 'tasks'],
      ids: [task.id],
    });
    return { task, added };
  });
  for (const user of added) {
    if (user.id === scope.userId || !user.receiveNotifications) continue;
    const link = `${deps.publicUrl}/craft-record/${task.craftRecordId}/${task.id}`;
    // In the assignee's language, else the site's (issue 37).
    const { t } = translator(readerLanguage(user.language, site.defaultLanguage));
    try {
      await deps.mailer.send({
        to: user.email,
        kind: 'task-assigned',
        subject: t('mail', 'taskAssigned.subject', { title: task.title }),
        text: t('mail', 'taskAssigned.text', { name: user.displayName, title: task.title, link }),
      });
    } catch (error) {
      deps.log(`assignment mail to ${user.id} failed: ${String(error)}`);
    }
  }
  return { assigneeIds: userIds };
}
