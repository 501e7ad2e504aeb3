import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';

/** What every token starts with, so a leaked one is recognisable (and secret scanners can). */
export const TOKEN_PREFIX = 'cw_';
/** Characters of the token kept in clear to tell tokens apart in lists ('cw_' and 8 more). */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 8;

export type TTokenScope = 'read' | 'write';
export type TApiTokenRow = typeof apiTokens.$inferSelect;

/** SHA-256 (hex) of a token: the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token: 'cw_' and 43 base64url characters (256 bits). */
export function generateToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export type TIssueToken = {
  siteKey: string;
  /** The user the token acts as. */
  userId: string;
  createdBy: string;
  name: string;
  scope: TTokenScope;
  expiresAt: Date | null;
};

/** Stores a new token (hashed) and answers it in clear, the one time it is ever shown. */
export async function issueToken(
  db: DbOrTx,
  input: TIssueToken,
): Promise<{ token: string; row: TApiTokenRow }> {
  const token = generateToken();
  const [row] = await db
    .insert(apiTokens)
    .values({
      id: randomUUID(),
      ...input,
      prefix: token.slice(0, SHOWN_LENGTH),
      tokenHash: hashToken(token),
    })
    .returning();
  if (!row) throw new Error('The token was not stored.');
  return { token, row };
}

/** The token's row when it exists, is not revoked and has not expired; else undefined. */
export async function findUsableToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<TApiTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  return row;
}

/** Revokes a site's token at once (later requests with it are refused). False when none. */
export async function revokeToken(
  db: DbOrTx,
  siteKey: string,
  tokenId: string,
  revokedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(
      and(eq(apiTokens.id, tokenId), eq(apiTokens.siteKey, siteKey), isNull(apiTokens.revokedAt)),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
