import { approvedMembers, type MatrixArea } from '../matrix-kit.ts';

/**
 * The reports procedures' rows: every approved member lists the report types, generates
 * reports in their own scope and lists, e-mails and deletes the reports they may see.
 */
export const reportsArea: MatrixArea = {
  rows: {
    'reports.listReportTypes': { access: approvedMembers, input: () => undefined },
  },
  takeNoId: ['reports.listReportTypes'],
};
