import { randomUUID } from 'node:crypto';
import { assets } from '../../../db/schema.ts';
import {
  approvedMembers,
  everyone,
  file,
  none,
  tinyPng,
  unique,
  type MatrixArea,
} from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

/** isPlantPersonnel saves assets: the plant user, the site admins and the no-location plant user. */
const assetManagers = {
  ...everyone('deny'),
  plant: 'allow',
  siteAdmin: 'allow',
  otherSite: 'allow',
  noLocation: 'allow',
} as const;

/** Each principal's assets in its own site: one it reads and changes, one it deletes. */
const own = {} as Record<Principal, { assetId: string; toDeleteId: string }>;

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/**
 * The id-lifting test swaps only the ids it knows (records, companies, locations): these
 * procedures' samples carry only an asset made here, so they are listed as taking no id there;
 * assets.integration.test.ts calls each of them with another site's asset.
 */
export const assetsArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const p of PRINCIPALS) {
      const s = siteOf(w, p);
      const ids = { assetId: randomUUID(), toDeleteId: randomUUID() };
      await db.insert(assets).values(
        Object.values(ids).map((id) => ({
          id,
          siteKey: s.siteKey,
          customId: `M-${id.slice(0, 8)}`,
          title: `Asset of ${p}`,
          locationId: s.locationIds[0],
        })),
      );
      own[p] = ids;
    }
  },
  takeNoId: [
    'assets.list',
    'assets.get',
    'assets.qrCode',
    'assets.delete',
    'assets.setPhoto',
    'assets.removePhoto',
  ],
  rows: {
    'assets.list': { access: assetManagers, input: none },
    'assets.get': { access: approvedMembers, input: (_w, p) => ({ id: own[p].assetId }) },
    'assets.qrCode': { access: approvedMembers, input: (_w, p) => ({ id: own[p].assetId }) },
    'assets.create': {
      access: assetManagers,
      input: (w, p) => ({
        customId: `NEW-${unique()}`,
        title: `New asset of ${p}`,
        description: '',
        locationId: siteOf(w, p).locationIds[0],
      }),
    },
    'assets.update': {
      access: assetManagers,
      input: (w, p) => ({
        id: own[p].assetId,
        customId: `M-${own[p].assetId.slice(0, 8)}`,
        title: `Asset of ${p}`,
        description: `changed by ${p}`,
        locationId: siteOf(w, p).locationIds[1],
      }),
    },
    'assets.delete': { access: assetManagers, input: (_w, p) => ({ id: own[p].toDeleteId }) },
    'assets.setPhoto': {
      access: assetManagers,
      input: (_w, p) => ({
        assetId: own[p].assetId,
        file: file('dot.png', 'image/png', tinyPng()),
      }),
    },
    'assets.removePhoto': { access: assetManagers, input: (_w, p) => ({ id: own[p].assetId }) },
  },
};
