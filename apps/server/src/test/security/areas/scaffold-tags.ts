import type { MatrixArea } from '../matrix-kit.ts';

export const scaffoldTagsArea: MatrixArea = { rows: {} };
