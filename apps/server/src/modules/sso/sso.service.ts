import { randomUUID } from 'node:crypto';
import { discoverOIDCConfig } from '@better-auth/sso';
import { isPublicRoutableHost } from '@better-auth/core/utils/host';
import {
  SSO_MESSAGES,
  emailDomain,
  emailMatchesDomains,
  ssoRedirectUrl,
  type TSsoConnectionView,
} from '@craftwork/domain/admin/sso';
import { scimBaseUrl } from '@craftwork/domain/admin/scim';
import {
  type TSaveSsoConnectionInput,
  ZSaveSsoConnectionInput,
} from '@craftwork/domain/admin/sso-schemas';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/index.ts';
import { applyToSiteKey, approveSiteUser } from '../sites/index.ts';
import {
  findDomainsOfOtherSites,
  findProviderByDomain,
  findProviderById,
  findSiteProvider,
  findUserIdByEmail,
  hasProviderAccount,
  isSiteCompany,
  isSiteUser,
  verifyEmailOnProviderDomain,
  writeProvider,
  type TSsoProviderRow,
} from './sso.repository.ts';

export type TSsoEnv = { publicUrl: string; trustedOrigins: string[] };

type TStoredOidcConfig = {
  issuer: string;
  pkce: true;
  clientId: string;
  clientSecret: string;
  discoveryEndpoint: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  jwksEndpoint?: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication?: 'client_secret_post' | 'client_secret_basic' | 'private_key_jwt';
  scopes: string[];
};

function storedConfig(row: TSsoProviderRow): TStoredOidcConfig | null {
  if (!row.oidcConfig) return null;
  try {
    return JSON.parse(row.oidcConfig) as TStoredOidcConfig;
  } catch {
    return null;
  }
}

function viewOf(row: TSsoProviderRow, env: TSsoEnv): TSsoConnectionView {
  const config = storedConfig(row);
  return {
    providerId: row.providerId,
    providerName: row.providerName,
    issuer: row.issuer,
    clientId: config?.clientId ?? '',
    hasClientSecret: Boolean(config?.clientSecret),
    domains: row.domain.split(',').filter(Boolean),
    ssoOnly: row.ssoOnly,
    jitPreset: row.jitPreset,
    jitCompanyId: row.jitCompanyId,
    redirectUrl: ssoRedirectUrl(env.publicUrl, row.providerId),
    scim: {
      baseUrl: scimBaseUrl(env.publicUrl),
      tokenPrefix: row.scimTokenPrefix,
      tokenCreatedAt: row.scimTokenCreatedAt?.toISOString() ?? null,
    },
  };
}

/**
 * An identity provider on the public internet may always be fetched; one on a private network
 * or loopback only when the operator lists its origin in TRUSTED_ORIGINS (decision 220).
 */
export function mayFetchIdentityProvider(url: string, trustedOrigins: string[]): boolean {
  try {
    const parsed = new URL(url);
    return isPublicRoutableHost(parsed.hostname) || trustedOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** The caller's site's connection, without its secret; null when none is connected. */
export async function getSsoConnection(db: Database, scope: Scope, env: TSsoEnv) {
  const row = await findSiteProvider(db, scope.siteKey);
  return row ? viewOf(row, env) : null;
}

/**
 * Connects (or reconnects) the site's identity provider: checks the domains are no other
 * site's, reads the provider's discovery document, stores its endpoints with the client id and
 * secret (an empty secret keeps the stored one), and maps the domains to the site.
 */
export async function saveSsoConnection(
  db: Database,
  scope: Scope,
  env: TSsoEnv,
  rawInput: TSaveSsoConnectionInput,
): Promise<TSsoConnectionView> {
  const input = ZSaveSsoConnectionInput.parse(rawInput);
  const existing = await findSiteProvider(db, scope.siteKey);
  const taken = await findDomainsOfOtherSites(db, scope.siteKey, input.domains);
  if (taken.length > 0) throw new AppError('CONFLICT', SSO_MESSAGES.domainTaken);
  if (input.jitCompanyId && !(await isSiteCompany(db, scope.siteKey, input.jitCompanyId)))
    throw new AppError('BAD_REQUEST', SSO_MESSAGES.jitCompanyRequired);
  const clientSecret = input.clientSecret || (existing && storedConfig(existing)?.clientSecret);
  if (!clientSecret) throw new AppError('BAD_REQUEST', SSO_MESSAGES.secretRequired);

  let discovered: Awaited<ReturnType<typeof discoverOIDCConfig>>;
  try {
    discovered = await discoverOIDCConfig({
      issuer: input.issuer,
      isTrustedOrigin: (url: string) => mayFetchIdentityProvider(url, env.trustedOrigins),
    });
  } catch {
    throw new AppError('BAD_REQUEST', SSO_MESSAGES.discoveryFailed);
  }
  const config: TStoredOidcConfig = {
    issuer: discovered.issuer,
    pkce: true,
    clientId: input.clientId,
    clientSecret,
    discoveryEndpoint: discovered.discoveryEndpoint,
    authorizationEndpoint: discovered.authorizationEndpoint,
    tokenEndpoint: discovered.tokenEndpoint,
    jwksEndpoint: discovered.jwksEndpoint,
    userInfoEndpoint: discovered.userInfoEndpoint,
    tokenEndpointAuthentication: discovered.tokenEndpointAuthentication,
    scopes: ['openid', 'email', 'profile'],
  };
  const providerId = existing?.providerId ?? randomUUID();
  try {
    await db.transaction(async (tx) => {
      await writeProvider(tx, {
        id: existing?.id ?? randomUUID(),
        providerId,
        siteKey: scope.siteKey,
        userId: scope.userId,
        issuer: discovered.issuer,
        oidcConfig: JSON.stringify(config),
        domains: input.domains,
        providerName: input.providerName,
        ssoOnly: input.ssoOnly,
        jitPreset: input.jitPreset,
        jitCompanyId: input.jitPreset ? input.jitCompanyId : null,
      });
      await writeAudit(tx, {
        siteKey: scope.siteKey,
        actorId: scope.userId,
        area: 'siteSettings',
        action: existing ? 'updated' : 'created',
        targetId: providerId,
        targetLabel: `Company sign-in: ${input.providerName}`,
        before: existing ? { issuer: existing.issuer, domains: existing.domain } : null,
        after: {
          issuer: discovered.issuer,
          domains: input.domains.join(','),
          ssoOnly: input.ssoOnly,
          jitPreset: input.jitPreset,
          secretChanged: input.clientSecret !== '',
        },
      });
    });
  } catch (error) {
    // Two sites saving the same domain at once: the primary key lets one win.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505')
      throw new AppError('CONFLICT', SSO_MESSAGES.domainTaken);
    throw error;
  }
  const saved = await findSiteProvider(db, scope.siteKey);
  if (!saved) throw new AppError('NOT_FOUND', SSO_MESSAGES.notConnected);
  return viewOf(saved, env);
}

/** The sign-in page's question: does this address sign in through a provider, and which. */
export async function lookupSsoProvider(db: Database, email: string) {
  const domain = emailDomain(email);
  const row = domain ? await findProviderByDomain(db, domain) : undefined;
  return row
    ? { providerId: row.providerId, providerName: row.providerName, ssoOnly: row.ssoOnly }
    : null;
}

/** The provider's name when the address may sign in only through it; else null. */
export async function ssoOnlyProviderOf(db: Database, email: string): Promise<string | null> {
  const found = await lookupSsoProvider(db, email);
  return found?.ssoOnly ? found.providerName : null;
}

export type TSsoResolution =
  | { action: 'continue' }
  | { action: 'link'; userId: string; profile: 'preserve' }
  | { action: 'reject'; code: string; message: string };

/**
 * Who a verified provider identity is (decision 221): only addresses of the site's own domains;
 * an address that already has an account is linked only when that user is already a member of
 * the provider's site, so a site cannot take over accounts by claiming a domain.
 */
export async function resolveSsoUser(
  db: Database,
  input: { providerId: string; accountId: string; email: string },
): Promise<TSsoResolution> {
  const provider = await findProviderById(db, input.providerId);
  if (!provider)
    return { action: 'reject', code: 'sso_not_connected', message: SSO_MESSAGES.notConnected };
  if (!emailMatchesDomains(input.email, provider.domain.split(',')))
    return {
      action: 'reject',
      code: 'sso_domain_mismatch',
      message: 'This address does not belong to the domains connected to this provider.',
    };
  if (await hasProviderAccount(db, input.providerId, input.accountId))
    return { action: 'continue' };
  const userId = await findUserIdByEmail(db, input.email);
  if (!userId) return { action: 'continue' };
  if (await isSiteUser(db, provider.siteKey, userId))
    return { action: 'link', userId, profile: 'preserve' };
  return {
    action: 'reject',
    code: 'sso_account_exists',
    message:
      'An account with this address already exists. Sign in with your password, or ask your site admin to add you to the site first.',
  };
}

/**
 * After a sign-in through the provider: a user who is not yet a member of the provider's site
 * applies to it, and is approved at once with the site's preset when it provisions just in time.
 */
export async function provisionSsoUser(db: Database, userId: string, providerId: string) {
  const provider = await findProviderById(db, providerId);
  if (!provider) return;
  await verifyEmailOnProviderDomain(db, userId, provider.siteKey);
  if (await isSiteUser(db, provider.siteKey, userId)) return;
  await applyToSiteKey(db, userId, provider.siteKey);
  if (!provider.jitPreset) return;
  await approveSiteUser(db, {
    siteKey: provider.siteKey,
    // The admin who saved the connection approves, through the preset they chose.
    approverId: provider.userId ?? userId,
    userId,
    preset: provider.jitPreset,
    companyId: provider.jitPreset === 'foreman' ? provider.jitCompanyId : null,
  });
}

/** What auth asks of company sign-in (its `SsoSignInRules`), handed to it by the app. */
export const ssoSignInRules = {
  resolveUser: resolveSsoUser,
  provisionUser: provisionSsoUser,
  ssoOnlyProviderOf,
};
