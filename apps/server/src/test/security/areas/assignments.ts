import { eq, sql } from 'drizzle-orm';
import { sites } from '../../../db/schema.ts';
import {
  approvedMembers,
  file,
  recordViewers,
  signedIn,
  taskUpdaters,
  tinyPng,
  type MatrixArea,
} from '../matrix-kit.ts';

const LIST = { search: '', sort: null, craftType: null };

/**
 * The assignments procedures' rows (both matrix sites enable Assigned tasks), and, with a
 * comment's leave, the profile photo procedures of modules/profile (issue 13 item 8).
 */
export const assignmentsArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const siteKey of [w.site.siteKey, w.other.siteKey])
      await db
        .update(sites)
        .set({
          customizations: sql`${sites.customizations} || '{"assignedToEnabled":true}'::jsonb`,
        })
        .where(eq(sites.siteKey, siteKey));
  },
  rows: {
    'assignments.assignableUsers': {
      access: recordViewers,
      input: (w, p) => ({ taskId: w.mine[p].taskId }),
    },
    // Each principal assigns its own task to itself (an approved member who sees it).
    'assignments.setAssignees': {
      access: taskUpdaters,
      input: (w, p) => ({
        taskId: w.mine[p].taskId,
        userIds: p === 'anonymous' ? [] : [w.ids[p]],
      }),
    },
    'assignments.listMine': {
      access: approvedMembers,
      input: () => ({ ...LIST, page: 0, pageSize: 25 }),
    },
    'assignments.exportMine': { access: approvedMembers, input: () => LIST },
    // Profile photo (modules/profile): every signed-in user has their own.
    'profile.setPhoto': {
      access: signedIn,
      input: () => ({ file: file('me.png', 'image/png', tinyPng()) }),
    },
    'profile.removePhoto': { access: signedIn, input: () => undefined },
  },
  takeNoId: [
    'assignments.listMine',
    'assignments.exportMine',
    'profile.setPhoto',
    'profile.removePhoto',
  ],
};
