import type { FastifyInstance } from 'fastify';
import { NO_ROUTE_MESSAGE, problemOf, sendProblem } from '../public-api/problem.ts';
import { API_PREFIX } from './public-api-route.ts';

/** PostgreSQL text cannot hold a NUL character: a query given one fails (issue 31 #7). */
export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/** Whether a value (a string, or any string or key within it) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1),
  );
}

/**
 * One guard for every HTTP route, before its handler: a path parameter with a NUL names
 * nothing (404, as the router answers an undecodable path), and a parsed body with one is
 * refused (400). The RPC and REST handlers parse their own bodies and refuse NUL in any input
 * in their interceptors.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params)) {
      // The public API answers every error as a problem detail, this one too.
      if (request.url.startsWith(`${API_PREFIX}/`))
        return sendProblem(reply, problemOf(404, 'NOT_FOUND', NO_ROUTE_MESSAGE));
      return reply.status(404).send({ message: 'Not found' });
    }
    if (containsNul(request.body)) return reply.status(400).send({ message: NUL_MESSAGE });
  });
}
