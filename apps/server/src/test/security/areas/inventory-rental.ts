import { randomUUID } from 'node:crypto';
import { inventoryObjects } from '../../../db/schema.ts';
import { insertTransactionLines } from '../../inventory-fixtures.ts';
import {
  approvedMembers,
  enableMatrixInventory,
  everyone,
  type MatrixArea,
} from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/**
 * Who may move an Off Rent line's rent-stop date (the line is company A's): plant personnel
 * and site admins, and company A's users who may update tasks; company B does not see it.
 */
const rentStopSetters = {
  ...everyone('allow'),
  anonymous: 'deny',
  applicant: 'deny',
  contractorB: 'hidden',
  noUpdates: 'deny',
} as const;

/** Each principal's Off Rent line (company A, its own record), in its own site. */
const own = {} as Record<Principal, { offRentId: string; siteDay: string }>;

const RANGE = { from: '2026-03-01', to: '2026-03-31' };

/**
 * Rental reads and writes only lines made here, whose ids the id-lifting test does not know:
 * inventory-rental.integration.test.ts calls setRentStop with another company's and another
 * site's line.
 */
export const inventoryRentalArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    await enableMatrixInventory(db, w);
    for (const p of PRINCIPALS) {
      const s = siteOf(w, p);
      const objectId = randomUUID();
      await db
        .insert(inventoryObjects)
        .values({ id: objectId, siteKey: s.siteKey, title: `Rental tubes of ${p}` });
      const line = {
        objectId,
        value: 2,
        companyId: s.companyA,
        parentRecordId: w.mine[p].recordId,
      };
      const [, offRentId = ''] = await insertTransactionLines(db, s.siteKey, [
        { ...line, type: 21, siteDay: '2026-03-02' },
        { ...line, type: 22, siteDay: '2026-03-09' },
      ]);
      own[p] = { offRentId, siteDay: '2026-03-09' };
    }
  },
  takeNoId: ['inventoryRental.list', 'inventoryRental.exportCsv', 'inventoryRental.setRentStop'],
  rows: {
    'inventoryRental.list': { access: approvedMembers, input: () => RANGE },
    'inventoryRental.exportCsv': { access: approvedMembers, input: () => RANGE },
    'inventoryRental.setRentStop': {
      access: rentStopSetters,
      input: (_w, p) => ({ transactionId: own[p].offRentId, rentStopDate: own[p].siteDay }),
    },
  },
};
