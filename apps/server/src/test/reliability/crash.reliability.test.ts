import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const main = path.join(root, 'apps/server/src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '1000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${stderr}`);
}

function databaseUrl(dataDir: string) {
  const credentials = JSON.parse(
    readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  ) as { user: string; password: string };
  const port = readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://${credentials.user}:${credentials.password}@127.0.0.1:${port}/craftwork`;
}

let counter = 0;
async function createAccount(port: number): Promise<string | null> {
  const email = `crash-${process.pid}-${++counter}@example.test`;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/rpc/account/createAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
      body: JSON.stringify({
        json: {
          displayName: 'Crash',
          email,
          password: 'crash-password',
          companyName: 'C',
          department: 'D',
          jobTitle: 'J',
          phone: '1',
        },
      }),
    });
    return response.ok ? email : null;
  } catch {
    return null;
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('crash safety on the embedded database', () => {
  it(`loses no acknowledged write over ${ROUNDS} SIGKILLs of the server`, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'craftwork-crash-'));
    dirs.push(dataDir);
    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const port = await freePort();
      const child = startServer(dataDir, port);
      await waitForHealth(port, child);
      let writing = true;
      const writers = Array.from({ length: 3 }, async () => {
        while (writing) {
          const email = await createAccount(port);
          if (email) acknowledged.push(email);
        }
      });
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 900));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      writing = false;
      await Promise.all(writers);
    }
    // A last start must succeed and find every acknowledged account.
    const port = await freePort();
    const child = startServer(dataDir, port);
    await waitForHealth(port, child);
    const client = new pg.Client({ connectionString: databaseUrl(dataDir) });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('select email from users');
    await client.end();
    const stored = new Set(rows.map((r) => r.email));
    const lost = acknowledged.filter((email) => !stored.has(email));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    expect(acknowledged.length).toBeGreaterThan(ROUNDS);
    expect(lost).toEqual([]);
  }, 600_000);
});
