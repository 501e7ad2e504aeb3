import { z } from 'zod';
import { PERMISSION_PRESETS, type TPermissionPreset } from '../access/permissions.ts';
import { PASSWORD_MIN_LENGTH } from '../accounts/limits.ts';
import { MESSAGES } from '../accounts/messages.ts';
import { oneLineText, TEXT_LIMITS, TEXT_MESSAGES } from '../text/text.ts';

/** How long an invitation link works. */
export const INVITE_LIFETIME_DAYS = 7;
/** Most pending invitations listed at once. */
export const INVITES_LIST_MAX = 200;

export const INVITE_MESSAGES = {
  sent: 'Invitation sent.',
  revoked: 'Invitation revoked.',
  companyRequired: 'Company is required for users who are not plant personnel.',
  companyUnknown: 'This company is not available.',
  alreadyMember: 'This person is already a member of the site.',
  youAreMember: 'You are already a member of this site.',
  /** One text for unknown, used, revoked and expired links: a guesser learns nothing. */
  invalid:
    'This invitation link is invalid, expired or already used. Ask the site admin for a new one.',
  otherAccount:
    'This invitation was sent to another e-mail address. Sign out and open the link again.',
  accountExists:
    'An account with this e-mail address already exists. Sign in to accept the invitation.',
  accepted: 'Welcome! You have joined the site.',
} as const;

/** Company users (not plant personnel) must belong to a company (User Roles & Permissions). */
export function inviteNeedsCompany(preset: TPermissionPreset): boolean {
  return !PERMISSION_PRESETS[preset].isPlantPersonnel;
}

const ZEmail = oneLineText(TEXT_LIMITS.email, { required: MESSAGES.required }).pipe(
  z.email({ error: MESSAGES.invalidEmail }),
);

export const ZInvitePreset = z.enum(['foreman', 'plantUser', 'siteAdmin']);

/** invites.create */
export const ZCreateInviteInput = z
  .object({
    email: ZEmail,
    preset: ZInvitePreset,
    companyId: z.string().min(1).max(TEXT_LIMITS.id).nullable(),
  })
  .refine((v) => !inviteNeedsCompany(v.preset) || v.companyId !== null, {
    path: ['companyId'],
    error: INVITE_MESSAGES.companyRequired,
  });
export type TCreateInviteInput = z.input<typeof ZCreateInviteInput>;

export const ZInviteIdInput = z.object({ id: z.string().min(1).max(TEXT_LIMITS.id) });

/** The token from the link (base64url of 32 random bytes; longer ones are never valid). */
export const ZInviteToken = z.string().trim().min(1).max(128);

export const ZInviteTokenInput = z.object({ token: ZInviteToken });

/** invites.acceptNew: the invited person's new account (the e-mail comes from the invitation). */
export const ZAcceptInviteNewInput = z.object({
  token: ZInviteToken,
  displayName: oneLineText(TEXT_LIMITS.personName, { required: MESSAGES.required }),
  password: z
    .string({ error: MESSAGES.required })
    .min(1, { error: MESSAGES.required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
    .max(TEXT_LIMITS.password, { error: TEXT_MESSAGES.tooLong(TEXT_LIMITS.password) }),
});
export type TAcceptInviteNewInput = z.input<typeof ZAcceptInviteNewInput>;
