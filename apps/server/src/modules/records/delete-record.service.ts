import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { mayDeleteRecord } from '@craftwork/domain/access/ownership';
import { parseRefPath } from '@craftwork/domain/lists/queries';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeRecordEvent } from '../events/index.ts';
import { requireCraftRecord, NOT_AVAILABLE } from './craft-record.repository.ts';
import { softDeleteRecordWithTasks } from './record-writes.repository.ts';

/** deleteParentRecord: the record and its live tasks move to the deleted lists together. */
export async function deleteParentRecord(
  db: Database,
  scope: Scope,
  refPath: string,
  now = new Date(),
) {
  const ref = parseRefPath(refPath);
  if (!ref || ref.collection !== 'parentRecords' || ref.siteKey !== scope.siteKey)
    throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  await db.transaction(async (tx) => {
    const record = await requireCraftRecord(tx, scope, ref.id, true);
    if (!mayDeleteRecord(scope, record)) {
      throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotDeleteCraftRecord);
    }
    await softDeleteRecordWithTasks(tx, record.id, scope.userId, now);
    await writeRecordEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.CRAFT_RECORD_DELETED,
      craftRecordId: record.id,
      title: record.title,
      createdBy: scope.userId,
    });
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['craftRecords', 'tasks'],
      ids: [record.id],
    });
  });
}
