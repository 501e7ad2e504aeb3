import type { MatrixArea } from '../matrix-kit.ts';

/** The my-sites procedures' rows. */
export const mySitesArea: MatrixArea = {
  rows: {},
};
