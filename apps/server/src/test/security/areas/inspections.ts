import type { MatrixArea } from '../matrix-kit.ts';

export const inspectionsArea: MatrixArea = { rows: {} };
