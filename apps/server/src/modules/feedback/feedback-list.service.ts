import { FEEDBACK_CATEGORIES, type TFeedbackCategory } from '@craftwork/domain/admin/feedback';
import type { TSetFeedbackHandledInput } from '@craftwork/domain/admin/feedback';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { listSiteFeedback, setFeedbackHandled } from './feedback.repository.ts';

const asCategory = (c: string): TFeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(c) ? (c as TFeedbackCategory) : 'Other';

/** feedback.list (site admins): the site's feedback, newest first. */
export async function listFeedback(db: DbOrTx, scope: Scope) {
  const rows = await listSiteFeedback(db, scope.siteKey);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    senderName: r.senderName ?? '[Unavailable]',
    senderEmail: r.senderEmail ?? '',
    category: asCategory(r.category),
    message: r.message,
    handled: r.handled,
  }));
}

/** feedback.setHandled (site admins): one row's Handled switch, shown live to the others. */
export async function setHandled(
  db: Database,
  scope: Scope,
  input: TSetFeedbackHandledInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await setFeedbackHandled(
      tx,
      scope.siteKey,
      input.id,
      input.handled,
      scope.userId,
      now,
    );
    if (!row) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    await notifyChange(tx, { site: scope.siteKey, topics: ['feedback'], ids: [row.id] });
    return row;
  });
}
