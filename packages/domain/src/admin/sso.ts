/**
 * Company sign-in (issue 37): a site connects its identity provider with OpenID Connect and
 * maps e-mail domains to it (decisions 220 and 221). Shapes, limits and rules shared by the
 * settings form, the sign-in page and the server.
 */

import { emailDomain } from './email-domain';
import { fillTemplate } from '../i18n/template.ts';

export { DOMAIN_PATTERN, emailDomain } from './email-domain';

export const SSO_LIMITS = {
  providerName: 60,
  issuer: 500,
  clientId: 255,
  clientSecret: 500,
  domain: 253,
  domains: 20,
  email: 320,
} as const;

/** Sessions begun through the identity provider end after at most this long (decision 221). */
export const SSO_SESSION_SECONDS = 12 * 60 * 60;

/** The presets just-in-time provisioning may give; never Site Admin (decision 221). */
export const SSO_JIT_PRESETS = ['plantUser', 'foreman'] as const;
export type TSsoJitPreset = (typeof SSO_JIT_PRESETS)[number];

/** The texts of SSO_MESSAGES that carry values, as templates (fillTemplate). */
export const SSO_TEMPLATES = {
  ssoRequired: 'Your organization signs in with {provider}. Use "Continue with {provider}".',
} as const;

export const SSO_MESSAGES = {
  domainTaken: 'This e-mail domain is already connected to another site.',
  publicDomain: 'A public e-mail domain cannot be connected: anyone can have an address there.',
  secretRequired: 'Enter the client secret.',
  discoveryFailed:
    'The identity provider could not be reached at this issuer URL, or its answer was not a valid OpenID Connect configuration.',
  jitCompanyRequired: 'Choose the company of the Foremen this provider creates.',
  notConnected: 'This site has no identity provider connected.',
  /** Password sign-in refused for an address of a domain that signs in only through SSO. */
  ssoRequired: (provider: string) => fillTemplate(SSO_TEMPLATES.ssoRequired, { provider }),
} as const;

/** Domains where anyone can have an address: connecting one would hand its users to a site. */
export const PUBLIC_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

/** Whether an address belongs to one of the domains (exactly; subdomains are listed apart). */
export function emailMatchesDomains(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== null && domains.includes(domain);
}

/** What the browser sees of a connection: never the secret, only whether one is stored. */
export type TSsoConnectionView = {
  providerId: string;
  providerName: string;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  domains: string[];
  ssoOnly: boolean;
  jitPreset: TSsoJitPreset | null;
  jitCompanyId: string | null;
  redirectUrl: string;
  /**
   * SCIM deprovisioning (decision 232): the base URL to give the provider, and the token's first
   * characters and when it was made (null: no token), never the token itself.
   */
  scim: { baseUrl: string; tokenPrefix: string | null; tokenCreatedAt: string | null };
};

/** sso.createScimToken's answer: the token in clear, shown this once. */
export type TScimTokenCreated = { token: string; prefix: string; createdAt: string };

/** The redirect URL to register at the identity provider. */
export function ssoRedirectUrl(publicUrl: string, providerId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/auth/sso/callback/${providerId}`;
}
