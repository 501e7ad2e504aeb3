import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TApiRequestListFilter } from '@craftwork/domain/integrations/tokens';
import type { DbOrTx } from '../../db/client.ts';
import { listReader, type ListPage } from '../../db/paged-list.ts';
import { apiRequests, apiTokens, sites, users } from '../../db/schema.ts';

/** The Integrations page's reads of a site's API tokens and their request log. */

/** The name of the user `id` names (a join would make drizzle 0.45 type a second `users` as never). */
const nameOf = (id: typeof apiTokens.createdBy | typeof apiTokens.revokedBy) =>
  sql<string | null>`(select u.name from ${users} as u where u.id = ${id})`;

/** Most tokens listed (the site's limit of active ones is far lower; old ones stay listed). */
const TOKENS_LIST_MAX = 500;

/** The site's tokens, newest first, with the names of who they act as, made and revoked them. */
export function listSiteTokens(db: DbOrTx, siteKey: string) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      scope: apiTokens.scope,
      userId: apiTokens.userId,
      userName: users.name,
      userEmail: users.email,
      createdByName: nameOf(apiTokens.createdBy),
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      revokedByName: nameOf(apiTokens.revokedBy),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.siteKey, siteKey))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(TOKENS_LIST_MAX);
}

/** How many of the site's tokens still work at `now`. */
export async function countActiveTokens(db: DbOrTx, siteKey: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.siteKey, siteKey),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** One of the site's tokens (never another site's). */
export async function findSiteToken(db: DbOrTx, siteKey: string, tokenId: string) {
  const [row] = await db
    .select({ id: apiTokens.id, name: apiTokens.name, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.siteKey, siteKey)));
  return row;
}

/** Makes token creation on a site one at a time, so two cannot both pass the limit. */
export async function lockSiteTokens(tx: DbOrTx, siteKey: string): Promise<void> {
  await tx.execute(sql`select 1 from ${sites} where ${sites.siteKey} = ${siteKey} for update`);
}

function selectRequests(db: DbOrTx) {
  return db
    .select({
      id: apiRequests.id,
      at: apiRequests.at,
      method: apiRequests.method,
      path: apiRequests.path,
      status: apiRequests.status,
      durationMs: apiRequests.durationMs,
      ip: apiRequests.ip,
      tokenId: apiRequests.tokenId,
      tokenName: apiTokens.name,
      tokenPrefix: apiTokens.prefix,
      userName: users.name,
      userEmail: users.email,
    })
    .from(apiRequests)
    .innerJoin(apiTokens, eq(apiTokens.id, apiRequests.tokenId))
    .leftJoin(users, eq(users.id, apiRequests.userId));
}

export type TApiRequestRow = Awaited<
  ReturnType<ReturnType<typeof selectRequests>['execute']>
>[number];

const requestList = listReader({
  select: selectRequests,
  table: apiRequests,
  where: (siteKey: string, filter: TApiRequestListFilter) =>
    and(
      eq(apiRequests.siteKey, siteKey),
      filter.tokenId === null ? undefined : eq(apiRequests.tokenId, filter.tokenId),
    ),
  order: () => [desc(apiRequests.at), desc(apiRequests.id)],
});

/** A page of the site's API requests, newest first, and how many match in all. */
export function pageApiRequests(
  db: DbOrTx,
  siteKey: string,
  filter: TApiRequestListFilter,
  page: ListPage,
) {
  return requestList.page(db, siteKey, filter, page);
}

/** Every matching request (for the export), up to `max`. */
export function allApiRequests(
  db: DbOrTx,
  siteKey: string,
  filter: TApiRequestListFilter,
  max: number,
) {
  return requestList.all(db, siteKey, filter, max);
}
