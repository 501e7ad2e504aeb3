import type { MatrixArea } from '../matrix-kit.ts';

/** The kpi-templates procedures' rows. */
export const kpiTemplatesArea: MatrixArea = { rows: {} };
