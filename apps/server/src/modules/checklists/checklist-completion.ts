import {
  checkChecklistAnswers,
  isUnanswered,
  storedAnswers,
} from '@craftwork/domain/checklists/answers';
import { CHECKLIST_TEXTS, templateForTaskType } from '@craftwork/domain/checklists/templates';
import { isCompleting } from '@craftwork/domain/records/status-change-effects';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Task } from '../tasks/index.ts';
import { liveTemplates, recordPhotoIds, upsertTaskChecklist } from './checklists.repository.ts';

/**
 * Completing a task with a checklist: checks the answers against the template (required items,
 * kinds, number limits, photos of the task's record) and stores them with the task and a copy
 * of the template's items, in the status change's transaction. Other changes, and tasks whose
 * type has no template, pass untouched.
 */
export async function saveChecklistAnswers(
  tx: DbOrTx,
  scope: Scope,
  task: Task,
  input: TSetTaskStatusInput,
  now: Date,
): Promise<void> {
  if (!isCompleting(task.taskStatus, input.status)) return;
  const template = templateForTaskType(await liveTemplates(tx, scope.siteKey), task.taskType);
  if (!template) return;
  const given = input.checklistAnswers;
  if (!given) {
    throw new AppError('BAD_REQUEST', CHECKLIST_TEXTS.answersRequired);
  }
  const errors = checkChecklistAnswers(template.items, given);
  const wrong = template.items.filter((i) => errors[i.id]);
  if (wrong.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      CHECKLIST_TEXTS.checkAnswers(wrong.map((i) => `${i.label} (${errors[i.id]})`).join(', ')),
    );
  }
  const answers = storedAnswers(template.items, given);
  const photoIds = template.items
    .filter((i) => i.kind === 'photo' && !isUnanswered(answers[i.id]))
    .map((i) => String(answers[i.id]));
  const found = await recordPhotoIds(tx, scope.siteKey, task.craftRecordId, photoIds);
  if (photoIds.some((id) => !found.has(id))) {
    throw new AppError('BAD_REQUEST', CHECKLIST_TEXTS.photoNotOnRecord);
  }
  await upsertTaskChecklist(tx, {
    taskId: task.id,
    siteKey: scope.siteKey,
    templateId: template.id,
    templateName: template.name,
    items: template.items,
    answers,
    answeredBy: scope.userId,
    answeredAt: now,
  });
  await notifyChange(tx, { site: scope.siteKey, topics: ['checklists'], ids: [task.id] });
}
