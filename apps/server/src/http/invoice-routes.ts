import type { FastifyInstance } from 'fastify';
import { INVOICE_MESSAGES, UNNUMBERED_INVOICE } from '@craftwork/domain/billing/invoices';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { userReaderLanguage } from '../i18n/reader-language.ts';
import { renderBillingPdf } from '../modules/billing/index.ts';
import {
  billingDocumentOf,
  loadInvoiceDetail,
  remitToOfSite,
  siteToday,
} from '../modules/invoices/index.ts';
import { moneyCaller, refuse, sendPdf } from './download-replies.ts';

type Deps = { auth: Auth; db: Database };

/**
 * An invoice's PDF (printable, "INV-0001.pdf"), made when asked: for signed-in users who see
 * money (moneyProcedure's rule) on their current site; another site's invoice is not there.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string } }>('/api/billing/invoices/:id/pdf', async (request, reply) => {
    const { id } = request.params;
    const caller = await moneyCaller(deps, request, reply);
    if (!caller) return reply;
    const { scope, site } = caller;
    if (id.length > 128) return refuse(reply, 404, INVOICE_MESSAGES.notFound);
    let invoice;
    try {
      invoice = await loadInvoiceDetail(deps.db, scope.siteKey, id, siteToday(site, new Date()));
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, 404, INVOICE_MESSAGES.notFound);
      throw error;
    }
    const remitTo = await remitToOfSite(deps.db, site);
    // In the language of whoever downloads it (theirs, else the site's).
    const language = await userReaderLanguage(deps.db, scope.userId, site.defaultLanguage);
    const pdf = await renderBillingPdf({
      ...billingDocumentOf(invoice, site.name, remitTo),
      language,
    });
    return sendPdf(reply, { filename: `${invoice.number || UNNUMBERED_INVOICE}.pdf`, pdf });
  });
}
