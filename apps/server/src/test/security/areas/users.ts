import type { MatrixArea } from '../matrix-kit.ts';

/** The users procedures' rows. */
export const usersArea: MatrixArea = {
  rows: {},
};
