import type { MatrixArea } from '../matrix-kit.ts';

/** The companies procedures' rows. */
export const companiesArea: MatrixArea = {
  rows: {},
};
