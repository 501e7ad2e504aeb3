import { and, eq, sql } from 'drizzle-orm';
import type { TUserPhotoSize } from '@craftwork/domain/accounts/photo-urls';
import type { DbOrTx } from '../../db/client.ts';
import { siteUsers, users } from '../../db/schema.ts';
import { approvedMember } from '../../access/scope-filters.ts';

export type PhotoKeys = { full: string; reduced: string; thumb: string };

export async function findPhotoKeys(db: DbOrTx, userId: string): Promise<PhotoKeys | null> {
  const [row] = await db
    .select({
      full: users.photoUrl,
      reduced: users.photoUrlReduced,
      thumb: users.photoUrlThumb,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.full || !row.reduced || !row.thumb) return null;
  return { full: row.full, reduced: row.reduced, thumb: row.thumb };
}

export async function setPhotoKeys(db: DbOrTx, userId: string, keys: PhotoKeys | null) {
  await db
    .update(users)
    .set({
      photoUrl: keys?.full ?? null,
      photoUrlReduced: keys?.reduced ?? null,
      photoUrlThumb: keys?.thumb ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The sites where the user is an approved member (whose user lists show the photo). */
export async function approvedSiteKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ siteKey: siteUsers.siteKey })
    .from(siteUsers)
    .where(and(eq(siteUsers.userId, userId), approvedMember()));
  return rows.map((r) => r.siteKey);
}

/**
 * The storage key of a user's profile photo of that size, when `viewerId` may see it: the user
 * themself, or a viewer approved on a site where the user is approved (or applies, for that
 * site's admins, who approve applicants). null otherwise, or without a photo.
 */
export async function findVisiblePhotoKey(
  db: DbOrTx,
  viewerId: string,
  userId: string,
  size: TUserPhotoSize,
): Promise<string | null> {
  const column = {
    full: users.photoUrl,
    reduced: users.photoUrlReduced,
    thumb: users.photoUrlThumb,
  }[size];
  const sharesSite = sql`exists (
    select 1 from ${siteUsers} viewer
    join ${siteUsers} member on member.site_key = viewer.site_key
    where viewer.user_id = ${viewerId} and viewer.approved
      and member.user_id = ${users.id}
      and (member.approved or (viewer.permissions ->> 'isSiteAdmin')::boolean is true)
  )`;
  const [row] = await db
    .select({ key: column })
    .from(users)
    .where(and(eq(users.id, userId), viewerId === userId ? undefined : sharesSite));
  return row?.key ?? null;
}
