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
      input: (w, p) => ({
        userId:
          siteOfCaller(w, p) === w.other.siteKey
            ? w.other.users.foreman.id
            : w.site.users.foreman.id,
        competent: true,
      }),
    },
  },
};
