import type { MatrixArea } from '../matrix-kit.ts';

/** The assignments procedures' rows. */
export const assignmentsArea: MatrixArea = {
  rows: {},
};
