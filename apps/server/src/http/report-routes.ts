import type { FastifyInstance } from 'fastify';
import { REPORT_MESSAGES } from '@craftwork/domain/reports/report-types';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { findReportDownload } from '../modules/reports/index.ts';
import { checkReportLink, REPORT_FORMATS, type TReportFormat } from '../modules/reports/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { headersOf } from './auth-routes.ts';
import { contentDisposition, NO_STORE, refuse, signInFirst } from './download-replies.ts';

type Deps = { auth: Auth; db: Database; storage: FileStorage; linkSecret: string };

const isFormat = (format: string): format is TReportFormat =>
  (REPORT_FORMATS as readonly string[]).includes(format);

/**
 * A generated report's CSV or PDF through its signed link (decision 152): signed in, the
 * signature matching, not expired, and the report ready, live and covered by the caller.
 */
export function registerReportRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string; format: string }; Querystring: Record<string, unknown> }>(
    '/api/reports/:id/:format',
    async (request, reply) => {
      const { id, format } = request.params;
      if (!isFormat(format)) return refuse(reply, 404, 'Not found');
      const session = await deps.auth.api.getSession({ headers: headersOf(request) });
      if (!session) return signInFirst(request, reply);
      const check = checkReportLink(deps.linkSecret, id, format, request.query, new Date());
      if (check === 'invalid') return refuse(reply, 403, REPORT_MESSAGES.linkInvalid);
      if (check === 'expired') return refuse(reply, 410, REPORT_MESSAGES.linkExpired);
      const file = await findReportDownload(deps.db, session.user.id, id, format);
      const opened = file ? await deps.storage.open(file.key) : null;
      if (!file || !opened) return refuse(reply, 404, REPORT_MESSAGES.notFound);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', opened.size)
        .header('Content-Disposition', contentDisposition(file.filename))
        .header('Cache-Control', NO_STORE)
        .send(opened.stream);
    },
  );
}
