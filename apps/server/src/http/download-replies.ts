import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import type { Auth } from '../auth/auth.ts';
import { resolveScope, type Scope } from '../access/scope.ts';
import type { Database } from '../db/client.ts';
import { PERMISSION_ERROR_MESSAGE, SIGN_IN_MESSAGE } from '../errors.ts';
import { loadSiteConfig, type SiteConfig } from '../site-config/site-config.ts';
import { headersOf } from './auth-routes.ts';

/** The replies of the routes that hand out files (reports, estimate and invoice PDFs). */
export const NO_STORE = 'private, no-store';

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).header('Cache-Control', NO_STORE).send({ message });

/**
 * Signed out: a browser is sent to sign in (the link is kept as `next`, to be opened again);
 * anything else gets 401.
 */
export function signInFirst(request: FastifyRequest, reply: FastifyReply) {
  if ((request.headers.accept ?? '').includes('text/html'))
    return reply
      .status(303)
      .header('Cache-Control', NO_STORE)
      .header('Location', `/login?next=${encodeURIComponent(request.url)}`)
      .send();
  return refuse(reply, 401, SIGN_IN_MESSAGE);
}

export const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** A PDF made on request, never cached. */
export const sendPdf = (reply: FastifyReply, file: { filename: string; pdf: Buffer }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', file.pdf.length)
    .header('Content-Disposition', contentDisposition(file.filename))
    .header('Cache-Control', NO_STORE)
    .send(file.pdf);

/**
 * The caller's scope and site when they are signed in, approved and see money (the rule of
 * `moneyProcedure`); otherwise the refusal has been sent and null is returned.
 */
export async function moneyCaller(
  deps: { auth: Auth; db: Database },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ scope: Scope; site: SiteConfig } | null> {
  const session = await deps.auth.api.getSession({ headers: headersOf(request) });
  if (!session) {
    await signInFirst(request, reply);
    return null;
  }
  const result = await resolveScope(deps.db, session.user.id, session.user.defaultSiteKey ?? null);
  if (result.kind !== 'approved') {
    await refuse(reply, 403, PERMISSION_ERROR_MESSAGE);
    return null;
  }
  const { scope } = result;
  const site = await loadSiteConfig(deps.db, scope.siteKey);
  const user = {
    permissions: scope.permissions,
    companyId: scope.companyId,
    managingCompanyId: site.managingCompanyId,
  };
  if (!mayUseScreen('invoices', user)) {
    await refuse(reply, 403, PERMISSION_ERROR_MESSAGE);
    return null;
  }
  return { scope, site };
}
