import { approvedMembers, type MatrixArea } from '../matrix-kit.ts';

const RANGE = { from: '2026-01-01', to: '2026-12-31' };
const FILTER = { ...RANGE, noSignInDays: null, companyId: null, search: '' };

/**
 * The usage-metrics procedures' rows: every approved member reads the list, its export, the
 * counts by company and the company choices, each in their own scope (plant personnel and
 * site admins every member, company users their company's: usage-metrics.integration.test.ts).
 * They take no id; a company outside the caller's scope filters to nothing.
 */
export const usageMetricsArea: MatrixArea = {
  rows: {
    'usageMetrics.list': {
      access: approvedMembers,
      input: () => ({
        ...FILTER,
        noSignInDays: 90,
        sort: { field: 'signIns', direction: 'desc' },
        page: 0,
        pageSize: 25,
      }),
    },
    'usageMetrics.byCompany': {
      access: approvedMembers,
      input: () => ({ ...RANGE, companyId: null }),
    },
    'usageMetrics.exportCsv': { access: approvedMembers, input: () => FILTER },
    'usageMetrics.filterOptions': { access: approvedMembers, input: () => undefined },
  },
  takeNoId: [
    'usageMetrics.list',
    'usageMetrics.byCompany',
    'usageMetrics.exportCsv',
    'usageMetrics.filterOptions',
  ],
};
