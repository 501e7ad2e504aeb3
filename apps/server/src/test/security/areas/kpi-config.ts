import { approvedMembers, none, siteAdmins, type MatrixArea } from '../matrix-kit.ts';

/**
 * The kpi-config procedures' rows: every approved member reads the site's KPI cards; site
 * admins change one (the same change again and again stays valid) and restore one.
 */
export const kpiConfigArea: MatrixArea = {
  rows: {
    'kpiConfig.get': { access: approvedMembers, input: none },
    'kpiConfig.update': {
      access: siteAdmins,
      input: () => ({ kpiLegFeet: { precision: 2, title: 'Leg feet built' } }),
    },
    'kpiConfig.reset': { access: siteAdmins, input: () => ({ key: 'kpiLegFeet' }) },
  },
  takeNoId: ['kpiConfig.get', 'kpiConfig.update', 'kpiConfig.reset'],
};
