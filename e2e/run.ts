// The end-to-end suite as two Playwright runs at once, each with its own server and database
// (decision 179): the journeys (everything but tests/a11y) and the accessibility walk
// (tests/a11y). Each line of output is prefixed with its run; the suite fails if either fails.
// Extra arguments go to both runs (e.g. --reporter=dot).
import { spawn } from 'node:child_process';

const basePort = Number(process.env.E2E_PORT ?? 3210);
const RUNS = [
  { name: 'journeys', suite: 'journeys', port: basePort },
  { name: 'a11y', suite: 'walk', port: basePort + 1 },
] as const;

function run({ name, suite, port }: (typeof RUNS)[number]): Promise<number> {
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: new URL('.', import.meta.url),
    env: { ...process.env, E2E_PORT: String(port), E2E_SUITE: suite },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream: NodeJS.WriteStream) => {
    let rest = '';
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) stream.write(`[${name}] ${line}\n`);
    };
  };
  child.stdout.on('data', prefix(process.stdout));
  child.stderr.on('data', prefix(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      process.stdout.write(`[${name}] finished with exit code ${code ?? 1} in ${minutes} min\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(RUNS.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
