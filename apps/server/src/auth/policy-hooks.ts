import { createHash } from 'node:crypto';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { SSO_MESSAGES } from '@craftwork/domain/admin/sso';
import type { Database } from '../db/client.ts';
import { verifications } from '../db/schema.ts';
import { ssoOnlyProviderOf } from '../modules/sso/index.ts';

const VERIFICATION_LIFETIME_MS = 60 * 60 * 1000;

export const VERIFICATION_LINK_USED = 'This verification link has already been used.';

/**
 * Claims an e-mail verification token for its single use. better-auth's verification tokens are
 * signed, not stored, so they would work for their whole hour: the first use records the
 * token's hash (under a primary key, so two parallel uses cannot both claim it).
 */
async function claimVerificationToken(db: Database, token: string): Promise<boolean> {
  const id = `used-verification:${createHash('sha256').update(token).digest('hex')}`;
  const claimed = await db
    .insert(verifications)
    .values({
      id,
      identifier: id,
      value: 'used',
      expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
    })
    .onConflictDoNothing({ target: verifications.id })
    .returning({ id: verifications.id });
  return claimed.length > 0;
}

/** Rules better-auth leaves to the app, applied to HTTP and direct API calls alike. */
export function authPolicyHooks(db: Database) {
  return createAuthMiddleware(async (ctx) => {
    // Whatever the client asks, a new password ends every other session of the user.
    if (ctx.path === '/change-password') {
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
    }
    // A domain its site signs in only through its provider has no password sign-in.
    if (ctx.path === '/sign-in/email') {
      const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
      const provider = typeof email === 'string' ? await ssoOnlyProviderOf(db, email) : null;
      if (provider)
        throw new APIError('FORBIDDEN', {
          code: 'SSO_REQUIRED',
          message: SSO_MESSAGES.ssoRequired(provider),
        });
    }
    if (ctx.path === '/verify-email') {
      const token: unknown = (ctx.query as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string' && !(await claimVerificationToken(db, token)))
        throw new APIError('BAD_REQUEST', {
          code: 'VERIFICATION_LINK_USED',
          message: VERIFICATION_LINK_USED,
        });
    }
    return undefined;
  });
}
