import {
  ZCreateAccountPayload,
  ZResetPasswordPayload,
  ZSendPasswordResetLinkInput,
  ZSendVerificationLinkInput,
} from '@craftwork/domain/accounts/schemas';
import { limit } from '../../access/rate-limit.ts';
import { authedProcedure, publicProcedure } from '../../rpc/init.ts';
import * as account from './account.service.ts';

export const accountRouter = {
  createAccount: publicProcedure
    .input(ZCreateAccountPayload)
    .handler(async ({ context, input }) => {
      const multiplier = context.env.RATE_LIMIT_MULTIPLIER;
      await limit(context.db, 'createAccountPerIp', context.ip, multiplier);
      // Each attempt mails the address (a verification or an "already exists" notice).
      await limit(context.db, 'createAccountPerEmail', input.email.toLowerCase(), multiplier);
      return account.createAccount(context.auth, input);
    }),

  sendVerificationLink: authedProcedure
    .input(ZSendVerificationLinkInput)
    .handler(async ({ context }) => {
      await limit(
        context.db,
        'verificationPerUser',
        context.user.id,
        context.env.RATE_LIMIT_MULTIPLIER,
      );
      await account.sendVerificationLink(context.auth, context.user.email);
      return { ok: true as const };
    }),

  sendPasswordResetLink: publicProcedure
    .input(ZSendPasswordResetLinkInput)
    .handler(async ({ context, input }) => {
      const multiplier = context.env.RATE_LIMIT_MULTIPLIER;
      await limit(context.db, 'passwordResetPerIp', context.ip, multiplier);
      await limit(
        context.db,
        'passwordResetPerEmail',
        input.email.trim().toLowerCase(),
        multiplier,
      );
      await account.sendPasswordResetLink(context.auth, input.email, context.headers);
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(ZResetPasswordPayload)
    .handler(async ({ context, input }) => {
      await account.resetPassword(context.auth, input.token, input.newPassword);
      return { ok: true as const };
    }),
};
