import { randomBytes } from 'node:crypto';
import { NEW_SITE_MESSAGES } from '@craftwork/domain/site/new-site';
import { signedIn, none, type MatrixArea } from '../matrix-kit.ts';

/** A fresh key of 3 to 12 letters or digits for each call. */
const freshKey = () => `K${randomBytes(5).toString('hex')}`;

/**
 * The my-sites procedures' rows: any signed-in user lists their sites and creates new ones.
 * The matrix creates sites without switching to them (makeDefault false), so every principal
 * keeps working in its own site for the rows that follow.
 */
export const mySitesArea: MatrixArea = {
  rows: {
    'mySites.list': { access: signedIn, input: none },
    'mySites.createSite': {
      access: signedIn,
      input: (_w, p) => ({
        siteKey: freshKey(),
        name: `Site of ${p}`,
        timezone: 'America/Chicago',
        latitude: 29.76,
        longitude: -95.37,
        makeDefault: false,
      }),
      // The fuzz run keeps real limits: five sites a day per user.
      refusals: [{ code: 'CONFLICT', message: NEW_SITE_MESSAGES.keyTaken }],
    },
  },
  takeNoId: ['mySites.list', 'mySites.createSite'],
};
