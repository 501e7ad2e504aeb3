import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { feedback, siteUsers, users } from '../../db/schema.ts';
import { approvedMember } from '../../access/scope-filters.ts';

/** The feedback rows and the people they are sent to. */

export async function insertFeedback(tx: DbOrTx, values: typeof feedback.$inferInsert) {
  await tx.insert(feedback).values(values);
}

/** The site's approved site admins, who receive the feedback mail. */
export function listApprovedSiteAdmins(db: DbOrTx, siteKey: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(siteUsers)
    .innerJoin(users, eq(users.id, siteUsers.userId))
    .where(
      and(
        eq(siteUsers.siteKey, siteKey),
        approvedMember(),
        sql`coalesce((${siteUsers.permissions}->>'isSiteAdmin')::boolean, false)`,
      ),
    )
    .orderBy(users.email);
}

/** Most rows the feedback list shows (newest first). */
export const FEEDBACK_LIST_MAX = 500;

/** The site's feedback, newest first, with the sender's name. */
export function listSiteFeedback(db: DbOrTx, siteKey: string) {
  return db
    .select({
      id: feedback.id,
      category: feedback.category,
      message: feedback.message,
      handled: feedback.handled,
      createdAt: feedback.createdAt,
      senderName: users.name,
      senderEmail: users.email,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.siteKey, siteKey))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_LIST_MAX);
}

/** Sets one row's Handled switch; the row as it was, or undefined when not on the site. */
export async function setFeedbackHandled(
  tx: DbOrTx,
  siteKey: string,
  id: string,
  handled: boolean,
  userId: string,
  now: Date,
) {
  const [row] = await tx
    .update(feedback)
    .set(
      handled
        ? { handled, handledBy: userId, handledAt: now }
        : { handled, handledBy: null, handledAt: null },
    )
    .where(and(eq(feedback.id, id), eq(feedback.siteKey, siteKey)))
    .returning({ id: feedback.id, handled: feedback.handled });
  return row;
}
