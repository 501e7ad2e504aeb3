import { approvedMembers, everyone, type MatrixArea } from '../matrix-kit.ts';

/** A month's range; the charts read tasks and craft records created in it. */
const RANGE = { from: '2026-02-01', to: '2026-02-28' };

/** Restricted charts (spec 2.6) need isPlantPersonnel: the plant users and the site admins. */
const plantPersonnel = {
  ...everyone('deny'),
  plant: 'allow',
  siteAdmin: 'allow',
  otherSite: 'allow',
  noLocation: 'allow',
} as const;

/**
 * The analytics procedures' rows. One procedure serves every chart type, so the rows show
 * both kinds: `chart` asks a restricted chart (per user), refused to all but plant personnel;
 * `exportCsv` asks a by-location chart, open to every approved member in their own scope
 * (analytics.integration.test.ts calls both kinds through both procedures by role). They take
 * no id.
 */
export const analyticsArea: MatrixArea = {
  rows: {
    'analytics.chart': {
      access: plantPersonnel,
      input: () => ({ chartType: 'task-created-by-user', ...RANGE }),
    },
    'analytics.exportCsv': {
      access: approvedMembers,
      input: () => ({ chartType: 'tasks-created-by-location', ...RANGE }),
    },
    'analytics.filterOptions': { access: approvedMembers, input: () => undefined },
  },
  takeNoId: ['analytics.chart', 'analytics.exportCsv', 'analytics.filterOptions'],
};
