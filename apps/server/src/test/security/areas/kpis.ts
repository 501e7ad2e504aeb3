import type { MatrixArea } from '../matrix-kit.ts';

/** The kpis procedures' rows. */
export const kpisArea: MatrixArea = { rows: {} };
