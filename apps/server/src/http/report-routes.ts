import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_MESSAGES } from '@craftwork/domain/reports/report-types';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { SIGN_IN_MESSAGE } from '../errors.ts';
import { findReportDownload } from '../modules/reports/report-data.service.ts';
import {
  checkReportLink,
  REPORT_FORMATS,
  type TReportFormat,
} from '../modules/reports/report-links.ts';
import type { FileStorage } from '../storage/storage.ts';
import { headersOf } from './auth-routes.ts';

type Deps = { auth: Auth; db: Database; storage: FileStorage; linkSecret: string };

const isFormat = (format: string): format is TReportFormat =>
  (REPORT_FORMATS as readonly string[]).includes(format);

const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

const NO_STORE = 'private, no-store';

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).header('Cache-Control', NO_STORE).send({ message });

/**
 * Signed out: a browser is sent to sign in (the link is kept as `next`, to be opened again);
 * anything else gets 401.
 */
function signInFirst(request: FastifyRequest, reply: FastifyReply) {
  if ((request.headers.accept ?? '').includes('text/html'))
    return reply
      .status(303)
      .header('Cache-Control', NO_STORE)
      .header('Location', `/login?next=${encodeURIComponent(request.url)}`)
      .send();
  return refuse(reply, 401, SIGN_IN_MESSAGE);
}

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
