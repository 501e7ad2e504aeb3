import type { MatrixArea } from '../matrix-kit.ts';

/** The invites procedures' rows. */
export const invitesArea: MatrixArea = {
  rows: {},
};
