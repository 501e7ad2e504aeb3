import type { MatrixArea } from '../matrix-kit.ts';

export const scaffoldWaitingArea: MatrixArea = { rows: {} };
