import { noReportOptions } from '@craftwork/domain/reports/report-types';
import { randomUUID } from 'node:crypto';
import { reportConfigs } from '../../../db/schema.ts';
import { approvedMembers, none, unique, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

/** Each principal's own configurations on its site: one it changes and lists runs of, one it deletes. */
const own = {} as Record<Principal, { configId: string; toDeleteId: string }>;

const fields = (name: string) => ({
  name,
  type: 'standing-scaffolds',
  frequency: 'weekly',
});

/**
 * Saved report configurations: every approved member keeps, changes and deletes their own
 * (another's answers "not available"). The ids are made here, so the procedures are listed as
 * taking no id; report-configs.integration.test.ts calls each with another member's and
 * another site's configuration.
 */
export const reportConfigsArea: MatrixArea = {
  prepare: async (_t, db, w: MatrixWorld) => {
    for (const p of PRINCIPALS) {
      const ids = { configId: randomUUID(), toDeleteId: randomUUID() };
      own[p] = ids;
      if (p === 'anonymous') continue;
      await db.insert(reportConfigs).values(
        Object.values(ids).map((id) => ({
          id,
          siteKey: w.siteOf[p].siteKey,
          userId: w.ids[p],
          ...fields(`Configuration ${id}`),
          options: noReportOptions(),
        })),
      );
    }
  },
  takeNoId: [
    'reportConfigs.list',
    'reportConfigs.saveReportConfig',
    'reportConfigs.deleteReportConfig',
    'reportConfigs.sentLog',
  ],
  rows: {
    'reportConfigs.list': { access: approvedMembers, input: none },
    'reportConfigs.saveReportConfig': {
      access: approvedMembers,
      input: (_w, p) => ({ id: own[p].configId, ...fields(`Changed ${unique()}`) }),
    },
    'reportConfigs.deleteReportConfig': {
      access: approvedMembers,
      input: (_w, p) => ({ reportConfigId: own[p].toDeleteId }),
    },
    'reportConfigs.sentLog': {
      access: approvedMembers,
      input: (_w, p) => ({ configId: own[p].configId }),
    },
  },
};
