import { z } from 'zod';
import { ZPage, ZPageSize } from '../lists/queries.ts';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';

/**
 * Personal access tokens for the REST API (decision 181): a site admin makes one with
 * a name, an access level and a lifetime; it acts as one approved user of the site, with that
 * user's scope and permissions, never more.
 */

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type TApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Readonly<Record<TApiTokenScope, string>> = {
  read: 'Read only',
  write: 'Read and write',
};

/** The lifetimes offered, in days. Every token expires: there is no "never" (decision 181). */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type TApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];
export const DEFAULT_API_TOKEN_EXPIRY_DAYS: TApiTokenExpiryDays = 90;
export const API_TOKEN_EXPIRY_LABELS: Readonly<Record<TApiTokenExpiryDays, string>> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

/** Most tokens a site may have that are neither revoked nor expired. */
export const MAX_ACTIVE_API_TOKENS = 50;
/** A token's name: what it is for ("ERP sync"). */
export const API_TOKEN_NAME_MAX = 100;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Enter a name for the token.',
  tooMany: `This site already has ${MAX_ACTIVE_API_TOKENS} active API tokens. Revoke one you no longer use before creating another.`,
  actsAsNotMember: 'A token can only act as an approved user of this site.',
  created: 'API token created.',
  revoked: 'API token revoked.',
} as const;

/** When a token made at `now` for `days` days stops working. */
export function apiTokenExpiresAt(now: Date, days: TApiTokenExpiryDays): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];
export const API_TOKEN_STATUS_LABELS: Readonly<Record<TApiTokenStatus, string>> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** A token's state at `now`: revoked wins over expired; no expiry (older rows) never expires. */
export function apiTokenStatus(
  token: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): TApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Whether a site member may be the user a token acts as: an approved member. */
export function mayActAs(member: { approved: boolean } | undefined): boolean {
  return member?.approved === true;
}

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/** apiTokens.create; the token acts as the caller when `actsAsUserId` is left out. */
export const ZCreateApiTokenInput = z.object({
  name: oneLineText(API_TOKEN_NAME_MAX, { required: API_TOKEN_MESSAGES.nameRequired }),
  scope: z.enum(API_TOKEN_SCOPES),
  expiresInDays: z.literal(API_TOKEN_EXPIRY_DAYS),
  actsAsUserId: ZId.nullable().default(null),
});
export type TCreateApiTokenInput = z.output<typeof ZCreateApiTokenInput>;
export type TCreateApiTokenForm = z.input<typeof ZCreateApiTokenInput>;

/** apiTokens.revoke */
export const ZApiTokenIdInput = z.object({ tokenId: ZId });

/** The request log's filter: one token, or every token of the site (null). */
export const ZApiRequestListFilter = z.object({ tokenId: ZId.nullable().default(null) });
export const ZApiRequestListInput = ZApiRequestListFilter.extend({
  page: ZPage,
  pageSize: ZPageSize,
});
export type TApiRequestListFilter = z.output<typeof ZApiRequestListFilter>;
export type TApiRequestListInput = z.output<typeof ZApiRequestListInput>;
