import type { MatrixArea } from '../matrix-kit.ts';

/** The audit procedures' rows. */
export const auditArea: MatrixArea = {
  rows: {},
};
