import {
  approvedMembers,
  everyone,
  none,
  enableMatrixInventory,
  type MatrixArea,
} from '../matrix-kit.ts';

/**
 * The subscriptions procedures' rows (both matrix sites enable Inventory): every approved
 * member reads their own subscriptions; only plant personnel and site admins may switch the
 * low-stock e-mail (noLocation is a plant user without locations).
 */
export const subscriptionsArea: MatrixArea = {
  prepare: (_t, db, w) => enableMatrixInventory(db, w),
  rows: {
    'subscriptions.mine': { access: approvedMembers, input: none },
    'subscriptions.set': {
      access: {
        ...everyone('deny'),
        plant: 'allow',
        siteAdmin: 'allow',
        otherSite: 'allow',
        noLocation: 'allow',
      },
      input: () => ({ key: 'inventoryLowStock', on: true }),
    },
  },
  takeNoId: ['subscriptions.mine', 'subscriptions.set'],
};
