import type { MatrixArea } from '../matrix-kit.ts';

/** The kpi-config procedures' rows. */
export const kpiConfigArea: MatrixArea = { rows: {} };
