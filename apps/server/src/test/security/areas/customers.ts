import { randomUUID } from 'node:crypto';
import { customerLocations, customers } from '../../../db/schema.ts';
import { everyone, none, unique, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

/**
 * Who sees money (moneyProcedure): plant personnel and site admins; no company manages the
 * matrix sites, so company users are refused. pick and createForJob ask for canCreateTasks on a
 * customer site, else the same money rule: the matrix sites are not customer sites.
 */
const money = {
  ...everyone('deny'),
  plant: 'allow',
  siteAdmin: 'allow',
  otherSite: 'allow',
  noLocation: 'allow',
} as const;

/** Each principal's customers in its own site: one it reads and changes, one it deletes. */
const own = {} as Record<
  Principal,
  { customerId: string; toDeleteId: string; locationId: string; locationToDeleteId: string }
>;

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

const address = { fullAddress: '1 Matrix Way', latitude: 29.7, longitude: -95.3 };

/**
 * The id-lifting test swaps only the ids it knows: these procedures carry customers made here,
 * so they are listed as taking no id; customers.integration.test.ts calls each of them with
 * another site's customer.
 */
export const customersArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const p of PRINCIPALS) {
      const siteKey = siteOf(w, p).siteKey;
      const ids = {
        customerId: randomUUID(),
        toDeleteId: randomUUID(),
        locationId: randomUUID(),
        locationToDeleteId: randomUUID(),
      };
      await db.insert(customers).values([
        { id: ids.customerId, siteKey, name: `Customer of ${p}`, tags: ['Matrix'] },
        { id: ids.toDeleteId, siteKey, name: `Deletable customer of ${p}` },
      ]);
      await db.insert(customerLocations).values(
        [ids.locationId, ids.locationToDeleteId].map((id) => ({
          id,
          siteKey,
          customerId: ids.customerId,
          ...address,
        })),
      );
      own[p] = ids;
    }
  },
  takeNoId: [
    'customers.list',
    'customers.get',
    'customers.save',
    'customers.remove',
    'customers.restore',
    'customers.tags',
    'customers.exportCsv',
    'customers.saveLocation',
    'customers.removeLocation',
    'customers.tasks',
    'customers.pick',
    'customers.createForJob',
  ],
  rows: {
    'customers.list': { access: money, input: () => ({ search: 'customer', tags: ['Matrix'] }) },
    'customers.get': { access: money, input: (_w, p) => ({ id: own[p].customerId }) },
    'customers.save': {
      access: money,
      input: (_w, p) => ({
        id: own[p].customerId,
        name: `Customer of ${p}`,
        email: 'billing@matrix.test',
        tags: ['Matrix'],
        notes: `changed by ${p}`,
      }),
    },
    'customers.remove': { access: money, input: (_w, p) => ({ id: own[p].toDeleteId }) },
    'customers.restore': { access: money, input: (_w, p) => ({ id: own[p].toDeleteId }) },
    'customers.tags': { access: money, input: none },
    'customers.exportCsv': { access: money, input: () => ({}) },
    'customers.saveLocation': {
      access: money,
      input: (_w, p) => ({
        id: own[p].locationId,
        customerId: own[p].customerId,
        ...address,
        city: 'Houston',
      }),
    },
    'customers.removeLocation': {
      access: money,
      input: (_w, p) => ({ id: own[p].locationToDeleteId }),
    },
    'customers.tasks': { access: money, input: (_w, p) => ({ id: own[p].customerId }) },
    'customers.pick': { access: money, input: () => ({ search: 'customer' }) },
    'customers.createForJob': {
      access: money,
      input: () => ({
        customer: { name: `Walk-in ${unique()}` },
        location: address,
      }),
    },
  },
};
