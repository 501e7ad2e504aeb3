import { randomBytes } from 'node:crypto';
import { SSO_MESSAGES, type TScimTokenCreated } from '@craftwork/domain/admin/sso';
import type { TMembershipEnd } from '@craftwork/domain/admin/users';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashToken } from '../api-tokens/index.ts';
import { writeAudit } from '../audit/index.ts';
import { clearScimToken, findSiteProvider, writeScimToken } from './sso.repository.ts';

/** What every SCIM token starts with, apart from API tokens' `cw_`, so a leaked one is known. */
export const SCIM_TOKEN_PREFIX = 'cwscim_';
/** Characters kept in clear to tell tokens apart ('cwscim_' and 8 more). */
const SHOWN_LENGTH = SCIM_TOKEN_PREFIX.length + 8;

const auditLabel = (providerName: string) => `SCIM token: ${providerName}`;
const shown = (prefix: string | null) => (prefix ? `${prefix}…` : null);

/**
 * sso.createScimToken: a new bearer token for the provider's SCIM client (decision 232), stored
 * as its SHA-256 only and answered in clear this once; it replaces any earlier token at once.
 */
export async function createScimToken(db: Database, scope: Scope): Promise<TScimTokenCreated> {
  const token = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = token.slice(0, SHOWN_LENGTH);
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    const existing = await findSiteProvider(tx, scope.siteKey);
    // A conflict with the site's state, not a hidden object: the site exists, its provider not yet.
    if (!existing) throw new AppError('CONFLICT', SSO_MESSAGES.notConnected);
    await writeScimToken(tx, scope.siteKey, {
      hash: hashToken(token),
      prefix,
      createdAt,
      createdBy: scope.userId,
    });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'siteSettings',
      action: existing.scimTokenHash ? 'secretRotated' : 'created',
      targetId: existing.providerId,
      targetLabel: auditLabel(existing.providerName),
      before: existing.scimTokenHash ? { scimToken: shown(existing.scimTokenPrefix) } : null,
      after: { scimToken: shown(prefix) },
    });
  });
  return { token, prefix, createdAt: createdAt.toISOString() };
}

/** sso.revokeScimToken: the provider's token stops working at once (none: nothing to do). */
export async function revokeScimToken(db: Database, scope: Scope) {
  await db.transaction(async (tx) => {
    const existing = await findSiteProvider(tx, scope.siteKey);
    if (!existing?.scimTokenHash) return;
    await clearScimToken(tx, scope.siteKey);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'siteSettings',
      action: 'revoked',
      targetId: existing.providerId,
      targetLabel: auditLabel(existing.providerName),
      before: { scimToken: shown(existing.scimTokenPrefix) },
      after: null,
    });
  });
  return { ok: true as const };
}

/**
 * The SCIM token's step of a membership change (decision 188), in the changing transaction: a
 * token made by a member who stops being an approved site admin is cleared, as their API
 * tokens are revoked (the endpoint also refuses such a token at use).
 */
export async function endScimTokenWithMembership(tx: DbOrTx, change: TMembershipEnd) {
  if (!change.ends.madeAsSiteAdmin) return;
  const cleared = await clearScimToken(tx, change.siteKey, change.userId);
  if (!cleared) return;
  await writeAudit(tx, {
    siteKey: change.siteKey,
    actorId: change.actorId,
    area: 'siteSettings',
    action: 'revoked',
    targetId: cleared.providerId,
    targetLabel: auditLabel(cleared.providerName),
    after: { endedWith: change.memberLabel },
  });
}
