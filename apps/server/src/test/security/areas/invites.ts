import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INVITE_MESSAGES } from '@craftwork/domain/admin/invites';
import { siteInvites, users } from '../../../db/schema.ts';
import type { Database } from '../../../db/client.ts';
import type { SiteFixture } from '../../fixtures.ts';
import { hashInviteToken } from '../../../modules/invites/index.ts';
import { everyone, signedIn, siteAdmins, none, unique, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

/** Tokens and invitations made by `prepare`, per principal (each acts on its own). */
const made = {
  /** A link to read (never spent). */
  readable: '',
  /** A new account's link per principal (spent by the first call; later calls meet `invalid`). */
  newAccount: {} as Record<Principal, string>,
  /** An invitation of the principal's own address to its own site (already a member there). */
  own: {} as Record<Principal, string>,
  /** An open invitation per site, for its admin to revoke (again and again). */
  revocable: {} as Record<string, string>,
};

/** An invitation sent by the site's admin (a link is refused once its sender is not one). */
async function invite(
  db: Database,
  site: SiteFixture,
  email: string,
  preset: string,
  companyId: string | null,
) {
  const token = `matrix-${randomUUID()}`;
  const id = randomUUID();
  await db.insert(siteInvites).values({
    id,
    siteKey: site.siteKey,
    invitedBy: site.users.admin.id,
    email,
    tokenHash: hashInviteToken(token),
    preset,
    companyId,
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  });
  return { token, id };
}

const siteFor = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** The invites procedures' rows: site admins invite; anyone holding a link may use it. */
export const invitesArea: MatrixArea = {
  async prepare(_t, db, w) {
    made.readable = (await invite(db, w.site, 'reader@matrix.test', 'plantUser', null)).token;
    for (const p of PRINCIPALS) {
      const s = siteFor(w, p);
      made.newAccount[p] = (
        await invite(db, s, `new-${p.toLowerCase()}-${unique()}@matrix.test`, 'plantUser', null)
      ).token;
      // The applicant's own site would approve them: give them someone else's link instead.
      const [user] =
        p === 'anonymous' || p === 'applicant'
          ? []
          : await db.select({ email: users.email }).from(users).where(eq(users.id, w.ids[p]));
      made.own[p] = (
        await invite(db, s, user?.email ?? 'someone-else@matrix.test', 'foreman', s.companyA)
      ).token;
    }
    for (const s of [w.site, w.other])
      made.revocable[s.siteKey] = (
        await invite(db, s, `revoke-${unique()}@matrix.test`, 'foreman', s.companyA)
      ).id;
  },
  rows: {
    'invites.list': { access: siteAdmins, input: none },
    'invites.create': {
      access: siteAdmins,
      input: (w, p) => ({
        email: `invited-${unique()}@matrix.test`,
        preset: 'foreman',
        companyId: siteFor(w, p).companyA,
      }),
    },
    'invites.revoke': {
      access: siteAdmins,
      input: (w, p) => ({ id: made.revocable[siteFor(w, p).siteKey] }),
    },
    'invites.get': { access: everyone('allow'), input: () => ({ token: made.readable }) },
    'invites.acceptNew': {
      access: everyone('allow'),
      input: (_w, p) => ({
        token: made.newAccount[p],
        displayName: `Invited ${p}`,
        password: 'invited-password-1',
      }),
      refusals: [{ code: 'BAD_REQUEST', message: INVITE_MESSAGES.invalid }],
    },
    'invites.accept': {
      access: signedIn,
      input: (_w, p) => ({ token: made.own[p] }),
      refusals: [
        { code: 'CONFLICT', message: INVITE_MESSAGES.youAreMember },
        { code: 'CONFLICT', message: INVITE_MESSAGES.otherAccount, principals: ['applicant'] },
      ],
    },
  },
  takeNoId: [
    'invites.list',
    'invites.revoke',
    'invites.get',
    'invites.acceptNew',
    'invites.accept',
  ],
};
