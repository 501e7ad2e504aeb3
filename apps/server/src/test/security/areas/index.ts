import type { MatrixArea } from '../matrix-kit.ts';
import { usersArea } from './users.ts';
import { invitesArea } from './invites.ts';
import { mySitesArea } from './my-sites.ts';
import { siteSettingsArea } from './site-settings.ts';
import { detailFieldsArea } from './detail-fields.ts';
import { locationsArea } from './locations.ts';
import { companiesArea } from './companies.ts';
import { assetsArea } from './assets.ts';
import { assignmentsArea } from './assignments.ts';
import { feedbackArea } from './feedback.ts';
import { auditArea } from './audit.ts';

/** Every area's rows, one file per server module. */
export const AREAS: readonly MatrixArea[] = [
  usersArea,
  invitesArea,
  mySitesArea,
  siteSettingsArea,
  detailFieldsArea,
  locationsArea,
  companiesArea,
  assetsArea,
  assignmentsArea,
  feedbackArea,
  auditArea,
];
