import { ORPCError, os } from '@orpc/server';
import { IDEMPOTENCY_HEADER } from '@craftwork/domain/offline/idempotency';
import { SIGN_IN_MESSAGE } from '../errors.ts';
import { idempotent } from '../rpc/idempotency.ts';
import type { RequestContext } from '../rpc/context.ts';
import { publicProcedure } from '../rpc/init.ts';

export const TOKEN_REQUIRED_MESSAGE =
  'Send an API token as "Authorization: Bearer cw_…". Site admins make tokens on the Integrations page.';

/**
 * The public REST API's guard (/api/v1): the HTTP route has already checked the token and set
 * it with its user on the context; a call without them (not through that route) is refused.
 */
export const requireApiToken = os.$context<RequestContext>().middleware(({ context, next }) => {
  if (!context.apiToken || !context.session)
    throw new ORPCError('UNAUTHORIZED', {
      message: context.apiToken ? SIGN_IN_MESSAGE : TOKEN_REQUIRED_MESSAGE,
    });
  return next({ context: { user: context.session.user } });
});

/**
 * A procedure of the public REST API: each calls the web app's own procedure, so validation,
 * scope and permission checks are the same ones.
 */
export const apiProcedure = publicProcedure.use(requireApiToken);

/**
 * A REST write (POST, PUT, PATCH): with an Idempotency-Key it runs once per token user and key
 * (the offline outbox's store, decision 176). The key is claimed here, on the route and the
 * request as sent (path parameters and body); the web procedure called inside gets the request
 * without the header, so a procedure that is idempotent on its own does not claim the same key
 * a second time (it would find it taken by this route and refuse the request as a reuse).
 */
export const apiWriteProcedure = apiProcedure.use(idempotent).use(({ context, next }) => {
  if (!context.headers.has(IDEMPOTENCY_HEADER)) return next();
  const headers = new Headers(context.headers);
  headers.delete(IDEMPOTENCY_HEADER);
  return next({ context: { headers } });
});
