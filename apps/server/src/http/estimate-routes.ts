import type { FastifyInstance } from 'fastify';
import { ESTIMATE_MESSAGES, ZApprovalToken } from '@craftwork/domain/billing/estimates';
import type { Auth } from '../auth/auth.ts';
import { consumeRateLimit } from '../access/rate-limit.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { userReaderLanguage } from '../i18n/reader-language.ts';
import { estimatePdf, renderEstimatePdf } from '../modules/estimates/index.ts';
import { APPROVAL_TOKEN_LIMIT, estimateOfToken } from '../modules/estimate-approval/index.ts';
import { loadSiteConfig } from '../site-config/site-config.ts';
import type { FileStorage } from '../storage/storage.ts';
import { moneyCaller, refuse, sendPdf } from './download-replies.ts';

type Deps = { auth: Auth; db: Database; storage: FileStorage };

/** An AppError's status for a plain route. */
const STATUS: Record<string, number> = {
  NOT_FOUND: 404,
  BAD_REQUEST: 410,
  TOO_MANY_REQUESTS: 429,
  CONFLICT: 409,
};

/**
 * An estimate's PDF ("EST-0001.pdf"), made when asked: for signed-in users who see money
 * (moneyProcedure's rule) on their current site, and for the customer through a valid,
 * unexpired approval link (the public page's download).
 */
export function registerEstimateRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string } }>('/api/billing/estimates/:id/pdf', async (request, reply) => {
    const { id } = request.params;
    const caller = await moneyCaller(deps, request, reply);
    if (!caller) return reply;
    const { scope, site } = caller;
    if (id.length > 128) return refuse(reply, 404, ESTIMATE_MESSAGES.notFound);
    try {
      // In the language of whoever downloads it (theirs, else the site's).
      const language = await userReaderLanguage(deps.db, scope.userId, site.defaultLanguage);
      return sendPdf(reply, await estimatePdf(deps.db, deps.storage, site, id, language));
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, 404, ESTIMATE_MESSAGES.notFound);
      throw error;
    }
  });

  app.get<{ Params: { token: string } }>(
    '/api/billing/estimate-approval/:token/pdf',
    async (request, reply) => {
      const parsed = ZApprovalToken.safeParse(request.params.token);
      if (!parsed.success) return refuse(reply, 404, ESTIMATE_MESSAGES.linkInvalid);
      try {
        await consumeRateLimit(
          deps.db,
          `estimate-approval-pdf:${request.ip}`,
          APPROVAL_TOKEN_LIMIT,
        );
        const row = await estimateOfToken(deps.db, parsed.data);
        const site = await loadSiteConfig(deps.db, row.estimate.siteKey);
        return sendPdf(reply, await renderEstimatePdf(deps.db, deps.storage, site, row));
      } catch (error) {
        if (error instanceof AppError)
          return refuse(reply, STATUS[error.code] ?? 400, error.message);
        throw error;
      }
    },
  );
}
