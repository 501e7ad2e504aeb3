import type { MatrixArea } from '../matrix-kit.ts';

/** The analytics procedures' rows. */
export const analyticsArea: MatrixArea = { rows: {} };
