import type { MatrixArea } from '../matrix-kit.ts';

/** The detail-fields procedures' rows. */
export const detailFieldsArea: MatrixArea = {
  rows: {},
};
