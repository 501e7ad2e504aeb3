import type { MatrixArea } from '../matrix-kit.ts';

export const complianceArea: MatrixArea = { rows: {} };
