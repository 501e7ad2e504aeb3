import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { APP_ERROR_STATUS, AppError, GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { NO_ROUTE_MESSAGE, problemOf, sendProblem } from '../public-api/problem.ts';
import { API_PREFIX } from './public-api-route.ts';

/** What a refused request hears, by status: never the error's own text, which may echo input. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: ERROR_MESSAGES.signInRequired,
  403: ERROR_MESSAGES.permissionDenied,
  404: 'Not found',
  405: 'Method not allowed.',
  411: ERROR_MESSAGES.lengthRequired,
  413: ERROR_MESSAGES.tooLarge,
  415: 'Unsupported media type.',
  429: ERROR_MESSAGES.tooManyRequests,
};

function refuse(reply: FastifyReply, status: number) {
  return reply
    .status(status)
    .send({ message: CLIENT_ERROR_MESSAGES[status] ?? 'The request could not be handled.' });
}

/**
 * Fastify's router refusals, before any route (the `frameworkErrors` option): an undecodable
 * path, or a path parameter longer than `maxParamLength`. Such a path names nothing: 404, and
 * not Fastify's own answer, which echoes the path.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // The public API answers every error as a problem detail, these too.
  if (request.url.startsWith(`${API_PREFIX}/`))
    return sendProblem(reply, problemOf(404, 'NOT_FOUND', NO_ROUTE_MESSAGE));
  return refuse(reply, 404);
}

/**
 * The one error handler of every route outside the RPC (which maps its own errors in
 * rpc/init.ts). Service errors (AppError) answer with their status and user-facing text;
 * Fastify's refusals (bad JSON, too large...) with their 4xx status and a fixed text; anything
 * else is logged here and answered 500 with the generic text, never with its message, stack,
 * query or parameters.
 */
export function registerErrorHandler(app: FastifyInstance, log: (message: string) => void) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(APP_ERROR_STATUS[error.code]).send({ message: error.message });
    }
    // The built web app's files refuse a name they could never hold (a path segment past the
    // router's parameter length, say): like the router's own refusals, that path names nothing.
    if ('code' in error && error.code === 'FST_STATIC_FORBIDDEN_PATH') return refuse(reply, 404);
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) return refuse(reply, status);
    log(
      `${request.method} ${request.routeOptions.url ?? request.url} failed: ${error.stack ?? error.message}`,
    );
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });
}
