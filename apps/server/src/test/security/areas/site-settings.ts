import { none, siteAdmins, siteOfCaller, type MatrixArea } from '../matrix-kit.ts';

/**
 * The site-settings procedures' rows: site admins only, each on their own site. The update
 * sets the fixture's own name again, so repeating it stays valid.
 */
export const siteSettingsArea: MatrixArea = {
  rows: {
    'siteSettings.get': { access: siteAdmins, input: none },
    'siteSettings.printAddress': { access: siteAdmins, input: none },
    'siteSettings.update': {
      access: siteAdmins,
      input: (w, p) => ({ name: `Site ${siteOfCaller(w, p)}`, inspectionIntervalDays: 7 }),
    },
  },
  takeNoId: ['siteSettings.get', 'siteSettings.printAddress', 'siteSettings.update'],
};
