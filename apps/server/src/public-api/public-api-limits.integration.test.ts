import http from 'node:http';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { TEST_APP_SECRET } from '../test/services.ts';
import { consumeRateLimit, RateLimitError } from '../access/rate-limit.ts';
import { apiRequests, apiTokens } from '../db/schema.ts';
import { publicApiDocument } from '../http/public-api-route.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { issueToken } from '../modules/api-tokens/index.ts';
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

async function token(scope: 'read' | 'write' = 'read') {
  const { token, row } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users.plant.id,
    createdBy: site.users.admin.id,
    name: 'Limits',
    scope,
    expiresAt: null,
  });
  return { token, id: row.id };
}

const get = (app: TestApp, path: string, bearer: string | null) =>
  fetch(`${app.url}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

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
  it('answers the request over the limit with 429 and Retry-After', async () => {
    const { token: bearer } = await token();
    for (let i = 0; i < LIMIT; i += 1)
      expect((await get(t, '/api/v1/tasks?limit=1', bearer)).status).toBe(200);
    const refused = await get(t, '/api/v1/tasks?limit=1', bearer);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/Please wait/) });
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
    ).resolves.toBeUndefined();
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

describe('request bodies', () => {
  /** A raw request, so the body and its headers are exactly as written here. */
  function send(method: string, headers: Record<string, string>, body: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(new URL('/api/v1/customers', t.url), { method, headers });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
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
    expect(answers.map((a) => [a.status, JSON.parse(a.body).message])).toEqual([
      ...Array<unknown>(4).fill([415, ERROR_MESSAGES.jsonOnly]),
      [413, ERROR_MESSAGES.tooLarge],
      [411, ERROR_MESSAGES.lengthRequired],
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
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
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
