import type { MatrixArea } from '../matrix-kit.ts';

/** The subscriptions procedures' rows. */
export const subscriptionsArea: MatrixArea = {
  rows: {},
  takeNoId: [],
};
