import type { MatrixArea } from '../matrix-kit.ts';

/** The feedback procedures' rows. */
export const feedbackArea: MatrixArea = {
  rows: {},
};
