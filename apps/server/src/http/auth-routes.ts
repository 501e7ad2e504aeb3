import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countFailures,
  namedLimit,
  RateLimitError,
  waitMessage,
  type TLimitUse,
} from '../access/rate-limit.ts';
import { SELF_ORIGIN_HEADER, type Auth } from '../auth/auth.ts';
import { requestOrigin } from './request-address.ts';
import type { Database } from '../db/client.ts';
import type { TEnv } from '../env.ts';

type TAuthRouteEnv = Pick<
  TEnv,
  'publicUrl' | 'trustSameOrigin' | 'AUTH_SIGN_IN_LIMIT' | 'RATE_LIMIT_MULTIPLIER'
>;

type TAuthRouteDeps = {
  auth: Auth;
  db: Database;
  env: TAuthRouteEnv;
  log: (message: string) => void;
};

/** Headers that only the server sets; a caller's copies are dropped. */
const PRIVATE_HEADERS = new Set(['x-craftwork-client-ip', SELF_ORIGIN_HEADER]);

/** Headers object of a Fastify request, for auth.api calls. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || PRIVATE_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-craftwork-client-ip', request.ip);
  return headers;
}

/** Builds a fetch Request for better-auth; the client IP is set by us, never by the caller. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = headersOf(request);
  const self = requestOrigin(request);
  if (self) headers.set(SELF_ORIGIN_HEADER, self);
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

type TExposedRoute = {
  method: 'GET' | 'POST';
  /** Limits that count this route's failed attempts (successful ones are given back). */
  failureLimits?: (request: FastifyRequest, deps: TAuthRouteDeps) => Promise<TLimitUse[]>;
};

/**
 * The better-auth endpoints the web app uses; every other path under /api/auth answers 404.
 * Accounts are created, reset and verification mails sent, and profiles changed only through
 * the RPC procedures, with their throttles and field limits.
 */
const EXPOSED_ROUTES: Record<string, TExposedRoute> = {
  '/sign-in/email': {
    method: 'POST',
    // Failed attempts per account and per address: a plant behind one address is not locked
    // out by its own successful sign-ins.
    async failureLimits(request, { env }) {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      const perAddress: TLimitUse = {
        key: `signInFailuresPerIp:${request.ip}`,
        limit: { max: env.AUTH_SIGN_IN_LIMIT, windowSeconds: 60 },
      };
      if (typeof email !== 'string') return [perAddress];
      const account = email.trim().toLowerCase().slice(0, 320);
      return [
        perAddress,
        namedLimit('signInFailuresPerAccount', account, env.RATE_LIMIT_MULTIPLIER),
      ];
    },
  },
  '/sign-out': { method: 'POST' },
  '/change-password': {
    method: 'POST',
    // Per user, not per address: colleagues behind one address do not share the limit.
    async failureLimits(request, { auth, env }) {
      const session = await auth.api.getSession({ headers: headersOf(request) });
      if (!session) return [];
      return [
        namedLimit('changePasswordFailuresPerUser', session.user.id, env.RATE_LIMIT_MULTIPLIER),
      ];
    },
  },
  '/verify-email': { method: 'GET' },
  // Company sign-in (issue 37): start at the site's provider, and its redirect back.
  '/sign-in/sso': { method: 'POST' },
  '/sso/callback/:providerId': { method: 'GET' },
};

/** The exposed route a path is, with a provider id in place of the callback's last segment. */
function exposedRouteOf(path: string): TExposedRoute | undefined {
  const key = /^\/sso\/callback\/[\w-]{1,64}$/.test(path) ? '/sso/callback/:providerId' : path;
  return Object.hasOwn(EXPOSED_ROUTES, key) ? EXPOSED_ROUTES[key] : undefined;
}

const AUTH_BODY_LIMIT = 16 * 1024;

function originOf(request: FastifyRequest): string | null {
  const value = request.headers.origin ?? request.headers.referer;
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function originRefusal(origin: string, env: TAuthRouteEnv) {
  const howTo = env.trustSameOrigin
    ? `add ${origin} to TRUSTED_ORIGINS or set PUBLIC_URL to it`
    : `add ${origin} to TRUSTED_ORIGINS`;
  return `Sign-in is not allowed from ${origin}. Open Craftwork at ${env.publicUrl}, or ask the administrator to ${howTo}.`;
}

/** Rewrites refusals into answers users can act on; other answers pass unchanged. */
function explainRefusal(
  request: FastifyRequest,
  response: Response,
  text: string,
  deps: TAuthRouteDeps,
): string {
  if (response.status !== 403 && response.status !== 429) return text;
  let body: { code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return text;
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after') ?? 60);
    return JSON.stringify({ ...body, code: 'TOO_MANY_REQUESTS', message: waitMessage(retryAfter) });
  }
  if (body.code !== 'INVALID_ORIGIN') return text;
  const message = originRefusal(originOf(request) ?? 'this address', deps.env);
  deps.log(`auth: refused ${request.method} ${request.url}: ${message}`);
  return JSON.stringify({ ...body, message });
}

export function registerAuthRoutes(app: FastifyInstance, deps: TAuthRouteDeps) {
  const { auth, db, env } = deps;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    bodyLimit: AUTH_BODY_LIMIT,
    async handler(request, reply) {
      const path = new URL(request.url, env.publicUrl).pathname.replace(/^\/api\/auth/, '');
      const route = exposedRouteOf(path);
      if (!route || route.method !== request.method)
        return reply.status(404).send({ message: 'Not found' });

      const run = () => auth.handler(toFetchRequest(request, env.publicUrl));
      let response: Response;
      try {
        response = route.failureLimits
          ? await countFailures(db, await route.failureLimits(request, deps), run, (r) => r.ok)
          : await run();
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(error.retryAfterSeconds)))
          .send({ code: 'TOO_MANY_REQUESTS', message: error.message });
      }

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        // The body may be rewritten below: its length is Fastify's to set.
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = response.body ? await response.text() : null;
      return reply.send(text === null ? null : explainRefusal(request, response, text, deps));
    },
  });
}
