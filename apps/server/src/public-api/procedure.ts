import { ORPCError, os } from '@orpc/server';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_DAYS,
  IDEMPOTENCY_KEY_PATTERN,
} from '@craftwork/domain/offline/idempotency';
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

/** The header as every write's OpenAPI operation documents it. */
const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description: `Send a new key (a UUID) with each change and the same key with its retries: a retry with the same body gets the first answer and is not applied again; the same key with another body is refused (400); a retry while the first is still running gets 409. Keys are kept ${IDEMPOTENCY_KEY_DAYS} days.`,
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
} as const;

/**
 * A REST write (POST, PUT, PATCH): with an Idempotency-Key it runs once per token user and key
 * (the offline outbox's store, decision 176). The key is claimed here, on the route and the
 * request as sent (path parameters and body); the web procedure called inside gets the request
 * without the header, so a procedure that is idempotent on its own does not claim the same key
 * a second time (it would find it taken by this route and refuse the request as a reuse).
 */
export const apiWriteProcedure = apiProcedure
  .route({
    spec: (operation) => ({
      ...operation,
      parameters: [...(operation.parameters ?? []), IDEMPOTENCY_PARAMETER],
    }),
  })
  .use(idempotent)
  .use(({ context, next }) => {
    if (!context.headers.has(IDEMPOTENCY_HEADER)) return next();
    const headers = new Headers(context.headers);
    headers.delete(IDEMPOTENCY_HEADER);
    return next({ context: { headers } });
  });
