import {
  ZCreateAccountPayload,
  ZResetPasswordPayload,
  ZSendPasswordResetLinkInput,
  ZSendVerificationLinkInput,
} from '@craftwork/domain/accounts/schemas';
import { authedProcedure, publicProcedure } from '../../rpc/init.ts';
import * as account from './account.service.ts';

export const accountRouter = {
  createAccount: publicProcedure
    .input(ZCreateAccountPayload)
    .handler(({ context, input }) => account.createAccount(context.auth, input)),

  sendVerificationLink: authedProcedure
    .input(ZSendVerificationLinkInput)
    .handler(async ({ context }) => {
      await account.sendVerificationLink(context.auth, context.user.email);
      return { ok: true as const };
    }),

  sendPasswordResetLink: publicProcedure
    .input(ZSendPasswordResetLinkInput)
    .handler(async ({ context, input }) => {
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
