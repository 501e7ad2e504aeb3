import type { MatrixArea } from '../matrix-kit.ts';

/** Saved report configurations: every approved member keeps their own. */
export const reportConfigsArea: MatrixArea = {
  rows: {},
  takeNoId: [],
};
