import { randomBytes } from 'node:crypto';
import { createORPCClient } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import type { RouterClient } from '@orpc/server';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { readEnv } from '../env.ts';
import type { AppRouter } from '../router.ts';
import { cloneNamePrefix, withDatabase } from './global-setup.ts';
import { TEST_APP_SECRET } from './services.ts';

export type TestApp = {
  url: string;
  db: Database;
  databaseUrl: string;
  /** A signed-out HTTP client with its own cookie jar. */
  client: () => TestClient;
  signIn: (email: string, password: string) => Promise<TestClient>;
  close: () => Promise<void>;
};

/** A call's client context: `{ context: { key } }` sends it as the Idempotency-Key header. */
export type TKeyContext = { key?: string };

export type TestClient = {
  rpc: RouterClient<AppRouter>;
  /** The same session's client, sending a call's `context.key` as the Idempotency-Key header. */
  keyedRpc: RouterClient<AppRouter, TKeyContext>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  cookies: Map<string, string>;
};

/** A fresh database cloned from the migrated template. */
export async function cloneTestDatabase(): Promise<string> {
  const serverUrl = inject('testDatabaseServerUrl');
  const template = inject('templateDatabase');
  const name = `${cloneNamePrefix(template)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return withDatabase(serverUrl, name);
}

/**
 * The app listening on a free port, on a fresh database cloned from the migrated template, or
 * on `options.databaseUrl` (another instance's database: several instances of one app), with
 * the tests' secret unless `options.secret` says otherwise.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: { databaseUrl?: string; secret?: string } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await cloneTestDatabase());
  const { db, pool } = createDatabase(databaseUrl);
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://craftwork.test',
    SEED_DEMO: 'false',
    DATA_DIR: '/tmp/craftwork-test-data',
    AUTH_SIGN_IN_LIMIT: '1000',
    RATE_LIMIT_MULTIPLIER: '100',
    JOBS: 'off',
    ...overrides,
  });
  const { app, hub } = await buildApp({
    env,
    db,
    databaseUrl,
    secret: options.secret ?? TEST_APP_SECRET,
    log: () => {},
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await hub.ready;
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const client = (): TestClient => {
    const cookies = new Map<string, string>();
    const doFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      if (!headers.has('origin')) headers.set('origin', env.publicUrl);
      const response = await fetch(new Request(request, { headers }));
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const key = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(key);
        else cookies.set(key, value);
      }
      return response;
    };
    const link = new RPCLink({
      url: `${url}/rpc`,
      headers: { 'x-csrf-token': 'orpc' },
      fetch: doFetch,
    });
    const keyedLink = new RPCLink<TKeyContext>({
      url: `${url}/rpc`,
      headers: ({ context }) => ({
        'x-csrf-token': 'orpc',
        ...(context.key === undefined ? {} : { 'idempotency-key': context.key }),
      }),
      fetch: doFetch,
    });
    return {
      rpc: createORPCClient<RouterClient<AppRouter>>(link),
      keyedRpc: createORPCClient<RouterClient<AppRouter, TKeyContext>>(keyedLink),
      fetch: (path, init) => doFetch(`${url}${path}`, init),
      cookies,
    };
  };

  const signIn = async (email: string, password: string) => {
    const c = client();
    const response = await c.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok)
      throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`);
    return c;
  };

  return {
    url,
    db,
    databaseUrl,
    client,
    signIn,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/** Signs in each account (all with `password`), keyed as given: the roles a test calls as. */
export async function signInEach<K extends string>(
  t: Pick<TestApp, 'signIn'>,
  accounts: Record<K, { email: string }>,
  password: string,
): Promise<Record<K, TestClient>> {
  const entries = Object.entries(accounts) as [K, { email: string }][];
  const clients = {} as Record<K, TestClient>;
  for (const [key, { email }] of entries) clients[key] = await t.signIn(email, password);
  return clients;
}
