import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SCIM_CONTENT_TYPE,
  SCIM_DETAILS,
  SCIM_LIMITS,
  SCIM_SCHEMAS,
  scimBaseUrl,
  scimErrorBody,
  type TScimProblem,
} from '@craftwork/domain/admin/scim';
import {
  scimListResponse,
  scimServiceProviderConfig,
  scimUserResourceType,
  scimUserSchema,
} from '@craftwork/domain/admin/scim-documents';
import { RateLimitError } from '../access/rate-limit.ts';
import type { Database } from '../db/client.ts';
import type { TEnv } from '../env.ts';
import { APP_ERROR_STATUS, AppError } from '../errors.ts';
import {
  authenticateScimToken,
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
  ScimError,
  type TScimClient,
} from '../modules/sso/index.ts';
import { containsNul } from './input-guard.ts';

export const SCIM_PREFIX = '/scim/v2';

type Deps = { db: Database; env: TEnv; log: (message: string) => void };
type IdParams = { Params: { id: string } };

/** Fastify's own refusals of a body, as SCIM details. */
const FRAMEWORK_DETAILS: Record<number, string> = {
  413: SCIM_DETAILS.tooLarge,
  415: SCIM_DETAILS.mediaType,
};

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .status(status)
    .type(`${SCIM_CONTENT_TYPE}; charset=utf-8`)
    .header('Cache-Control', 'no-store')
    .send(JSON.stringify(body));
}

function sendProblem(reply: FastifyReply, problem: TScimProblem) {
  if (problem.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="scim"');
  return send(reply, problem.status, scimErrorBody(problem));
}

/** The token of `Authorization: Bearer <token>`, or null when the header is not that. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer\s+([A-Za-z0-9_-]{1,200})$/i.exec(header.trim())?.[1] ?? null;
}

/** A query parameter's text (the first, when repeated). */
function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * The SCIM 2.0 endpoint at /scim/v2 (RFC 7644; issue 37 item 8, decision 232): an identity
 * provider's client, with its site's SCIM token, keeps User resources and deprovisions people.
 * This file reads and answers HTTP only; the sso module does the rest. Every request is
 * authenticated before its body is read; a missing or wrong token counts against the address.
 */
export async function registerScimRoutes(app: FastifyInstance, deps: Deps) {
  const { db, env, log } = deps;
  const baseUrl = scimBaseUrl(env.publicUrl);
  const clients = new WeakMap<FastifyRequest, TScimClient>();
  const clientOf = (request: FastifyRequest): TScimClient => {
    const client = clients.get(request);
    if (!client) throw new ScimError({ status: 401, detail: SCIM_DETAILS.tokenRequired });
    return client;
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [SCIM_CONTENT_TYPE, 'application/json'],
      { parseAs: 'string', bodyLimit: SCIM_LIMITS.bodyBytes },
      (_request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, undefined);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          const problem: TScimProblem = {
            status: 400,
            scimType: 'invalidSyntax',
            detail: SCIM_DETAILS.bodyInvalid,
          };
          return done(new ScimError(problem), undefined);
        }
        // PostgreSQL text cannot hold NUL: refused here, before the app's own guard.
        if (containsNul(parsed)) {
          const problem: TScimProblem = {
            status: 400,
            scimType: 'invalidValue',
            detail: SCIM_DETAILS.nulCharacter,
          };
          return done(new ScimError(problem), undefined);
        }
        done(null, parsed);
      },
    );

    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof ScimError) return sendProblem(reply, error.problem);
      if (error instanceof RateLimitError) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        return sendProblem(reply, { status: 429, detail: SCIM_DETAILS.tooManyFailures });
      }
      // The users module's refusals (the last site admin) with their own text.
      if (error instanceof AppError)
        return sendProblem(reply, { status: APP_ERROR_STATUS[error.code], detail: error.message });
      const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
      if (status >= 400 && status < 500)
        return sendProblem(reply, {
          status,
          detail: FRAMEWORK_DETAILS[status] ?? SCIM_DETAILS.bodyInvalid,
        });
      log(`${request.method} ${request.routeOptions.url ?? SCIM_PREFIX} failed: ${String(error)}`);
      return sendProblem(reply, { status: 500, detail: SCIM_DETAILS.unexpected });
    });

    scope.addHook('onRequest', async (request) => {
      const found = await authenticateScimToken(db, {
        token: bearerToken(request),
        ip: request.ip,
        multiplier: env.RATE_LIMIT_MULTIPLIER,
      });
      clients.set(request, { ...found, baseUrl });
    });

    scope.get(`${SCIM_PREFIX}/ServiceProviderConfig`, async (_request, reply) =>
      send(reply, 200, scimServiceProviderConfig(baseUrl)),
    );
    scope.get(`${SCIM_PREFIX}/ResourceTypes`, async (_request, reply) =>
      send(reply, 200, scimListResponse([scimUserResourceType(baseUrl)], 1, 1)),
    );
    scope.get(`${SCIM_PREFIX}/ResourceTypes/User`, async (_request, reply) =>
      send(reply, 200, scimUserResourceType(baseUrl)),
    );
    scope.get(`${SCIM_PREFIX}/Schemas`, async (_request, reply) =>
      send(reply, 200, scimListResponse([scimUserSchema(baseUrl)], 1, 1)),
    );
    scope.get<IdParams>(`${SCIM_PREFIX}/Schemas/:id`, async (request, reply) => {
      if (request.params.id !== SCIM_SCHEMAS.user)
        return sendProblem(reply, { status: 404, detail: SCIM_DETAILS.noRoute });
      return send(reply, 200, scimUserSchema(baseUrl));
    });

    scope.get(`${SCIM_PREFIX}/Users`, async (request, reply) => {
      const list = await listScimUsers(db, clientOf(request), {
        filter: queryText(request.query, 'filter'),
        startIndex: queryText(request.query, 'startIndex'),
        count: queryText(request.query, 'count'),
      });
      return send(reply, 200, list);
    });
    scope.post(`${SCIM_PREFIX}/Users`, async (request, reply) => {
      const user = await createScimUser(db, clientOf(request), request.body);
      reply.header('Location', user.meta.location);
      return send(reply, 201, user);
    });
    scope.get<IdParams>(`${SCIM_PREFIX}/Users/:id`, async (request, reply) =>
      send(reply, 200, await getScimUser(db, clientOf(request), request.params.id)),
    );
    scope.put<IdParams>(`${SCIM_PREFIX}/Users/:id`, async (request, reply) =>
      send(
        reply,
        200,
        await replaceScimUser(db, clientOf(request), request.params.id, request.body),
      ),
    );
    scope.patch<IdParams>(`${SCIM_PREFIX}/Users/:id`, async (request, reply) =>
      send(reply, 200, await patchScimUser(db, clientOf(request), request.params.id, request.body)),
    );
    scope.delete<IdParams>(`${SCIM_PREFIX}/Users/:id`, async (request, reply) => {
      await deleteScimUser(db, clientOf(request), request.params.id);
      return reply.status(204).header('Cache-Control', 'no-store').send();
    });

    // Anything else under the prefix names nothing (and is not the web app's page).
    const noRoute = async (_request: FastifyRequest, reply: FastifyReply) =>
      sendProblem(reply, { status: 404, detail: SCIM_DETAILS.noRoute });
    scope.all(SCIM_PREFIX, noRoute);
    scope.all(`${SCIM_PREFIX}/*`, noRoute);
  });
}
