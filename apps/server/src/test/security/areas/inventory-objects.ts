import { randomUUID } from 'node:crypto';
import { inventoryObjects, inventoryStock } from '../../../db/schema.ts';
import {
  approvedMembers,
  enableMatrixInventory,
  everyone,
  unique,
  type MatrixArea,
} from '../matrix-kit.ts';
import type { MatrixWorld, Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Per site: an object for every company, and one for company A only. */
const objectsOf: Record<string, { forAll: string; forA: string }> = {};

const objectsFor = (w: MatrixWorld, p: Principal) => {
  const ids = objectsOf[siteOf(w, p).siteKey];
  if (!ids) throw new Error('inventory objects not prepared');
  return ids;
};

/** Creating: canUpdateTasks, plant personnel or site admins (noUpdates lacks all three). */
const creators = { ...approvedMembers, noUpdates: 'deny' } as const;

/**
 * Editing the every-company object: plant personnel and site admins; company users may not
 * (they edit only objects of their company alone).
 */
const editorsOfShared = {
  ...everyone('deny'),
  plant: 'allow',
  siteAdmin: 'allow',
  otherSite: 'allow',
  noLocation: 'allow',
} as const;

/** Company A's object: company B cannot see it; company A's users may edit it. */
const ofCompanyA = { ...approvedMembers, contractorB: 'hidden' } as const;

/**
 * The inventory-objects procedures' rows. Both matrix sites turn inventory on. The id-lifting
 * test knows no inventory ids, so the procedures taking one are listed as taking none there;
 * inventory-objects.integration.test.ts calls each of them with another site's object.
 */
export const inventoryObjectsArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    await enableMatrixInventory(db, w);
    for (const s of [w.site, w.other]) {
      const ids = { forAll: randomUUID(), forA: randomUUID() };
      await db.insert(inventoryObjects).values([
        { id: ids.forAll, siteKey: s.siteKey, title: 'Matrix tubes', quantityAvailable: 10 },
        {
          id: ids.forA,
          siteKey: s.siteKey,
          title: 'Matrix planks',
          authorizedCompanies: [s.companyA],
          quantityAvailable: 10,
        },
      ]);
      await db.insert(inventoryStock).values(
        [ids.forAll, ids.forA].map((objectId) => ({
          id: randomUUID(),
          siteKey: s.siteKey,
          objectId,
          locationId: null,
          available: 10,
        })),
      );
      objectsOf[s.siteKey] = ids;
    }
  },
  takeNoId: [
    'inventoryObjects.list',
    'inventoryObjects.exportCsv',
    'inventoryObjects.create',
    'inventoryObjects.get',
    'inventoryObjects.history',
    'inventoryObjects.update',
    'inventoryObjects.setStatus',
    'inventoryObjects.setThreshold',
    'inventoryObjects.move',
  ],
  rows: {
    'inventoryObjects.list': { access: approvedMembers, input: () => ({}) },
    'inventoryObjects.exportCsv': { access: approvedMembers, input: () => ({}) },
    'inventoryObjects.get': {
      access: ofCompanyA,
      input: (w, p) => ({ id: objectsFor(w, p).forA }),
    },
    'inventoryObjects.history': {
      access: ofCompanyA,
      input: (w, p) => ({ id: objectsFor(w, p).forA }),
    },
    'inventoryObjects.create': {
      access: creators,
      input: (_w, p) => ({ title: `Couplers of ${p} ${unique()}`, quantityAvailable: 5 }),
    },
    'inventoryObjects.update': {
      access: editorsOfShared,
      input: (w, p) => ({ id: objectsFor(w, p).forAll, title: 'Matrix tubes' }),
    },
    'inventoryObjects.setStatus': {
      access: editorsOfShared,
      input: (w, p) => ({ id: objectsFor(w, p).forAll, status: 10 }),
    },
    'inventoryObjects.setThreshold': {
      access: editorsOfShared,
      input: (w, p) => ({ id: objectsFor(w, p).forAll, locationId: null, threshold: 2 }),
    },
    'inventoryObjects.move': {
      access: ofCompanyA,
      input: (w, p) => ({
        kind: 'correction',
        objectId: objectsFor(w, p).forA,
        locationId: null,
        quantity: 'available',
        value: 1,
        reason: 'found',
      }),
    },
  },
};
