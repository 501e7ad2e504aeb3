import http from 'node:http';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { TEST_APP_SECRET } from '../test/services.ts';
import { CUSTOMER_MESSAGES, MAX_TAGS } from '@craftwork/domain/billing/customers';
import { consumeRateLimit, RateLimitError, waitMessage } from '../access/rate-limit.ts';
import { apiRequests, apiTokens } from '../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../errors.ts';
import {
  INVALID_TOKEN_MESSAGE,
  publicApiDocument,
  READ_ONLY_MESSAGE,
} from '../http/public-api-route.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { ApiContract, checkedFetch } from '../test/api-contract.ts';
import { issueToken } from '../modules/api-tokens/index.ts';
import { NO_ROUTE_MESSAGE, PROBLEM_CONTENT_TYPE } from './problem.ts';
import { TOKEN_REQUIRED_MESSAGE } from './procedure.ts';
import { PUBLIC_ROUTE_TARGETS, publicApiRouter } from './router.ts';

const LIMIT = 5;
let t: TestApp;
let closeSecond: (() => Promise<void>) | null = null;

/** A second app instance on the first one's database (as two servers behind a balancer). */
async function startSecondApp(): Promise<string> {
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://craftwork.test',
    SEED_DEMO: 'false',
    DATA_DIR: '/tmp/craftwork-test-data',
    JOBS: 'off',
    API_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
  const { app, hub } = await buildApp({
    env,
    db: t.db,
    databaseUrl: t.databaseUrl,
    secret: TEST_APP_SECRET,
    log: () => {},
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await hub.ready;
  closeSecond = () => app.close();
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
let site: SiteFixture;

async function token(scope: 'read' | 'write' = 'read', user: 'plant' | 'contractorA' = 'plant') {
  const { token, row } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users[user].id,
    createdBy: site.users.admin.id,
    name: 'Limits',
    scope,
    expiresAt: null,
  });
  return { token, id: row.id };
}

/** Every answer below is checked against the API document. */
const contract = ApiContract.load();

const get = (app: TestApp, path: string, bearer: string | null) =>
  checkedFetch(contract, app.url)(path, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

const post = (path: string, bearer: string, body: unknown) =>
  checkedFetch(contract, t.url)(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The media type of every error answer. */
const PROBLEM_TYPE = `${PROBLEM_CONTENT_TYPE}; charset=utf-8`;

/** The problem detail (RFC 9457) an error answer must be, written out in full. */
function problem(status: number, title: string, code: string, detail: string) {
  const type = `https://craftwork.app/problems/${code.toLowerCase().replaceAll('_', '-')}`;
  return { type, title, status, detail, code };
}

/** An answer's status, media type and body, to compare whole. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  };
}

/** The IETF draft's RateLimit field: what is left of the quota and when it starts over. */
function rateLimitOf(response: Response) {
  const match = /^"default";r=(\d+);t=(\d+)$/.exec(response.headers.get('ratelimit') ?? '');
  return match ? { r: Number(match[1]), t: Number(match[2]) } : null;
}

beforeAll(async () => {
  t = await startTestApp({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  site = await createSiteFixture(t.db, 'RESTLIM');
  await addCraftRecord(t.db, site, {}, [{ taskStatus: 30 }]);
}, 60_000);
afterAll(async () => {
  await closeSecond?.();
  await t.close();
});

describe('the rate limit per token', () => {
  it('counts down in RateLimit headers, then answers 429 with r=0 and Retry-After', async () => {
    const { token: bearer } = await token();
    const left: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await get(t, '/api/v1/tasks?limit=1', bearer);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe(`"default";q=${LIMIT};w=60`);
      const { r, t: reset } = rateLimitOf(answer)!;
      expect(reset).toBeGreaterThanOrEqual(0);
      expect(reset).toBeLessThanOrEqual(60);
      left.push(r);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const refused = await get(t, '/api/v1/tasks?limit=1', bearer);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-policy')).toBe(`"default";q=${LIMIT};w=60`);
    expect(rateLimitOf(refused)?.r).toBe(0);
    expect(await answerOf(refused)).toEqual({
      status: 429,
      type: PROBLEM_TYPE,
      body: problem(429, 'Too Many Requests', 'TOO_MANY_REQUESTS', waitMessage(retryAfter)),
    });
    // Another token is counted apart.
    const { token: other } = await token();
    expect((await get(t, '/api/v1/tasks?limit=1', other)).status).toBe(200);
  });

  it('is counted in PostgreSQL, shared by every app instance', async () => {
    const { token: bearer, id } = await token();
    for (let i = 0; i < LIMIT - 1; i += 1)
      expect((await get(t, '/api/v1/tasks?limit=1', bearer)).status).toBe(200);
    // The counter the app keeps for this token is the one every instance reads.
    await expect(
      consumeRateLimit(t.db, `apiToken:${id}`, { max: LIMIT, windowSeconds: 60 }),
    ).resolves.toMatchObject({ remaining: 0 });
    await expect(
      consumeRateLimit(t.db, `apiToken:${id}`, { max: LIMIT, windowSeconds: 60 }),
    ).rejects.toBeInstanceOf(RateLimitError);
    expect((await get(t, '/api/v1/tasks?limit=1', bearer)).status).toBe(429);
  });

  it('holds across two app instances on one database', async () => {
    const secondUrl = await startSecondApp();
    const { token: bearer } = await token();
    const answers: number[] = [];
    // Alternating between the two instances: together they allow LIMIT requests, not twice that.
    for (let i = 0; i <= LIMIT; i += 1) {
      const url = i % 2 === 0 ? t.url : secondUrl;
      const response = await fetch(`${url}/api/v1/tasks?limit=1`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      answers.push(response.status);
    }
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  });
});

describe('error answers', () => {
  it('are problem details (RFC 9457) with the refusal in words, whoever refuses', async () => {
    const reader = (await token('read')).token;
    const writer = (await token('write')).token;
    const contractor = (await token('write', 'contractorA')).token;
    const answers = [
      await get(t, '/api/v1/tasks', null),
      await get(t, '/api/v1/tasks', 'cw_unknown'),
      await post('/api/v1/customers', reader, { name: 'Read only' }),
      await post('/api/v1/customers', contractor, { name: 'Not allowed' }),
      await get(t, '/api/v1/no-such-route', writer),
      // Paths the router itself refuses, before any route: undecodable, or holding a NUL.
      await get(t, '/api/v1/tasks/%E0%A4%A', writer),
      await get(t, '/api/v1/tasks/%00', writer),
    ];
    expect(await Promise.all(answers.map(answerOf))).toEqual([
      {
        status: 401,
        type: PROBLEM_TYPE,
        body: problem(401, 'Unauthorized', 'UNAUTHORIZED', TOKEN_REQUIRED_MESSAGE),
      },
      {
        status: 401,
        type: PROBLEM_TYPE,
        body: problem(401, 'Unauthorized', 'UNAUTHORIZED', INVALID_TOKEN_MESSAGE),
      },
      {
        status: 403,
        type: PROBLEM_TYPE,
        body: problem(403, 'Forbidden', 'FORBIDDEN', READ_ONLY_MESSAGE),
      },
      {
        status: 403,
        type: PROBLEM_TYPE,
        body: problem(403, 'Forbidden', 'FORBIDDEN', PERMISSION_ERROR_MESSAGE),
      },
      {
        status: 404,
        type: PROBLEM_TYPE,
        body: problem(404, 'Not Found', 'NOT_FOUND', NO_ROUTE_MESSAGE),
      },
      ...Array<unknown>(2).fill({
        status: 404,
        type: PROBLEM_TYPE,
        body: problem(404, 'Not Found', 'NOT_FOUND', NO_ROUTE_MESSAGE),
      }),
    ]);
    // The quota is told on every answer of a known token, refusals too; never before that.
    expect(answers.map((a) => a.headers.get('ratelimit-policy') !== null)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lists every invalid field by its JSON Pointer, the first as the detail', async () => {
    const { token: writer } = await token('write');
    const invalid = await post('/api/v1/customers', writer, {
      name: '',
      email: 'not an address',
      tags: Array<string>(MAX_TAGS + 1).fill('t'),
    });
    expect(await answerOf(invalid)).toEqual({
      status: 400,
      type: PROBLEM_TYPE,
      body: {
        ...problem(400, 'Bad Request', 'BAD_REQUEST', CUSTOMER_MESSAGES.nameRequired),
        errors: [
          { pointer: '/name', detail: CUSTOMER_MESSAGES.nameRequired },
          { pointer: '/email', detail: CUSTOMER_MESSAGES.email },
          { pointer: '/tags', detail: CUSTOMER_MESSAGES.tooManyTags },
        ],
      },
    });
    expect(rateLimitOf(invalid)?.r).toBe(LIMIT - 1);
  });
});

describe('request bodies', () => {
  /** A raw request, so the body and its headers are exactly as written here. */
  function send(method: string, headers: Record<string, string>, body: string) {
    return new Promise<{ type: string | undefined; body: string }>((resolve, reject) => {
      const request = http.request(new URL('/api/v1/customers', t.url), { method, headers });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ type: response.headers['content-type'], body: text }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it('takes JSON only, on every method that may carry a body, a DELETE too', async () => {
    const { token: bearer } = await token('write');
    const auth = { authorization: `Bearer ${bearer}` };
    const form = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\r\n--b--\r\n';
    const answers = [];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      answers.push(
        await send(
          method,
          {
            ...auth,
            'content-type': 'multipart/form-data; boundary=b',
            'content-length': String(form.length),
          },
          form,
        ),
      );
    const big = 'x'.repeat(1024 * 1024 + 1);
    answers.push(
      await send(
        'DELETE',
        { ...auth, 'content-type': 'application/json', 'content-length': String(big.length) },
        big,
      ),
    );
    answers.push(
      await send(
        'DELETE',
        { ...auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        '{}',
      ),
    );
    expect(answers.map((a) => ({ type: a.type, body: JSON.parse(a.body) as unknown }))).toEqual([
      ...Array<unknown>(4).fill({
        type: PROBLEM_TYPE,
        body: problem(
          415,
          'Unsupported Media Type',
          'UNSUPPORTED_MEDIA_TYPE',
          ERROR_MESSAGES.jsonOnly,
        ),
      }),
      {
        type: PROBLEM_TYPE,
        body: problem(413, 'Payload Too Large', 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.tooLarge),
      },
      {
        type: PROBLEM_TYPE,
        body: problem(411, 'Length Required', 'LENGTH_REQUIRED', ERROR_MESSAGES.lengthRequired),
      },
    ]);
  });
});

describe('the request log', () => {
  it('keeps who, what and the answer of each request, never a query string or token', async () => {
    const { token: bearer, id } = await token();
    await get(t, '/api/v1/tasks?limit=1&search=secret-words', bearer);
    await get(t, '/api/v1/tasks/does-not-exist', bearer);
    const post = await fetch(`${t.url}/api/v1/tasks/x/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 40 }),
    });
    expect(post.status).toBe(403);
    const rows = await vi.waitFor(async () => {
      const found = await t.db.select().from(apiRequests).where(eq(apiRequests.tokenId, id));
      expect(found).toHaveLength(3);
      return found;
    });
    const seen = rows
      .map((r) => ({ method: r.method, path: r.path, status: r.status }))
      .sort((a, b) => a.path.localeCompare(b.path));
    expect(seen).toEqual([
      { method: 'GET', path: '/api/v1/tasks', status: 200 },
      { method: 'GET', path: '/api/v1/tasks/does-not-exist', status: 404 },
      { method: 'POST', path: '/api/v1/tasks/x/status', status: 403 },
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ siteKey: site.siteKey, userId: site.users.plant.id });
      expect(row.ip).toBeTruthy();
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(row)).not.toMatch(/secret-words|cw_/);
    }
    const [used] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('writes no row for a request without a valid token', async () => {
    const before = await t.db.select().from(apiRequests);
    await get(t, '/api/v1/tasks', 'cw_unknown');
    await get(t, '/api/v1/tasks', null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.db.select().from(apiRequests)).toHaveLength(before.length);
  });
});

describe('the OpenAPI document and the reference page', () => {
  it('is OpenAPI 3.1 with every public route and a bearer scheme, readable without a token', async () => {
    const response = await get(t, '/api/v1/openapi.json', null);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      info: { title: string; version: string };
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Craftwork API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.servers).toMatchObject([{ url: '/api/v1' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = Object.values(publicApiRouter).flatMap((group) =>
      Object.values(group).map((procedure) => {
        const route = procedure['~orpc'].route;
        return `${route.method} ${route.path?.replace(/\{(\w+)\}/g, '{$1}')}`;
      }),
    );
    expect(operations.sort()).toEqual(routes.sort());
    expect(routes).toHaveLength(Object.keys(PUBLIC_ROUTE_TARGETS).length);
    expect(await publicApiDocument()).toEqual(doc);
  });

  it('serves the reference page with local scripts only', async () => {
    const page = await get(t, '/api/v1/docs', null);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const sources = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(sources.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const source of sources) {
      expect(source.startsWith('/api/v1/docs/'), source).toBe(true);
      const file = await get(t, source, null);
      expect(file.status, source).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect((await get(t, '/api/v1/docs/..%2Fpackage.json', null)).status).toBe(404);
    expect((await get(t, '/api/v1/docs/index.html', null)).status).toBe(404);
  });
});
