// The company sign-in inputs' schemas, apart from the rules in sso.ts, so that the sign-in
// page, which needs only the e-mail domain rule, carries no zod.
import { z } from 'zod';
import {
  DOMAIN_PATTERN,
  PUBLIC_EMAIL_DOMAINS,
  SSO_JIT_PRESETS,
  SSO_LIMITS,
  SSO_MESSAGES,
} from './sso.ts';

export const ZSsoDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(SSO_LIMITS.domain)
  .regex(DOMAIN_PATTERN, 'Enter a domain such as example.com.')
  .refine((d) => !PUBLIC_EMAIL_DOMAINS.has(d), SSO_MESSAGES.publicDomain);

export const ZSaveSsoConnectionInput = z
  .object({
    providerName: z.string().trim().min(1).max(SSO_LIMITS.providerName),
    issuer: z
      .string()
      .trim()
      .max(SSO_LIMITS.issuer)
      .url()
      .refine((u) => /^https?:\/\//.test(u), 'Enter an http(s) address.'),
    clientId: z.string().trim().min(1).max(SSO_LIMITS.clientId),
    /** Empty keeps the stored secret; required when the site has none yet. */
    clientSecret: z.string().max(SSO_LIMITS.clientSecret).default(''),
    domains: z
      .array(ZSsoDomain)
      .min(1)
      .max(SSO_LIMITS.domains)
      .refine((list) => new Set(list).size === list.length, 'Each domain once.'),
    ssoOnly: z.boolean(),
    jitPreset: z.enum(SSO_JIT_PRESETS).nullable(),
    jitCompanyId: z.string().max(64).nullable(),
  })
  .refine((v) => v.jitPreset !== 'foreman' || v.jitCompanyId, {
    message: SSO_MESSAGES.jitCompanyRequired,
    path: ['jitCompanyId'],
  });
export type TSaveSsoConnectionInput = z.input<typeof ZSaveSsoConnectionInput>;

export const ZSsoLookupInput = z.object({ email: z.string().trim().max(SSO_LIMITS.email) });
