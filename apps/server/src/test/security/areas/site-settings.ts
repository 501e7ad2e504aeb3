import type { MatrixArea } from '../matrix-kit.ts';

/** The site-settings procedures' rows. */
export const siteSettingsArea: MatrixArea = {
  rows: {},
};
