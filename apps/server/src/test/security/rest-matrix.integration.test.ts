import { isProcedure } from '@orpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { tasks } from '../../db/schema.ts';
import { issueToken } from '../../modules/api-tokens/index.ts';
import { PUBLIC_ROUTE_TARGETS, publicApiRouter } from '../../public-api/router.ts';
import { ApiContract, checkedFetch } from '../api-contract.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX } from './authorization-matrix.ts';
import { taskUpdaters } from './matrix-kit.ts';
import { INTERNALS } from './internals.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from './principals.ts';

/**
 * The public REST API (/api/v1) in the authorization matrix: each route calls a web procedure,
 * and a token acts as its user, so each principal's answer over REST must be the same allow,
 * deny or hidden as that procedure's matrix row. Then hostile requests at every route.
 */
type TRoute = { key: string; method: string; path: string };

function publicRoutes(node: unknown = publicApiRouter, prefix: string[] = []): TRoute[] {
  if (isProcedure(node)) {
    const route = node['~orpc'].route;
    return [{ key: prefix.join('.'), method: route.method ?? 'POST', path: route.path ?? '' }];
  }
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => publicRoutes(child, [...prefix, key]));
}
const ROUTES = publicRoutes();
const TARGETS: Record<string, string> = PUBLIC_ROUTE_TARGETS;

/**
 * The task transitions call tasks.setStatus (or editDate) with a status of their own: each
 * principal's task is put where the transition leaves from before its cell. Cancel is Route
 * Awaiting's Remove, so on top of the row's access it needs canRouteAwaiting, which the
 * contractors, the plant user and the read-only user lack.
 */
const TRANSITION_FROM: Record<string, number> = {
  'tasks.start': TASK_STATUS.AWAITING,
  'tasks.hold': TASK_STATUS.IN_PROGRESS,
  'tasks.complete': TASK_STATUS.IN_PROGRESS,
  'tasks.reschedule': TASK_STATUS.AWAITING,
  'tasks.cancel': TASK_STATUS.AWAITING,
};
const ROUTE_ACCESS: Record<string, Record<Principal, string>> = {
  'tasks.cancel': { ...taskUpdaters, contractorA: 'deny', plant: 'deny', readOnly: 'deny' },
};
const accessOf = (key: string) => ROUTE_ACCESS[key] ?? PROCEDURE_MATRIX[TARGETS[key]!]!.access;

let t: TestApp;
let world: MatrixWorld;
const tokens = {} as Record<Exclude<Principal, 'anonymous'>, string>;
beforeAll(async () => {
  t = await startTestApp({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  world = await buildMatrixWorld(t, t.db);
  for (const principal of PRINCIPALS) {
    if (principal === 'anonymous') continue;
    const site = world.siteOf[principal];
    const { token } = await issueToken(t.db, {
      siteKey: site.siteKey,
      userId: world.ids[principal],
      createdBy: site.users.admin.id,
      name: principal,
      scope: 'write',
      expiresAt: null,
    });
    tokens[principal] = token;
  }
}, 300_000);
afterAll(() => t.close());

/** Query strings of GET routes that need one (the same values as the web procedure's row). */
const QUERIES: Record<string, string> = { 'kpis.dashboard': '?from=2025-01-01&to=2025-01-31' };

/** The REST request for a web procedure's matrix input: path id from it, the rest as the body. */
function requestFor(route: TRoute, input: unknown) {
  const fields = { ...(input as Record<string, unknown> | undefined) };
  // A record's refPath (siteKeys/…/parentRecords/{id}) is its id in the path.
  const fromRefPath = typeof fields.refPath === 'string' ? fields.refPath.split('/').pop() : null;
  const id = String(fields.id ?? fields.taskId ?? fromRefPath ?? '');
  delete fields.id;
  delete fields.taskId;
  delete fields.refPath;
  // Any other path parameter ({paymentId}) is the input's field of that name (the body keeps it).
  const path =
    route.path
      .replace('{id}', encodeURIComponent(id))
      .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(fields[name] ?? ''))) +
    (QUERIES[route.key] ?? '');
  return {
    path,
    init:
      route.method === 'GET'
        ? { method: 'GET' }
        : {
            method: route.method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(fields),
          },
  };
}

/** Every answer sent below is checked against the API document. */
const contract = ApiContract.load();

function send(path: string, init: RequestInit, token: string | null) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return checkedFetch(contract, `${t.url}/api/v1`)(path, { ...init, headers });
}

/** Routes that answered at least one allowed principal with success. */
const succeeded = new Set<string>();

describe('REST authorization matrix', () => {
  it('has a matrix row for every public route, and a route for every entry', () => {
    expect(ROUTES.map((r) => r.key).sort()).toEqual(Object.keys(TARGETS).sort());
    for (const target of Object.values(TARGETS))
      expect(PROCEDURE_MATRIX, target).toHaveProperty([target]);
  });

  // A token is its user: the web matrix proves every principal on the procedure; here each
  // route shows once that the token's user is let through, and once that another is refused
  // (denied where some principal is, else hidden). A request with no token meets every
  // route's refusal in the REST fuzz below.
  const cells = ROUTES.flatMap((route) => {
    const access = accessOf(route.key);
    const signedIn = PRINCIPALS.filter((p) => p !== 'anonymous');
    const first = (wanted: string) => signedIn.find((p) => access[p] === wanted);
    const allowed = first('allow');
    const refused = first('deny') ?? first('hidden');
    return [allowed, refused]
      .filter((p): p is Exclude<Principal, 'anonymous'> => p !== undefined)
      .map((principal) => [route.key, principal] as const);
  });

  it.each(cells)('%s for %s agrees with the web procedure', async (key, principal) => {
    const route = ROUTES.find((r) => r.key === key)!;
    const row = PROCEDURE_MATRIX[TARGETS[key]!]!;
    const access = accessOf(key)[principal];
    const from = TRANSITION_FROM[key];
    if (from !== undefined)
      await t.db
        .update(tasks)
        .set({ taskStatus: from })
        .where(eq(tasks.id, world.mine[principal].taskId));
    const { path, init } = requestFor(route, row.input(world, principal));
    const response = await send(path, init, tokens[principal]);
    const text = await response.text();
    const seen = `${response.status}: ${text.slice(0, 300)}`;
    if (access === 'deny') expect(response.status, seen).toBe(403);
    else if (access === 'hidden') expect(response.status, seen).toBe(404);
    else if (response.status >= 300) {
      // An allowed call succeeds, or meets a refusal the web procedure's row names.
      expect(row.refusals?.length ?? 0, seen).toBeGreaterThan(0);
      expect([400, 409, 429], seen).toContain(response.status);
    }
    expect(text, seen).not.toMatch(INTERNALS);
    if (response.status < 300) succeeded.add(key);
  });

  it('let some principal through on every route (no row passes by refusing everyone)', () => {
    expect([...succeeded].sort()).toEqual(ROUTES.map((r) => r.key).sort());
  });
});

/** Hostile path parameters, query strings, bodies and headers: never a 500, never internals. */
const HOSTILE_IDS = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  'x'.repeat(3000),
  '%E0%A4%A',
  '%F0%9F%92%A9',
  '__proto__',
  '-1',
];
const HOSTILE_QUERIES = [
  'limit=-1',
  'limit=0',
  'limit=abc',
  'limit=1e9',
  'limit=2147483648',
  'limit=1&limit=2',
  'cursor=' + 'A'.repeat(300),
  'cursor=eyJvIjoxZTEwfQ',
  'cursor=eyJvIjoiYSJ9',
  'cursor=bnVsbA',
  'cursor[]=x',
  'search=' + 'y'.repeat(1000),
  'search=%00',
  'craftType=2147483648',
  'craftType=NaN',
  'status=%7B%7D',
  'taskParam=DROP',
  '__proto__[isSiteAdmin]=true',
  'constructor[prototype][x]=1',
];
const HOSTILE_BODIES: readonly { type: string; body: string }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{"status":2147483648,"craftType":1e308}' },
  { type: 'application/json', body: '{"__proto__":{"isSiteAdmin":true},"status":40}' },
  { type: 'application/json', body: `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}` },
  { type: 'application/json', body: '{"status":"40","details":"\\u0000"}' },
  { type: 'text/plain', body: 'status=40' },
  { type: 'application/x-www-form-urlencoded', body: 'status=40&taskParam=All' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
];
const HOSTILE_AUTH = [
  'Bearer',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  `Bearer cw_${'a'.repeat(500)}`,
  'Bearer cw_a, Bearer cw_b',
  'bearer cw_%00',
];

describe('REST fuzz', () => {
  const expectSafe = async (response: Response, what: string) => {
    const text = await response.text();
    expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
    expect(text, what).not.toMatch(INTERNALS);
  };

  it.each(ROUTES.map((r) => [r.key, r] as const))(
    '%s survives hostile requests',
    async (_key, route) => {
      const token = tokens.plant;
      const paths = route.path.includes('{id}')
        ? HOSTILE_IDS.map((id) => route.path.replace('{id}', id))
        : [route.path];
      for (const path of paths) {
        for (const query of HOSTILE_QUERIES) {
          await expectSafe(
            await send(
              `${path}?${query}`,
              {
                method: route.method,
                ...(route.method === 'GET'
                  ? {}
                  : { headers: { 'content-type': 'application/json' }, body: '{}' }),
              },
              token,
            ),
            `${route.method} ${path}?${query}`,
          );
        }
        if (route.method !== 'GET') {
          for (const { type, body } of HOSTILE_BODIES) {
            await expectSafe(
              await send(
                path,
                { method: route.method, headers: { 'content-type': type }, body },
                token,
              ),
              `${route.method} ${path} ${type} ${body.slice(0, 40)}`,
            );
          }
        }
      }
      for (const authorization of HOSTILE_AUTH) {
        const response = await fetch(`${t.url}/api/v1${route.path.replace('{id}', 'x')}`, {
          method: 'GET',
          headers: { authorization },
        });
        expect(response.status, authorization).toBe(401);
        await expectSafe(response, authorization);
      }
      // Methods no route declares on this path: refused, never run.
      const declared = ROUTES.filter((r) => r.path === route.path).map((r) => r.method);
      for (const method of ['PUT', 'DELETE', 'PATCH'].filter((m) => !declared.includes(m))) {
        const response = await send(
          route.path.replace('{id}', 'x'),
          { method, headers: { 'content-type': 'application/json' }, body: '{}' },
          token,
        );
        expect([404, 405], method).toContain(response.status);
        await expectSafe(response, method);
      }
    },
  );

  it('refuses a body over 1 MB', async () => {
    const big = await send(
      '/tasks',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"a":"${'x'.repeat(1_100_000)}"}`,
      },
      tokens.plant,
    );
    expect(big.status).toBe(413);
  });
});
