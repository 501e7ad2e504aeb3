import { randomUUID } from 'node:crypto';
import { feedback } from '../../../db/schema.ts';
import { approvedMembers, none, siteAdmins, type MatrixArea } from '../matrix-kit.ts';
import type { MatrixWorld, Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Per site: a feedback row its admins switch Handled on (again and again). */
const rowOf: Record<string, string> = {};

/**
 * The feedback procedures' rows: every approved member sends (a few times, well under the
 * per-member limit), site admins list and switch Handled. The feedback id is one made here, so
 * setHandled is listed as taking no id; feedback.integration.test.ts calls it with another
 * site's row.
 */
export const feedbackArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const s of [w.site, w.other]) {
      const id = randomUUID();
      await db.insert(feedback).values({
        id,
        siteKey: s.siteKey,
        userId: s.users.foreman.id,
        category: 'Idea',
        message: 'Matrix feedback',
      });
      rowOf[s.siteKey] = id;
    }
  },
  rows: {
    'feedback.send': {
      access: approvedMembers,
      input: () => ({ category: 'Bug', message: 'Matrix says hello' }),
    },
    'feedback.list': { access: siteAdmins, input: none },
    'feedback.setHandled': {
      access: siteAdmins,
      input: (w, p) => ({ id: rowOf[siteOf(w, p).siteKey], handled: true }),
    },
  },
  takeNoId: ['feedback.send', 'feedback.list', 'feedback.setHandled'],
};
