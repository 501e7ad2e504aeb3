import {
  ZAcceptInviteNewInput,
  ZCreateInviteInput,
  ZInviteIdInput,
  ZInviteTokenInput,
} from '@craftwork/domain/admin/invites';
import {
  consumeRateLimit,
  countFailures,
  limit,
  type TLimit,
  type TLimitUse,
} from '../../access/rate-limit.ts';
import { authedProcedure, publicProcedure, siteAdminProcedure } from '../../rpc/init.ts';
import { listOpenInvites } from './invites.repository.ts';
import {
  acceptInvite,
  acceptInviteNew,
  createInvite,
  describeInvite,
  revokeInvite,
} from './invites.service.ts';

/** Limits of this module (max per window, scaled by RATE_LIMIT_MULTIPLIER). */
export const INVITE_LIMITS = {
  /** Dead or unknown tokens per address: guessing a link costs time. */
  tokenFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  /** Dead or unknown tokens per signed-in user. */
  tokenFailuresPerUser: { max: 10, windowSeconds: 15 * 60 },
  /** Invitations (each an e-mail) per site admin. */
  sentPerUser: { max: 50, windowSeconds: 60 * 60 },
} satisfies Record<string, TLimit>;

function use(name: keyof typeof INVITE_LIMITS, subject: string, multiplier: number): TLimitUse {
  const { max, windowSeconds } = INVITE_LIMITS[name];
  return { key: `invites.${name}:${subject}`, limit: { max: max * multiplier, windowSeconds } };
}

/** The invites procedures: site admins invite by e-mail; the link's holder joins. */
export const invitesRouter = {
  list: siteAdminProcedure.handler(async ({ context }) => {
    const rows = await listOpenInvites(context.db, context.scope.siteKey);
    const now = Date.now();
    return rows.map((row) => ({
      ...row,
      companyName: row.companyName ?? null,
      invitedByName: row.invitedByName ?? null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      expired: row.expiresAt.getTime() <= now,
    }));
  }),

  create: siteAdminProcedure.input(ZCreateInviteInput).handler(async ({ context, input }) => {
    const sent = use('sentPerUser', context.user.id, context.env.RATE_LIMIT_MULTIPLIER);
    await consumeRateLimit(context.db, sent.key, sent.limit);
    return createInvite(
      { db: context.db, mailer: context.mailer, publicUrl: context.env.publicUrl },
      {
        siteKey: context.scope.siteKey,
        actorId: context.user.id,
        email: input.email,
        preset: input.preset,
        companyId: input.companyId,
      },
    );
  }),

  revoke: siteAdminProcedure.input(ZInviteIdInput).handler(async ({ context, input }) => {
    await revokeInvite(context.db, {
      siteKey: context.scope.siteKey,
      actorId: context.user.id,
      id: input.id,
    });
    return { ok: true as const };
  }),

  /** What the /invite page shows; anyone holding the link may read it. */
  get: publicProcedure.input(ZInviteTokenInput).handler(({ context, input }) => {
    const multiplier = context.env.RATE_LIMIT_MULTIPLIER;
    return countFailures(context.db, [use('tokenFailuresPerIp', context.ip, multiplier)], () =>
      describeInvite(context.db, input.token, context.session?.user.email ?? null),
    );
  }),

  /** The invitee's new account, joined to the site; the browser then signs in. */
  acceptNew: publicProcedure.input(ZAcceptInviteNewInput).handler(async ({ context, input }) => {
    const multiplier = context.env.RATE_LIMIT_MULTIPLIER;
    await limit(context.db, 'createAccountPerIp', context.ip, multiplier);
    return countFailures(context.db, [use('tokenFailuresPerIp', context.ip, multiplier)], () =>
      acceptInviteNew(context.db, input),
    );
  }),

  /** The signed-in invitee accepts with one button. */
  accept: authedProcedure.input(ZInviteTokenInput).handler(({ context, input }) => {
    const multiplier = context.env.RATE_LIMIT_MULTIPLIER;
    return countFailures(
      context.db,
      [
        use('tokenFailuresPerUser', context.user.id, multiplier),
        use('tokenFailuresPerIp', context.ip, multiplier),
      ],
      () =>
        acceptInvite(context.db, {
          token: input.token,
          userId: context.user.id,
          email: context.user.email,
        }),
    );
  }),
};
