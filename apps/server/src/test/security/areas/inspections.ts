import { recordViewers, siteAdmins, siteOfCaller, type MatrixArea } from '../matrix-kit.ts';

/**
 * Inspection reports are read in the caller's task scope (as tasks.get: company B and a user
 * without locations do not see company A's task); only site admins mark competent persons.
 */
export const inspectionsArea: MatrixArea = {
  rows: {
    'inspections.get': { access: recordViewers, input: (w, p) => ({ taskId: w.mine[p].taskId }) },
    'inspections.listForRecord': {
      access: recordViewers,
      input: (w, p) => ({ craftRecordId: w.mine[p].recordId }),
    },
    'inspections.setCompetentPerson': {
      access: siteAdmins,
      // The site's pending applicant: a member of the site whose id the id-lifting test knows.
      input: (w, p) => ({
        userId: w.pendingBySite[siteOfCaller(w, p)],
        competent: true,
      }),
    },
  },
};
