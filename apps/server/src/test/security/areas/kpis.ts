import { approvedMembers, none, type MatrixArea } from '../matrix-kit.ts';

/** A past range, so no figure of today is computed for the matrix. */
const FILTERS = { from: '2025-01-01', to: '2025-01-31' };

/**
 * The kpis procedures' rows: every approved member of a site that enables KPIs (both matrix
 * sites do, by default) reads the dashboard, a bar's tasks, the standing summary, the filter
 * choices and open work by age, each in their KPI scope (kpis.integration.test.ts: company
 * users their company's figures whatever they ask, a site that disables KPIs refuses). They
 * take no id: a company, task type or department outside the caller's scope filters to nothing.
 */
export const kpisArea: MatrixArea = {
  rows: {
    'kpis.dashboard': {
      access: approvedMembers,
      input: () => ({ filters: FILTERS, selectedKey: 'kpiTasksCompleted', timescale: 'weekly' }),
    },
    'kpis.barTasks': {
      access: approvedMembers,
      input: () => ({
        filters: FILTERS,
        key: 'kpiTasksCompleted',
        from: '2025-01-06',
        to: '2025-01-12',
      }),
    },
    'kpis.standing': { access: approvedMembers, input: none },
    'kpis.filterOptions': { access: approvedMembers, input: none },
    'kpis.openWorkByAge': { access: approvedMembers, input: () => ({}) },
  },
  takeNoId: [
    'kpis.dashboard',
    'kpis.barTasks',
    'kpis.standing',
    'kpis.filterOptions',
    'kpis.openWorkByAge',
  ],
};
