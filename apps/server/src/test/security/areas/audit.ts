import { siteAdmins, type MatrixArea } from '../matrix-kit.ts';

/**
 * The audit procedures' rows: site admins only, each reading its own site's list (the other
 * site's entries never show: audit.integration.test.ts). They take no id.
 */
export const auditArea: MatrixArea = {
  rows: {
    'audit.list': { access: siteAdmins, input: () => ({ search: '', area: null }) },
    'audit.exportCsv': { access: siteAdmins, input: () => ({ search: '', area: 'users' }) },
  },
  takeNoId: ['audit.list', 'audit.exportCsv'],
};
