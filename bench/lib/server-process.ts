// The app under test, in its own process so that the load generator neither competes with it
// for its event loop nor pollutes its memory figures. Started by server.ts with an IPC channel:
// it reports its address, answers memory and event-loop questions (measured here, in-process),
// and stops on request or when the parent goes away.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import {
  buildApp,
  createDatabase,
  headersOf,
  listSiteCompanies,
  readEnv,
  registerSecurityHeaders,
  resolveScope,
} from '../../apps/server/src/public.ts';

export type TServerConfig = { databaseUrl: string; plainRoute?: boolean; webDist?: string };
export type TServerMessage =
  | { type: 'ready'; url: string; plainUrl: string | null }
  | {
      type: 'stats';
      id: number;
      rss: number;
      heapUsed: number;
      heapTotal: number;
      external: number;
      eventLoopDelayP99Ms: number;
      eventLoopDelayMaxMs: number;
      /** CPU time of the whole process (main thread and libuv pool) per wall time, in %. */
      cpuPercent: number;
      cpuMs: number;
    };
export type TParentMessage = { type: 'stats'; id: number; gc: boolean } | { type: 'stop' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const config = JSON.parse(process.env.BENCH_SERVER_CONFIG ?? '{}') as TServerConfig;
const port = await freePort();
// The browser's Origin must match PUBLIC_URL for better-auth, so the app's own address is it.
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-bench-'));
const env = readEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  SEED_DEMO: 'false',
  // The nightly KPI job would add its own load to what is measured.
  JOBS: 'off',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-secret-'.repeat(4),
  // Sign-in throttling is per address and every simulated user comes from 127.0.0.1.
  AUTH_SIGN_IN_LIMIT: '1000000',
  ...(config.webDist ? { WEB_DIST: config.webDist } : {}),
});
const { db, pool } = createDatabase(config.databaseUrl);
const { app, auth, hub } = await buildApp({
  env,
  db,
  databaseUrl: config.databaseUrl,
  secret: env.AUTH_SECRET!,
  log: () => {},
});
await app.listen({ port, host: '127.0.0.1' });
await hub.ready;

// The same work as sites.listCompanies without oRPC: session, scope, query, JSON.
const plain = config.plainRoute ? Fastify({ logger: false, forceCloseConnections: true }) : null;
if (plain) {
  registerSecurityHeaders(plain, { tls: false });
  plain.post('/plain/sites/listCompanies', async (request, reply) => {
    if (request.headers['x-csrf-token'] !== 'orpc')
      return reply.status(403).send({ message: 'Forbidden' });
    const session = await auth.api.getSession({ headers: headersOf(request) });
    if (!session) return reply.status(401).send({ message: 'Please sign in.' });
    const result = await resolveScope(db, session.user.id);
    if (result.kind !== 'approved') return reply.status(403).send({ message: 'Forbidden' });
    const { scope } = result;
    const rows = await listSiteCompanies(
      db,
      scope.siteKey,
      scope.isPlantPersonnel ? undefined : scope.companyId,
    );
    return { json: rows };
  });
  await plain.listen({ port: 0, host: '127.0.0.1' });
}
const plainAddress = plain?.server.address();
const plainUrl =
  plainAddress && typeof plainAddress === 'object' ? `http://127.0.0.1:${plainAddress.port}` : null;

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let cpuSince = { usage: process.cpuUsage(), at: performance.now() };

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await plain?.close();
  await app.close();
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

process.on('message', (message: TParentMessage) => {
  if (message.type === 'stop') return void stop();
  if (message.type === 'stats') {
    const collect = globalThis.gc;
    if (message.gc && collect) {
      collect();
      collect();
    }
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage(cpuSince.usage);
    const wallMs = performance.now() - cpuSince.at;
    cpuSince = { usage: process.cpuUsage(), at: performance.now() };
    const reply: TServerMessage = {
      type: 'stats',
      id: message.id,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      eventLoopDelayMaxMs: loopDelay.max / 1e6,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    loopDelay.reset();
    process.send?.(reply);
  }
});
process.on('disconnect', () => void stop());
process.send?.({ type: 'ready', url: publicUrl, plainUrl } satisfies TServerMessage);
