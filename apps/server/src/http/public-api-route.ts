import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenAPIHandler } from '@orpc/openapi/fastify';
import { ORPCError } from '@orpc/server';
import { experimental_ZodSmartCoercionPlugin } from '@orpc/zod/zod4';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { consumeRateLimit, RateLimitError } from '../access/rate-limit.ts';
import { GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { users } from '../db/schema.ts';
import { findUsableToken, TOKEN_PREFIX } from '../modules/api-tokens/index.ts';
import { API_PREFIX, publicApiDocument } from '../public-api/document.ts';
import {
  NO_ROUTE_MESSAGE,
  PROBLEM_CONTENT_TYPE,
  problemOf,
  problemOfError,
  sendProblem,
} from '../public-api/problem.ts';
import { TOKEN_REQUIRED_MESSAGE } from '../public-api/procedure.ts';
import { logApiRequest } from '../public-api/request-log.ts';
import { publicApiRouter } from '../public-api/router.ts';
import type { RequestContext, Services } from '../rpc/context.ts';
import { headersOf } from './auth-routes.ts';
import { requestEnv } from './request-address.ts';

export { API_PREFIX, publicApiDocument };
const BODY_LIMIT = 1024 * 1024;
export const INVALID_TOKEN_MESSAGE =
  'This API token is not valid: it is unknown, was revoked or has expired.';
export const READ_ONLY_MESSAGE = 'This token may only read: ask a site admin for a write token.';

const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
/** The reference page's files (served from swagger-ui-dist, never a CDN). */
const DOCS_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '${API_PREFIX}/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });\n`;
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Craftwork API reference</title>
<link rel="icon" href="${API_PREFIX}/docs/favicon-32x32.png">
<link rel="stylesheet" href="${API_PREFIX}/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_PREFIX}/docs/swagger-ui-bundle.js"></script>
<script src="${API_PREFIX}/docs/init.js"></script>
</body>
</html>
`;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1),
  );
}

/** A refusal of the route itself, as every error of /api/v1: a problem detail (RFC 9457). */
function refuse(reply: FastifyReply, status: number, code: string, detail: string) {
  return sendProblem(reply, problemOf(status, code, detail));
}

/** The quota of every token (one policy, so one name) in a window of this many seconds. */
const RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * The token's quota and what is left of it, as the IETF draft's RateLimit-Policy and RateLimit
 * fields (draft-ietf-httpapi-ratelimit-headers, structured-field form).
 */
function setRateLimitHeaders(
  reply: FastifyReply,
  max: number,
  remaining: number,
  resetSeconds: number,
) {
  reply.header('RateLimit-Policy', `"default";q=${max};w=${RATE_LIMIT_WINDOW_SECONDS}`);
  reply.header(
    'RateLimit',
    `"default";r=${Math.max(0, remaining)};t=${Math.max(0, Math.ceil(resetSeconds))}`,
  );
}

/** The token from `Authorization: Bearer cw_…`, or null when the header is not that. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  return match?.[1]?.startsWith(TOKEN_PREFIX) ? match[1] : null;
}

type TLogged = { siteKey: string; tokenId: string; userId: string; started: number };

/**
 * The public REST API at /api/v1 (decision 180): the public router through oRPC's OpenAPI
 * handler, for API tokens only (no cookies: no CSRF surface), rate-limited and logged per token;
 * its OpenAPI document and reference page are open (they hold no data).
 */
export async function registerPublicApiRoute(app: FastifyInstance, services: Services) {
  const { db, env } = services;
  const handler = new OpenAPIHandler(publicApiRouter, {
    plugins: [new experimental_ZodSmartCoercionPlugin()],
    clientInterceptors: [
      async ({ next, input }) => {
        if (containsNul(input))
          throw new ORPCError('BAD_REQUEST', { message: 'Text may not contain NUL characters.' });
        try {
          return await next();
        } catch (error) {
          // A fault outside the procedures' own error mapping (an answer that fails its output
          // schema, say) is answered generically, so it is logged here.
          if (error instanceof ORPCError && error.status >= 500 && error.cause !== undefined)
            services.log(`public API ${String(error.cause)}`);
          throw error;
        }
      },
    ],
    customErrorResponseBodyEncoder: problemOfError,
  });

  app.get(`${API_PREFIX}/openapi.json`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await publicApiDocument()),
  );
  app.get(`${API_PREFIX}/docs`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(DOCS_PAGE),
  );
  app.get<{ Params: { file: string } }>(`${API_PREFIX}/docs/:file`, async (request, reply) => {
    const { file } = request.params;
    if (file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(DOCS_INIT);
    const type = Object.hasOwn(DOCS_FILES, file) ? DOCS_FILES[file] : undefined;
    if (!type) return refuse(reply, 404, 'NOT_FOUND', NO_ROUTE_MESSAGE);
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=86400')
      .send(readFileSync(path.join(swaggerDir, file)));
  });

  const logged = new WeakMap<FastifyRequest, TLogged>();
  await app.register(async (scope) => {
    // The handler sends its answers as JSON: its error answers (a problem each, from
    // problemOfError) are marked as problem details here, as they leave.
    scope.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (reply.statusCode >= 400 && typeof type === 'string')
        reply.header('content-type', type.replace(/^application\/json/, PROBLEM_CONTENT_TYPE));
      return payload;
    });
    scope.setErrorHandler((error, request, reply) => {
      services.log(`${request.method} ${request.url.split('?')[0]} failed: ${String(error)}`);
      return refuse(reply, 500, 'INTERNAL_SERVER_ERROR', GENERIC_ERROR_MESSAGE);
    });
    scope.addHook('onRequest', async (request, reply) => {
      // Judged from the headers before anything reads the body: any method but GET and HEAD
      // may carry one (a DELETE too), and a body is JSON of at most BODY_LIMIT bytes.
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const declared = request.headers['content-length'];
      const length = Number(declared);
      const writes =
        request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH';
      if (declared === undefined && !writes && request.headers['transfer-encoding'] === undefined)
        return;
      if (!Number.isFinite(length))
        return refuse(reply, 411, 'LENGTH_REQUIRED', ERROR_MESSAGES.lengthRequired);
      if (length > BODY_LIMIT)
        return refuse(reply, 413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.tooLarge);
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (length > 0 && type !== 'application/json')
        return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', ERROR_MESSAGES.jsonOnly);
    });
    scope.addHook('onResponse', async (request, reply) => {
      const entry = logged.get(request);
      if (!entry) return;
      await logApiRequest(db, {
        ...entry,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ip: request.ip,
        durationMs: performance.now() - entry.started,
      }).catch((error: unknown) => services.log(`API request log: ${String(error)}`));
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${API_PREFIX}/*`, async (request, reply) => {
      const started = performance.now();
      const token = bearerToken(request);
      if (token === null) return refuse(reply, 401, 'UNAUTHORIZED', TOKEN_REQUIRED_MESSAGE);
      const row = await findUsableToken(db, token);
      if (!row) return refuse(reply, 401, 'UNAUTHORIZED', INVALID_TOKEN_MESSAGE);
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          defaultSiteKey: users.defaultSiteKey,
        })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!user) return refuse(reply, 401, 'UNAUTHORIZED', INVALID_TOKEN_MESSAGE);
      logged.set(request, { siteKey: row.siteKey, tokenId: row.id, userId: user.id, started });
      // Every request of a known token counts, a refused one too.
      const max = env.API_RATE_LIMIT_PER_MINUTE;
      try {
        const use = await consumeRateLimit(db, `apiToken:${row.id}`, {
          max,
          windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
        });
        setRateLimitHeaders(reply, max, use.remaining, use.resetSeconds);
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        setRateLimitHeaders(reply, max, 0, error.retryAfterSeconds);
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        return refuse(reply, 429, 'TOO_MANY_REQUESTS', error.message);
      }
      if (row.scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD')
        return refuse(reply, 403, 'FORBIDDEN', READ_ONLY_MESSAGE);
      const headers = headersOf(request);
      // Tokens only: a browser's cookies never sign a request in here.
      headers.delete('cookie');
      const context: RequestContext = {
        ...services,
        env: requestEnv(services.env, request, true),
        headers,
        ip: request.ip,
        session: { user },
        apiToken: { id: row.id, siteKey: row.siteKey, scope: row.scope },
      };
      const { matched } = await handler.handle(request, reply, { prefix: API_PREFIX, context });
      if (!matched) return refuse(reply, 404, 'NOT_FOUND', NO_ROUTE_MESSAGE);
    });
  });
}
