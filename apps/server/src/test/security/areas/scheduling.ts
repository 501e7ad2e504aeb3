import type { MatrixArea } from '../matrix-kit.ts';

export const schedulingArea: MatrixArea = { rows: {} };
