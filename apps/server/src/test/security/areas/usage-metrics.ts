import type { MatrixArea } from '../matrix-kit.ts';

/** The usage-metrics procedures' rows. */
export const usageMetricsArea: MatrixArea = { rows: {} };
