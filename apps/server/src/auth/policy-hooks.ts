import { createHash } from 'node:crypto';
import type { sso } from '@better-auth/sso';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { SSO_MESSAGES } from '@craftwork/domain/admin/sso';
import type { Database } from '../db/client.ts';
import { verifications } from '../db/schema.ts';

type TSsoPluginOptions = NonNullable<Parameters<typeof sso>[0]>;

/**
 * Company sign-in's rules (decision 221), given by the app that composes the modules (the sso
 * module's `ssoSignInRules`), so that auth, which every procedure's context names, imports no
 * module.
 */
export type SsoSignInRules = {
  resolveUser: (
    db: Database,
    input: { providerId: string; accountId: string; email: string },
  ) => ReturnType<NonNullable<TSsoPluginOptions['resolveUser']>>;
  provisionUser: (db: Database, userId: string, providerId: string) => Promise<void>;
  /** The provider's name when the address may sign in only through it; else null. */
  ssoOnlyProviderOf: (db: Database, email: string) => Promise<string | null>;
};

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
export function authPolicyHooks(db: Database, ssoRules: SsoSignInRules) {
  return createAuthMiddleware(async (ctx) => {
    // Whatever the client asks, a new password ends every other session of the user.
    if (ctx.path === '/change-password') {
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
    }
    // A domain its site signs in only through its provider has no password sign-in, nor a
    // password to reset: the person is sent to the provider (the answer names the domain's
    // rule, which its sign-in page shows anyway, never whether the address has an account).
    if (ctx.path === '/sign-in/email' || ctx.path === '/request-password-reset') {
      const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
      const provider =
        typeof email === 'string' ? await ssoRules.ssoOnlyProviderOf(db, email) : null;
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
