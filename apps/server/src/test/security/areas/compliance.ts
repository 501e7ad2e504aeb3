import { addCraftRecord } from '../../fixtures.ts';
import { approvedMembers, recordViewers, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Each principal's standing scaffold (company A, location 1), installed 30 days ago. */
const standing = {} as Record<Principal, string>;

/**
 * Compliance reads are every approved member's, in their scope. createInspectionTasks takes a
 * standing scaffold the caller can see (company B and a user of no location do not see company
 * A's); the id-lifting test does not know these records, so compliance.integration.test.ts
 * calls it with another site's record.
 */
export const complianceArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const p of PRINCIPALS) {
      const s = siteOf(w, p);
      const record = await addCraftRecord(db, s, {
        createdBy: s.users.admin.id,
        authorizedCompanies: [s.companyA],
        craftDetails: { installed: true },
        timestampMarkedInstalled: new Date(Date.now() - 30 * 86_400_000),
      });
      standing[p] = record.id;
    }
  },
  takeNoId: [
    'compliance.overdue',
    'compliance.idle',
    'compliance.summary',
    'compliance.createInspectionTasks',
    'compliance.setDigestSubscription',
  ],
  rows: {
    'compliance.overdue': { access: approvedMembers, input: () => undefined },
    'compliance.idle': { access: approvedMembers, input: () => undefined },
    'compliance.summary': { access: approvedMembers, input: () => undefined },
    'compliance.createInspectionTasks': {
      access: recordViewers,
      input: (_w, p) => ({ recordIds: [standing[p]] }),
    },
    'compliance.setDigestSubscription': {
      access: approvedMembers,
      input: () => ({ subscribed: false }),
    },
  },
};
