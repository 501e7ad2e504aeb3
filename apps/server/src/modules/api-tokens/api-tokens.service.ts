import {
  API_TOKEN_MESSAGES,
  apiTokenExpiresAt,
  apiTokenStatus,
  MAX_ACTIVE_API_TOKENS,
  mayActAs,
  type TCreateApiTokenInput,
} from '@craftwork/domain/integrations/tokens';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { findSiteMember } from '../users/index.ts';
import {
  countActiveTokens,
  findSiteToken,
  listSiteTokens,
  lockSiteTokens,
} from './api-tokens.repository.ts';
import { issueToken, revokeToken } from './token-core.ts';

type TActor = { siteKey: string; actorId: string };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** apiTokens.list: the site's tokens with their status at `now`; never the token or its hash. */
export async function listApiTokens(db: DbOrTx, siteKey: string, now = new Date()) {
  const rows = await listSiteTokens(db, siteKey);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    createdByName: row.createdByName ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    revokedByName: row.revokedByName ?? null,
    status: apiTokenStatus(row, now),
  }));
}

/**
 * apiTokens.create: stores the token hashed and answers it in clear, the only time it is shown.
 * It acts as the caller unless another approved member of the site is named.
 */
export async function createApiToken(
  db: Database,
  actor: TActor,
  input: TCreateApiTokenInput,
  now = new Date(),
) {
  const userId = input.actsAsUserId ?? actor.actorId;
  return db.transaction(async (tx) => {
    await lockSiteTokens(tx, actor.siteKey);
    const member = await findSiteMember(tx, actor.siteKey, userId);
    if (!mayActAs(member)) throw new AppError('BAD_REQUEST', API_TOKEN_MESSAGES.actsAsNotMember);
    if ((await countActiveTokens(tx, actor.siteKey, now)) >= MAX_ACTIVE_API_TOKENS) {
      throw new AppError('CONFLICT', API_TOKEN_MESSAGES.tooMany);
    }
    const { token, row } = await issueToken(tx, {
      siteKey: actor.siteKey,
      userId,
      createdBy: actor.actorId,
      name: input.name,
      scope: input.scope,
      expiresAt: apiTokenExpiresAt(now, input.expiresInDays),
    });
    await writeAudit(tx, {
      siteKey: actor.siteKey,
      actorId: actor.actorId,
      area: 'apiTokens',
      action: 'created',
      targetId: row.id,
      targetLabel: `${row.name} (${row.prefix}…)`,
      after: {
        scope: row.scope,
        actsAs: member?.email ?? userId,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      },
    });
    await notifyChange(tx, { site: actor.siteKey, topics: ['apiTokens'], ids: [row.id] });
    return {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scope: row.scope,
      expiresAt: iso(row.expiresAt),
      /** The token in clear: shown once, never stored or answered again. */
      token,
    };
  });
}

/** apiTokens.revoke: the token stops working at once; revoking twice is harmless. */
export async function revokeApiToken(db: Database, actor: TActor, tokenId: string) {
  await db.transaction(async (tx) => {
    const token = await findSiteToken(tx, actor.siteKey, tokenId);
    if (!token) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (token.revokedAt) return;
    if (!(await revokeToken(tx, actor.siteKey, tokenId, actor.actorId))) return;
    await writeAudit(tx, {
      siteKey: actor.siteKey,
      actorId: actor.actorId,
      area: 'apiTokens',
      action: 'revoked',
      targetId: token.id,
      targetLabel: token.name,
    });
    await notifyChange(tx, { site: actor.siteKey, topics: ['apiTokens'], ids: [token.id] });
  });
}
