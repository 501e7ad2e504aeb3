import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import {
  findUsableTokenByHash,
  insertToken,
  revokeLiveTokensOf,
  revokeSiteToken,
  type TApiTokenRow,
} from './token-core.repository.ts';

export type { TApiTokenRow } from './token-core.repository.ts';

/** What every token starts with, so a leaked one is recognisable (and secret scanners can). */
export const TOKEN_PREFIX = 'cw_';
/** Characters of the token kept in clear to tell tokens apart in lists ('cw_' and 8 more). */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 8;

export type TTokenScope = 'read' | 'write';

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
  const row = await insertToken(db, {
    id: randomUUID(),
    ...input,
    prefix: token.slice(0, SHOWN_LENGTH),
    tokenHash: hashToken(token),
  });
  if (!row) throw new Error('The token was not stored.');
  return { token, row };
}

/**
 * The token's row when it exists, is not revoked, has not expired and its maker is still a
 * site admin of its site; else undefined.
 */
export async function findUsableToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<TApiTokenRow | undefined> {
  return findUsableTokenByHash(db, hashToken(token), now);
}

/** Revokes a site's token at once (later requests with it are refused). False when none. */
export async function revokeToken(
  db: DbOrTx,
  siteKey: string,
  tokenId: string,
  revokedBy: string,
): Promise<boolean> {
  const rows = await revokeSiteToken(db, siteKey, tokenId, revokedBy);
  return rows.length > 0;
}

/**
 * Revokes, for good, a site's live (unexpired) tokens acting as `actingAs` or made by `madeBy` (either may
 * be null): what ends with a membership (decision 188). Answers the revoked ones.
 */
export async function revokeTokensOf(
  db: DbOrTx,
  input: { siteKey: string; actingAs: string | null; madeBy: string | null; revokedBy: string },
): Promise<{ id: string; name: string; prefix: string }[]> {
  if (input.actingAs === null && input.madeBy === null) return [];
  return revokeLiveTokensOf(db, input);
}
