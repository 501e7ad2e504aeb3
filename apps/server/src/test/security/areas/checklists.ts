import type { MatrixArea } from '../matrix-kit.ts';

export const checklistsArea: MatrixArea = { rows: {} };
