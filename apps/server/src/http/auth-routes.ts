import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';

/** Builds a fetch Request for better-auth; the client IP is set by us, never by the caller. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-craftwork-client-ip') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-craftwork-client-ip', request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body)
      : undefined,
  });
}

/**
 * Password hashing (scrypt) runs on libuv's small thread pool, which every request's session
 * check (WebCrypto) shares: a burst of sign-ins must not queue everyone else behind it.
 */
const HASHING_PATHS = ['/sign-in/email', '/sign-up/email', '/change-password', '/reset-password'];

function semaphore(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, publicUrl: string) {
  const hashing = semaphore(Math.max(1, availableParallelism() - 1));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const path = new URL(request.url, publicUrl).pathname.replace(/^\/api\/auth/, '');
      const handle = () => auth.handler(toFetchRequest(request, publicUrl));
      const response = await (HASHING_PATHS.includes(path) ? hashing(handle) : handle());
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

/** Headers object of a Fastify request, for auth.api calls. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-craftwork-client-ip') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-craftwork-client-ip', request.ip);
  return headers;
}
