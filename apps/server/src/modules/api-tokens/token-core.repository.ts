import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { approvedMember } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { apiTokens, siteUsers } from '../../db/schema.ts';

/** Writes of API tokens and the lookup of a usable one (token-core.ts's queries). */

export type TApiTokenRow = typeof apiTokens.$inferSelect;
export type TNewApiToken = typeof apiTokens.$inferInsert;

/** Inserts a token, answering its row. */
export async function insertToken(db: DbOrTx, values: TNewApiToken) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row;
}

/**
 * Whether the token's maker is an approved site admin of its site now: a token is an act of a
 * site admin and ends with that standing (decision 188). Removal and demotion revoke the
 * maker's tokens; this also refuses one whose revocation a path might have missed.
 */
const madeByASiteAdminNow = sql`exists (select 1 from ${siteUsers}
  where ${siteUsers.siteKey} = ${apiTokens.siteKey} and ${siteUsers.userId} = ${apiTokens.createdBy}
    and ${approvedMember()} and coalesce((${siteUsers.permissions}->>'isSiteAdmin')::boolean, false))`;

/**
 * The row of the token with this hash when it is not revoked, has not expired at `now` and its
 * maker is still a site admin of its site.
 */
export async function findUsableTokenByHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<TApiTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        madeByASiteAdminNow,
      ),
    );
  return row;
}

/** Revokes a site's unrevoked token, answering the ids revoked (none or one). */
export function revokeSiteToken(db: DbOrTx, siteKey: string, tokenId: string, revokedBy: string) {
  return db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(
      and(eq(apiTokens.id, tokenId), eq(apiTokens.siteKey, siteKey), isNull(apiTokens.revokedAt)),
    )
    .returning({ id: apiTokens.id });
}

/**
 * Revokes a site's live (unexpired) tokens acting as `actingAs` or made by `madeBy` (at least
 * one not null), answering the revoked ones.
 */
export function revokeLiveTokensOf(
  db: DbOrTx,
  input: { siteKey: string; actingAs: string | null; madeBy: string | null; revokedBy: string },
): Promise<{ id: string; name: string; prefix: string }[]> {
  return db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedBy: input.revokedBy })
    .where(
      and(
        eq(apiTokens.siteKey, input.siteKey),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
        or(
          input.actingAs === null ? undefined : eq(apiTokens.userId, input.actingAs),
          input.madeBy === null ? undefined : eq(apiTokens.createdBy, input.madeBy),
        ),
      ),
    )
    .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix });
}
