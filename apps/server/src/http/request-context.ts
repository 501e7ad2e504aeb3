import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { headersOf } from './auth-routes.ts';
import { requestEnv } from './request-address.ts';
import type { RequestContext, Services } from '../rpc/context.ts';

type TAuthSession = Awaited<ReturnType<Auth['api']['getSession']>>;

/**
 * A request's RPC context: the same for a call over /rpc and for the calls the server makes
 * for a page navigation it answers with the screen's first data (decision 218).
 */
export function requestContext(
  services: Services,
  request: FastifyRequest,
  session: TAuthSession,
): RequestContext {
  return {
    ...services,
    // What a signed-in user prints or mails carries the address they are using.
    env: requestEnv(services.env, request, session !== null),
    headers: headersOf(request),
    ip: request.ip,
    session: session
      ? {
          user: {
            id: session.user.id,
            email: session.user.email,
            name: session.user.name,
            emailVerified: session.user.emailVerified,
            defaultSiteKey: session.user.defaultSiteKey ?? null,
          },
        }
      : null,
  };
}
