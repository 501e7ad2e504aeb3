import { file, siteAdmins, type MatrixArea } from '../matrix-kit.ts';

const csv = () => file('import.csv', 'text/csv', 'Title,Craft type\r\nMatrix rack,Scaffolding\r\n');
const importInput = () => ({ kind: 'records', file: csv(), mapping: ['title', 'craftType'] });

/**
 * The CSV import procedures' rows: site admins only, on their own site. A run may create a
 * record each call or answer the site's row problems; both are answers, not errors.
 */
export const csvImportArea: MatrixArea = {
  rows: {
    'csvImport.template': { access: siteAdmins, input: () => ({ kind: 'tasks' }) },
    'csvImport.inspect': { access: siteAdmins, input: () => ({ kind: 'records', file: csv() }) },
    'csvImport.dryRun': { access: siteAdmins, input: importInput },
    'csvImport.run': { access: siteAdmins, input: importInput },
  },
  takeNoId: ['csvImport.template', 'csvImport.inspect', 'csvImport.dryRun', 'csvImport.run'],
};
