import {
  ZApprovalToken,
  ZApproveEstimateInput,
  ZRequestChangesInput,
  type TPublicEstimate,
} from '@craftwork/domain/billing/estimates';
import { z } from 'zod';
import type { RequestContext } from '../../rpc/context.ts';
import { publicProcedure } from '../../rpc/init.ts';
import {
  answerEstimate,
  getPublicEstimate,
  type ApprovalServices,
} from './estimate-approval.service.ts';

const services = (context: RequestContext): ApprovalServices => ({
  db: context.db,
  storage: context.storage,
  mailer: context.mailer,
  publicUrl: context.env.publicUrl,
  ip: context.ip,
  limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
  log: context.log,
});

/**
 * The public approval page (/estimate-approval/{token}): no sign-in; the token is
 * single-purpose (this estimate's answer, once), expires, and is rate-limited per client.
 */
export const estimateApprovalRouter = {
  get: publicProcedure
    .input(z.object({ token: ZApprovalToken }))
    .handler(({ context, input }): Promise<TPublicEstimate> =>
      getPublicEstimate(services(context), input.token),
    ),
  approve: publicProcedure
    .input(ZApproveEstimateInput)
    .handler(({ context, input }): Promise<TPublicEstimate> =>
      answerEstimate(services(context), input.token, {
        kind: 'approve',
        name: input.name,
        signature: input.signature,
      }),
    ),
  requestChanges: publicProcedure
    .input(ZRequestChangesInput)
    .handler(({ context, input }): Promise<TPublicEstimate> =>
      answerEstimate(services(context), input.token, { kind: 'changes', comment: input.comment }),
    ),
};
