import type { FastifyRequest } from 'fastify';
import type { TSignedIn } from '../auth/session-check.ts';
import { headersOf } from './auth-routes.ts';
import { requestEnv } from './request-address.ts';
import type { RequestContext, Services } from '../rpc/context.ts';

/**
 * A request's RPC context: the same for a call over /rpc and for the calls the server makes
 * for a page navigation it answers with the screen's first data (decision 218).
 */
export function requestContext(
  services: Services,
  request: FastifyRequest,
  session: TSignedIn | null,
): RequestContext {
  return {
    ...services,
    // What a signed-in user prints or mails carries the address they are using.
    env: requestEnv(services.env, request, session !== null),
    headers: headersOf(request),
    ip: request.ip,
    session: session ? { user: session.user, scope: session.scope, site: session.site } : null,
  };
}
