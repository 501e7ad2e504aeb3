import { z } from 'zod';
import {
  ZEstimateInput,
  ZEstimateListInput,
  type TEstimateDetail,
  type TEstimateSummary,
} from '@craftwork/domain/billing/estimates';
import { moneyProcedure } from '../../rpc/init.ts';
import type { RequestContext } from '../../rpc/context.ts';
import type { Scope } from '../../access/scope.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  getEstimate,
  listEstimates,
  markEstimateRejected,
  reviseEstimate,
  saveEstimate,
  sendEstimate,
  type EstimateServices,
} from './estimates.service.ts';

const ZId = z.object({ id: z.string().min(1).max(128) });

const services = (
  context: RequestContext & { scope: Scope; site: SiteSource },
): EstimateServices => ({
  db: context.db,
  scope: context.scope,
  site: context.site,
  mailer: context.mailer,
  storage: context.storage,
  publicUrl: context.env.publicUrl,
  log: context.log,
});

/** Estimates (/estimates, /customers/estimates/{estimateID}). */
export const estimatesRouter = {
  list: moneyProcedure
    .input(ZEstimateListInput)
    .handler(({ context, input }): Promise<TEstimateSummary[]> =>
      listEstimates(context.db, context.scope, input),
    ),
  get: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<TEstimateDetail> =>
      getEstimate(context.db, context.scope, input.id),
    ),
  /** Creates a draft (numbered at once, EST-0001…) or saves a draft's fields and lines. */
  save: moneyProcedure
    .input(ZEstimateInput)
    .handler(({ context, input }): Promise<{ id: string; number: string }> =>
      saveEstimate(services(context), input),
    ),
  /** E-mails the customer the PDF and a new approval link (Draft or Sent → Sent). */
  send: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<{ sentTo: string }> =>
      sendEstimate(services(context), input.id),
    ),
  /** A rejected estimate back to Draft, to revise and send again. */
  revise: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<{ ok: true }> =>
      reviseEstimate(services(context), input.id),
    ),
  /** Records the customer's answer given in person (Sent → Rejected). */
  markRejected: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<{ ok: true }> =>
      markEstimateRejected(services(context), input.id),
    ),
};
