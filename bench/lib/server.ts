// Starts the app under test (server-process.ts) in a child process and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TParentMessage, TServerConfig, TServerMessage } from './server-process.ts';

export type TServerStats = Omit<Extract<TServerMessage, { type: 'stats' }>, 'type' | 'id'>;

export type TBenchServer = {
  url: string;
  plainUrl: string | null;
  /** The app's process id (its memory can be read from /proc while it is busy). */
  pid: number;
  /** Memory and event-loop delay since the previous call, measured inside the server process. */
  stats: (options?: { gc?: boolean }) => Promise<TServerStats>;
  stop: () => Promise<void>;
};

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(config: TServerConfig): Promise<TBenchServer> {
  const child = fork(entry, [], {
    cwd: repoRoot,
    // BENCH_CPU_PROFILE=<folder>: the app writes a V8 CPU profile there when it stops (open it
    // in Chrome's DevTools, Performance tab), to see where a benchmark's server time goes.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : []),
    ],
    env: { ...process.env, BENCH_SERVER_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: TParentMessage) => child.send(message);
  const ready = await new Promise<Extract<TServerMessage, { type: 'ready' }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not start within 60 s')), 60_000);
    child.on('message', (message: TServerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited during start-up (code ${code})`));
    });
  });
  let nextId = 1;
  return {
    url: ready.url,
    plainUrl: ready.plainUrl,
    pid: child.pid ?? 0,
    stats: ({ gc = false } = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => reject(new Error('no stats from the app')), 10_000);
        const onMessage = (message: TServerMessage) => {
          if (message.type !== 'stats' || message.id !== id) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          const { type: _type, id: _id, ...stats } = message;
          resolve(stats);
        };
        child.on('message', onMessage);
        send({ type: 'stats', id, gc });
      }),
    async stop() {
      if (child.connected) send({ type: 'stop' });
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    },
  };
}
