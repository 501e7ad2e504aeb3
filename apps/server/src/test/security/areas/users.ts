import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { USER_MESSAGES } from '@craftwork/domain/admin/users';
import { addMember, createVerifiedUser } from '../../../modules/sites/index.ts';
import type { Database } from '../../../db/client.ts';
import { PASSWORD, type SiteFixture } from '../../fixtures.ts';
import { siteAdmins, unique, type MatrixArea } from '../matrix-kit.ts';
import type { MatrixWorld, Principal } from '../principals.ts';

/** The members each site admin acts on, one per procedure that changes one. */
type Targets = {
  usersApproveTarget: string;
  usersRejectTarget: string;
  usersRemoveTarget: string;
  usersUpdateTarget: string;
};

async function newMember(db: Database, s: SiteFixture, approved: boolean) {
  const id = await createVerifiedUser(db, {
    email: `users-${unique()}@matrix.test`,
    password: PASSWORD,
    displayName: 'Users target',
  });
  await addMember(db, {
    siteKey: s.siteKey,
    userId: id,
    approved,
    permissions: approved ? PERMISSION_PRESETS.plantUser : undefined,
    companyId: approved ? s.companyA : null,
  });
  return id;
}

/**
 * The targets of the principal's site admin: the two site admins have their own (kept on
 * `world.mine`, so the id-lifting test swaps them for the other site's); everyone else, refused
 * anyway, names the main site's.
 */
function targetsOf(w: MatrixWorld, p: Principal): Targets {
  const owner = p === 'otherSite' ? 'otherSite' : 'siteAdmin';
  return w.mine[owner] as unknown as Targets;
}
const siteOf = (w: MatrixWorld, p: Principal) => (p === 'otherSite' ? w.other : w.site);

/** The users procedures' rows: site admins only, each on members of their own site. */
export const usersArea: MatrixArea = {
  prepare: async (_t, db, world) => {
    for (const p of ['siteAdmin', 'otherSite'] as const) {
      const s = siteOf(world, p);
      const targets: Targets = {
        usersApproveTarget: await newMember(db, s, false),
        usersRejectTarget: await newMember(db, s, false),
        usersRemoveTarget: await newMember(db, s, true),
        usersUpdateTarget: await newMember(db, s, true),
      };
      Object.assign(world.mine[p], targets);
    }
  },
  takeNoId: ['users.list'],
  rows: {
    'users.list': { access: siteAdmins, input: () => undefined },
    'users.get': {
      access: siteAdmins,
      input: (w, p) => ({ userId: targetsOf(w, p).usersUpdateTarget }),
    },
    'users.approve': {
      access: siteAdmins,
      input: (w, p) => ({
        userId: targetsOf(w, p).usersApproveTarget,
        preset: 'foreman',
        companyId: siteOf(w, p).companyA,
      }),
      refusals: [{ code: 'CONFLICT', message: USER_MESSAGES.alreadyApproved }],
    },
    'users.reject': {
      access: siteAdmins,
      input: (w, p) => ({ userId: targetsOf(w, p).usersRejectTarget }),
    },
    'users.remove': {
      access: siteAdmins,
      input: (w, p) => ({ userId: targetsOf(w, p).usersRemoveTarget }),
    },
    'users.update': {
      access: siteAdmins,
      input: (w, p) => ({
        userId: targetsOf(w, p).usersUpdateTarget,
        approved: true,
        flags: { ...PERMISSION_PRESETS.foreman, canRouteAwaiting: p === 'siteAdmin' },
        companyId: siteOf(w, p).companyA,
        defaultLocationId: siteOf(w, p).locationIds[0],
      }),
    },
  },
};
