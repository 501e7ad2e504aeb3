// More app processes on the served app's database (decision 184), as a load balancer would
// have behind it: each on its own port, sharing the database, the secret and the files folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrlOfServedApp } from '../../fixtures';

/** The port the served app listens on; run.ts gives the accessibility walk the next one. */
const e2ePort = Number(process.env.E2E_PORT ?? 3210);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainScript = path.join(repoRoot, 'apps/server/src/main.ts');

export type TInstance = { name: string; url: string; stop: () => Promise<void> };

/**
 * Starts one more app process on the served app's database, on port E2E_PORT + `offset`
 * (2 and up: E2E_PORT + 1 is the accessibility walk's server). The rate limits are the
 * production ones (no RATE_LIMIT_MULTIPLIER), except the per-address sign-in limit, which
 * every test of the run shares from 127.0.0.1.
 */
export async function startInstance(name: string, offset: number): Promise<TInstance> {
  const port = e2ePort + offset;
  const url = `http://localhost:${port}`;
  const webDir = readFileSync(
    new URL(`../../.artifacts/web-dir-${e2ePort}`, import.meta.url),
    'utf8',
  ).trim();
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: await databaseUrlOfServedApp(),
      // serve.ts keeps the generated secret and the uploaded files here: shared, as
      // AUTH_SECRET and the file storage are shared in production.
      DATA_DIR: path.dirname(webDir),
      WEB_DIST: webDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_SIGN_IN_LIMIT: '1000',
      RATE_LIMIT_MULTIPLIER: '1',
      JOBS: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited:\n${output}`);
    if (await healthy(url)) break;
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw new Error(`instance ${name} did not answer /api/health:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { name, url, stop: () => stop(child, exited) };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Stops the process as an orchestrator would (SIGTERM, then SIGKILL after 15 s). */
async function stop(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
