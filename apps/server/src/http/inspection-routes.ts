import type { FastifyInstance } from 'fastify';
import { INSPECTION_REPORT_MESSAGES } from '@craftwork/domain/compliance/inspection-report';
import { formatListDateTime } from '@craftwork/domain/format/dates';
import { formatDateTime } from '@craftwork/domain/i18n/format';
import type { Auth } from '../auth/auth.ts';
import { resolveScope } from '../access/scope.ts';
import type { Database } from '../db/client.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../errors.ts';
import { userReaderLanguage } from '../i18n/reader-language.ts';
import { renderInspectionPdf } from '../modules/inspections/index.ts';
import { requireInspectionReport } from '../modules/inspections/index.ts';
import { loadSiteConfig } from '../site-config/site-config.ts';
import { headersOf } from './auth-routes.ts';
import { refuse, sendPdf, signInFirst } from './download-replies.ts';

type Deps = { auth: Auth; db: Database; brand: string };

/**
 * A completed scaffold inspection's report as a PDF ("Inspection report - {record}.pdf"), made
 * when asked, for approved members whose task scope includes the task (as inspections.get),
 * labelled in the language of the person downloading it (theirs, else the site's).
 */
export function registerInspectionRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { taskId: string } }>(
    '/api/inspections/:taskId/pdf',
    async (request, reply) => {
      const { taskId } = request.params;
      const session = await deps.auth.api.getSession({ headers: headersOf(request) });
      if (!session) return signInFirst(request, reply);
      const result = await resolveScope(
        deps.db,
        session.user.id,
        session.user.defaultSiteKey ?? null,
      );
      if (result.kind !== 'approved') return refuse(reply, 403, PERMISSION_ERROR_MESSAGE);
      const { scope } = result;
      if (taskId.length > 128) return refuse(reply, 404, INSPECTION_REPORT_MESSAGES.notFound);
      let report;
      try {
        report = await requireInspectionReport(deps.db, scope, taskId);
      } catch (error) {
        if (error instanceof AppError)
          return refuse(reply, 404, INSPECTION_REPORT_MESSAGES.notFound);
        throw error;
      }
      const site = await loadSiteConfig(deps.db, scope.siteKey);
      const language = await userReaderLanguage(deps.db, session.user.id, site.defaultLanguage);
      // English keeps the lists' MM/DD/YYYY hh:mm A; another language its own date and time.
      const inspectedAt = new Date(report.inspectedAt);
      const when =
        language === 'en'
          ? formatListDateTime(inspectedAt, site.timezone)
          : formatDateTime(inspectedAt, language, site.timezone);
      const pdf = await renderInspectionPdf({
        ...report,
        siteName: site.name,
        brand: deps.brand,
        language,
        inspectedAt: `${when} (${site.timezone})`,
      });
      const name = report.tagNumber || report.recordTitle;
      return sendPdf(reply, { filename: `Inspection report - ${name}.pdf`, pdf });
    },
  );
}
