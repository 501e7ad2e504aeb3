import { randomUUID } from 'node:crypto';
import {
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESETS,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { INVITE_LIFETIME_DAYS, INVITE_MESSAGES } from '@craftwork/domain/admin/invites';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { siteReaderLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAudit } from '../audit/index.ts';
import { createVerifiedUser, findUserName } from '../sites/index.ts';
import {
  findLiveCompany,
  findMember,
  findSiteInvite,
  findSiteName,
  findUsableInvite,
  findUserByEmail,
  hashInviteToken,
  insertInvite,
  markInviteAccepted,
  markInviteRevoked,
  newInviteToken,
  revokeOpenInvitesTo,
  updateDefaultSite,
  upsertMembership,
} from './invites.repository.ts';
import { selectAllLocationsIfNone } from '../locations/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const invalid = () => new AppError('BAD_REQUEST', INVITE_MESSAGES.invalid);

function presetOfInvite(value: string): TPermissionPreset {
  return value in PERMISSION_PRESETS ? (value as TPermissionPreset) : 'foreman';
}

/**
 * invites.create: a single-use link (only its hash is kept) mailed to the address; an open
 * invitation to the same address is replaced, so inviting again resends.
 */
export async function createInvite(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  input: {
    siteKey: string;
    actorId: string;
    email: string;
    preset: TPermissionPreset;
    companyId: string | null;
  },
) {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const { token, tokenHash } = newInviteToken();
  const sent = await db.transaction(async (tx) => {
    const company = input.companyId
      ? await findLiveCompany(tx, input.siteKey, input.companyId)
      : null;
    if (input.companyId && !company)
      throw new AppError('BAD_REQUEST', INVITE_MESSAGES.companyUnknown);
    const existing = await findUserByEmail(tx, email);
    const member = existing ? await findMember(tx, input.siteKey, existing.id) : null;
    if (member?.approved) throw new AppError('CONFLICT', INVITE_MESSAGES.alreadyMember);
    await revokeOpenInvitesTo(tx, input.siteKey, email);
    const id = randomUUID();
    await insertInvite(tx, {
      id,
      siteKey: input.siteKey,
      email,
      tokenHash,
      preset: input.preset,
      companyId: company?.id ?? null,
      invitedBy: input.actorId,
      expiresAt: new Date(Date.now() + INVITE_LIFETIME_DAYS * DAY_MS),
    });
    await writeAudit(tx, {
      siteKey: input.siteKey,
      actorId: input.actorId,
      area: 'invites',
      action: 'invited',
      targetId: id,
      targetLabel: email,
      after: {
        email,
        preset: PERMISSION_PRESET_LABELS[input.preset],
        company: company?.name ?? null,
      },
    });
    const siteName = await findSiteName(tx, input.siteKey);
    const inviterName = await findUserName(tx, input.actorId);
    // The invitee's own language when the address has an account, else the site's default.
    const language = await siteReaderLanguage(tx, input.siteKey, existing?.id);
    return { id, siteName: siteName ?? input.siteKey, inviterName: inviterName ?? '', language };
  });
  const link = `${deps.publicUrl}/invite?token=${encodeURIComponent(token)}`;
  const { t } = translator(sent.language);
  await deps.mailer.send({
    to: email,
    kind: 'site-invite',
    subject: t('accountMail', 'invite.subject', { siteName: sent.siteName }),
    text: t('accountMail', 'invite.text', {
      inviterName: sent.inviterName || t('accountMail', 'invite.someAdmin'),
      siteName: sent.siteName,
      role: t('accountMail', `invite.roles.${input.preset}`),
      days: INVITE_LIFETIME_DAYS,
      link,
    }),
  });
  return { id: sent.id };
}

/** invites.revoke: the link stops working; revoking twice is harmless. */
export async function revokeInvite(
  db: Database,
  input: { siteKey: string; actorId: string; id: string },
) {
  await db.transaction(async (tx) => {
    const invite = await findSiteInvite(tx, input.siteKey, input.id);
    if (!invite) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (invite.revokedAt || invite.acceptedAt) return;
    await markInviteRevoked(tx, invite.id);
    await writeAudit(tx, {
      siteKey: input.siteKey,
      actorId: input.actorId,
      area: 'invites',
      action: 'inviteRevoked',
      targetId: invite.id,
      targetLabel: invite.email,
    });
  });
}

/** invites.get: what the /invite page shows; one refusal for every kind of dead link. */
export async function describeInvite(db: Database, token: string, signedInEmail: string | null) {
  const invite = await findUsableInvite(db, hashInviteToken(token));
  if (!invite) throw invalid();
  const account = await findUserByEmail(db, invite.email);
  return {
    email: invite.email,
    siteName: invite.siteName,
    siteKey: invite.siteKey,
    role: PERMISSION_PRESET_LABELS[presetOfInvite(invite.preset)],
    companyName: invite.companyName ?? null,
    /** Whether an account with the address exists (then the invitee signs in to accept). */
    hasAccount: account !== null,
    /** Whether the signed-in user is the invited address (one button accepts). */
    isInvitee: signedInEmail !== null && signedInEmail.toLowerCase() === invite.email.toLowerCase(),
  };
}

type TUsableInvite = NonNullable<Awaited<ReturnType<typeof findUsableInvite>>>;

/** Joins the invite's site, approved with its preset and company, as the default site; spends the link. */
async function join(tx: DbOrTx, invite: TUsableInvite, userId: string, label: string) {
  const preset = presetOfInvite(invite.preset);
  const now = new Date();
  const company = invite.companyId
    ? await findLiveCompany(tx, invite.siteKey, invite.companyId)
    : null;
  const values = {
    approved: true,
    approvedAt: now,
    approvedBy: invite.invitedBy,
    companyId: company?.id ?? null,
    permissions: PERMISSION_PRESETS[preset],
  };
  await upsertMembership(tx, invite.siteKey, userId, values);
  await selectAllLocationsIfNone(tx, invite.siteKey, userId);
  await updateDefaultSite(tx, userId, invite.siteKey, now);
  const spent = await markInviteAccepted(tx, invite.id, userId, now);
  if (spent.length === 0) throw invalid();
  await writeAudit(tx, {
    siteKey: invite.siteKey,
    actorId: userId,
    area: 'invites',
    action: 'inviteAccepted',
    targetId: invite.id,
    targetLabel: label,
    after: {
      email: invite.email,
      preset: PERMISSION_PRESET_LABELS[preset],
      company: company?.name ?? null,
    },
  });
  await notifyChange(tx, { site: invite.siteKey, topics: ['siteUsers'], ids: [userId] });
  await notifyChange(tx, { users: [userId], topics: ['me'] });
}

/**
 * invites.acceptNew: the invited address's account (verified: the link proves the address),
 * joined to the site; the browser signs in with the new password afterwards.
 */
export async function acceptInviteNew(
  db: Database,
  input: { token: string; displayName: string; password: string },
) {
  return db.transaction(async (tx) => {
    const invite = await findUsableInvite(tx, hashInviteToken(input.token), { lock: true });
    if (!invite) throw invalid();
    if (await findUserByEmail(tx, invite.email))
      throw new AppError('CONFLICT', INVITE_MESSAGES.accountExists);
    const userId = await createVerifiedUser(tx, {
      email: invite.email,
      password: input.password,
      displayName: input.displayName,
    });
    await join(tx, invite, userId, input.displayName);
    return { email: invite.email };
  });
}

/** invites.accept: the signed-in invitee joins with one button. */
export async function acceptInvite(
  db: Database,
  input: { token: string; userId: string; email: string },
) {
  await db.transaction(async (tx) => {
    const invite = await findUsableInvite(tx, hashInviteToken(input.token), { lock: true });
    if (!invite) throw invalid();
    if (invite.email.toLowerCase() !== input.email.toLowerCase())
      throw new AppError('CONFLICT', INVITE_MESSAGES.otherAccount);
    const member = await findMember(tx, invite.siteKey, input.userId);
    if (member?.approved) throw new AppError('CONFLICT', INVITE_MESSAGES.youAreMember);
    const userName = await findUserName(tx, input.userId);
    await join(tx, invite, input.userId, userName ?? invite.email);
  });
  return { ok: true as const };
}
