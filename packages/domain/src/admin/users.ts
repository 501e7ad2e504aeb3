/**
 * User management and User Roles & Permissions (spec part 3, section 2.8; DECISIONS.md,
 * "Accounts and sites"): the role a member's flags show, the search and filters of the
 * members list, the rules a change must keep, and the procedures' inputs.
 */
import { z } from 'zod';
import {
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESET_NAMES,
  presetOf,
  type TPermissions,
} from '../access/permissions.ts';
import { ZPermissions } from '../access/permission-schema.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { fillTemplate } from '../i18n/template.ts';

export const CUSTOM_ROLE_LABEL = 'Custom';

/** The preset the flags match exactly (Foreman, Plant User, Site Admin), else Custom. */
export function roleLabel(permissions: TPermissions): string {
  const preset = presetOf(permissions);
  return preset ? PERMISSION_PRESET_LABELS[preset] : CUSTOM_ROLE_LABEL;
}

export const USER_MANAGEMENT_FILTERS = ['all', 'pending', 'approved'] as const;
export type TUserManagementFilter = (typeof USER_MANAGEMENT_FILTERS)[number];
export const USER_MANAGEMENT_FILTER_LABELS: Readonly<Record<TUserManagementFilter, string>> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
};

export const APPROVAL_LABELS = { approved: 'Approved', pending: 'Pending' } as const;

export type TSearchableMember = {
  name: string;
  email: string;
  company: string;
  approved: boolean;
};

/**
 * Whether a member shows under a search and a filter: every word of the search is found
 * (ignoring case) in the name, the e-mail or the company.
 */
export function memberMatches(
  member: TSearchableMember,
  search: string,
  filter: TUserManagementFilter,
): boolean {
  if (filter === 'pending' && member.approved) return false;
  if (filter === 'approved' && !member.approved) return false;
  const haystack = `${member.name}\n${member.email}\n${member.company}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The texts of USER_MESSAGES that carry values, as templates (fillTemplate). */
export const USER_TEMPLATES = {
  approved: '{name} approved.',
  rejected: "{name}'s application was rejected.",
  removed: '{name} was removed from the site.',
} as const;

export const USER_MESSAGES = {
  lastSiteAdmin: 'A site needs at least one approved site admin.',
  companyRequired: 'Choose a company: users who are not plant personnel need one.',
  notPending: 'This user is already approved. Remove them from the site instead.',
  alreadyApproved: 'This user is already approved.',
  approved: (name: string) => fillTemplate(USER_TEMPLATES.approved, { name }),
  rejected: (name: string) => fillTemplate(USER_TEMPLATES.rejected, { name }),
  removed: (name: string) => fillTemplate(USER_TEMPLATES.removed, { name }),
  saved: 'Permissions saved.',
} as const;

export type TMemberStanding = { approved: boolean; isSiteAdmin: boolean };

/** An approved site admin: what a site must keep at least one of. */
export function isApprovedSiteAdmin(m: TMemberStanding): boolean {
  return m.approved && m.isSiteAdmin;
}

/**
 * Whether a change (removal when `after` is null) takes away the site's last approved site
 * admin, given how many approved site admins the site has now.
 */
export function losesLastSiteAdmin(
  approvedAdmins: number,
  before: TMemberStanding,
  after: TMemberStanding | null,
): boolean {
  if (!isApprovedSiteAdmin(before)) return false;
  if (after && isApprovedSiteAdmin(after)) return false;
  return approvedAdmins <= 1;
}

/**
 * What a membership change ends (decision 188). Removal is `after` null. Tokens acting as the
 * member end when they stop being an approved member (`actingAs`); what they made as a site
 * admin (API tokens, pending invitations) ends when they stop being an approved site admin
 * (`madeAsSiteAdmin`). Ended means for good: approving the person again brings nothing back.
 */
export function credentialsEndedBy(
  before: TMemberStanding,
  after: TMemberStanding | null,
): { actingAs: boolean; madeAsSiteAdmin: boolean } {
  return {
    actingAs: before.approved && !after?.approved,
    madeAsSiteAdmin: isApprovedSiteAdmin(before) && !(after && isApprovedSiteAdmin(after)),
  };
}

/** A membership change that ends something, as each area's step receives it. */
export type TMembershipEnd = {
  siteKey: string;
  /** The member whose standing changed. */
  userId: string;
  /** Their name, for audit entries. */
  memberLabel: string;
  /** The site admin who made the change. */
  actorId: string;
  ends: ReturnType<typeof credentialsEndedBy>;
};

/** A company is required for a member who is not plant personnel. */
export function needsCompany(permissions: TPermissions, companyId: string | null): boolean {
  return !permissions.isPlantPersonnel && !companyId;
}

const id = z.string().min(1).max(TEXT_LIMITS.id);

export const ZUserIdInput = z.object({ userId: id });
export type TUserIdInput = z.output<typeof ZUserIdInput>;

export const ZApproveUserInput = z.object({
  userId: id,
  preset: z.enum(PERMISSION_PRESET_NAMES),
  companyId: id.nullable(),
});
export type TApproveUserInput = z.output<typeof ZApproveUserInput>;

/** The User Roles & Permissions page's save: everything on it at once. */
export const ZUpdateUserInput = z.object({
  userId: id,
  approved: z.boolean(),
  /** The permission flags (every flag; a missing one is off). */
  flags: ZPermissions,
  companyId: id.nullable(),
  defaultLocationId: id.nullable(),
});
export type TUpdateUserInput = z.output<typeof ZUpdateUserInput>;
