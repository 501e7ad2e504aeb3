import { ZSendFeedbackInput, ZSetFeedbackHandledInput } from '@craftwork/domain/admin/feedback';
import { siteAdminProcedure, siteProcedure } from '../../rpc/init.ts';
import { listFeedback, setHandled } from './feedback-list.service.ts';
import { sendFeedback } from './send-feedback.service.ts';

/** The feedback procedures: /feedback's form (every member) and its list (site admins). */
export const feedbackRouter = {
  send: siteProcedure.input(ZSendFeedbackInput).handler(({ context, input }) =>
    sendFeedback(context.db, context.scope, context.site, input, {
      mailer: context.mailer,
      publicUrl: context.env.publicUrl,
      log: context.log,
      sender: { name: context.user.name, email: context.user.email },
    }),
  ),

  list: siteAdminProcedure.handler(({ context }) => listFeedback(context.db, context.scope)),

  setHandled: siteAdminProcedure
    .input(ZSetFeedbackHandledInput)
    .handler(({ context, input }) => setHandled(context.db, context.scope, input)),
};
