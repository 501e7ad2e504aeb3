import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { none, siteAdmins, unique, type MatrixArea } from '../matrix-kit.ts';
import type { MatrixWorld, Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/**
 * The locations procedures' rows: site admins only. Edits keep the fixture's second location
 * as it is (so every call may repeat); deleting the first, which craft records use, meets the
 * in-use refusal (its success is in locations.integration.test.ts).
 */
export const locationsArea: MatrixArea = {
  rows: {
    'locations.list': { access: siteAdmins, input: none },
    'locations.create': {
      access: siteAdmins,
      input: () => ({ title: `Matrix location ${unique()}`, latitude: 29.7, longitude: -95.3 }),
    },
    'locations.update': {
      access: siteAdmins,
      input: (w, p) => ({
        id: siteOf(w, p).locationIds[1],
        title: 'Area 2',
        department: '',
        latitude: null,
        longitude: null,
      }),
    },
    'locations.delete': {
      access: siteAdmins,
      input: (w, p) => ({ id: siteOf(w, p).locationIds[0] }),
      refusals: [{ code: 'CONFLICT', reason: ERROR_REASONS.inUse }],
    },
  },
  takeNoId: ['locations.list', 'locations.create'],
};
