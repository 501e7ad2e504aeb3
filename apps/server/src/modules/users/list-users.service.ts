import { roleLabel } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { findSiteMember, listSiteMembers, type TSiteMember } from './users.repository.ts';

function toMember(m: TSiteMember, callerId: string) {
  return {
    userId: m.userId,
    name: m.name,
    email: m.email,
    /** The site's company the member belongs to, else the company they typed in their profile. */
    company: m.companyName ?? m.declaredCompany,
    companyId: m.companyId,
    approved: m.approved,
    role: roleLabel(m.permissions),
    photoUrlThumb: m.photoUrlThumb,
    appLastOpenedAt: m.appLastOpenedAt?.toISOString() ?? null,
    appliedAt: m.appliedAt.toISOString(),
    isSelf: m.userId === callerId,
    /** May complete scaffold inspections when the site asks for a competent person. */
    competentPerson: m.competentPerson,
  };
}

/** users.list: every member of the caller's site. */
export async function listUsers(db: DbOrTx, siteKey: string, callerId: string) {
  const members = await listSiteMembers(db, siteKey);
  return members.map((m) => toMember(m, callerId));
}

/** users.get: one member with what the User Roles & Permissions page edits. */
export async function getUser(db: DbOrTx, siteKey: string, callerId: string, userId: string) {
  const m = await findSiteMember(db, siteKey, userId);
  if (!m) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return {
    ...toMember(m, callerId),
    permissions: m.permissions,
    defaultLocationId: m.defaultLocationId,
  };
}
