import { ORPCError } from '@orpc/server';
import { SIGN_IN_MESSAGE } from '../errors.ts';
import { publicProcedure } from '../rpc/init.ts';

export const TOKEN_REQUIRED_MESSAGE =
  'Send an API token as "Authorization: Bearer cw_…". Site admins make tokens on the Integrations page.';

/**
 * A procedure of the public REST API (/api/v1): the HTTP route has already checked the token
 * and set it with its user on the context. Each procedure then calls the web app's own
 * procedure, so validation, scope and permission checks are the same ones.
 */
export const apiProcedure = publicProcedure.use(({ context, next }) => {
  if (!context.apiToken || !context.session)
    throw new ORPCError('UNAUTHORIZED', {
      message: context.apiToken ? SIGN_IN_MESSAGE : TOKEN_REQUIRED_MESSAGE,
    });
  return next();
});
