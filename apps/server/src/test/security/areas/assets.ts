import type { MatrixArea } from '../matrix-kit.ts';

/** The assets procedures' rows. */
export const assetsArea: MatrixArea = {
  rows: {},
};
