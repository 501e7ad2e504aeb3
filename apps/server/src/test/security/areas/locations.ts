import type { MatrixArea } from '../matrix-kit.ts';

/** The locations procedures' rows. */
export const locationsArea: MatrixArea = {
  rows: {},
};
