import { noReportOptions } from '@craftwork/domain/reports/report-types';
import { randomUUID } from 'node:crypto';
import { reportData } from '../../../db/schema.ts';
import { approvedMembers, none, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Each principal's own reports on its site: a ready one it e-mails, one it deletes. */
const own = {} as Record<Principal, { readyId: string; toDeleteId: string }>;

const OPTIONS = noReportOptions();

/**
 * The reports procedures' rows: every approved member lists the report types and the form's
 * choices, generates reports in their own scope and lists, e-mails and deletes the reports
 * they cover (their own here). The report ids are made here, so the procedures are listed as
 * taking no id; report-data.mocking.test.ts calls them with another company's, another
 * site's and a narrower scope's reports.
 */
export const reportsArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const p of PRINCIPALS) {
      const s = siteOf(w, p);
      const createdBy = p === 'anonymous' ? s.users.admin.id : w.ids[p];
      const ids = { readyId: randomUUID(), toDeleteId: randomUUID() };
      await db.insert(reportData).values(
        Object.values(ids).map((id) => ({
          id,
          siteKey: s.siteKey,
          type: 'open-tasks',
          status: 'ready',
          progress: 100,
          options: OPTIONS,
          createdBy,
          rowCount: 0,
          csvKey: `reports/${s.siteKey}/${id}.csv`,
          pdfKey: `reports/${s.siteKey}/${id}.pdf`,
          fileBaseName: 'Open Tasks - 11-24-2026',
        })),
      );
      own[p] = ids;
    }
  },
  rows: {
    'reports.listReportTypes': { access: approvedMembers, input: none },
    'reports.filterOptions': { access: approvedMembers, input: none },
    'reports.generateReport': { access: approvedMembers, input: () => ({ type: 'open-tasks' }) },
    'reports.list': { access: approvedMembers, input: () => ({}) },
    'reports.emailReportDownloadURL': {
      access: approvedMembers,
      input: (_w, p) => ({ reportDataId: own[p].readyId }),
    },
    'reports.deleteReportData': {
      access: approvedMembers,
      input: (_w, p) => ({ reportDataId: own[p].toDeleteId }),
    },
  },
  takeNoId: [
    'reports.listReportTypes',
    'reports.filterOptions',
    'reports.generateReport',
    'reports.list',
    'reports.emailReportDownloadURL',
    'reports.deleteReportData',
  ],
};
