// The end-to-end suite as Playwright runs, each with its own server and database (decisions
// 179, 186): first the journeys (everything but tests/a11y), split into E2E_JOURNEY_SHARDS
// shards (2 unless set) that run side by side, each on one worker with its own server, so no
// journey ever shares a database with a journey running at the same time; then the
// accessibility walk (tests/a11y), which only reads the demo site, on two workers.
// `tsx run.ts journeys` or `tsx run.ts walk` runs one; with neither, both run and the suite
// fails if either does. Other arguments go to Playwright (e.g. --reporter=dot).
import { spawn } from 'node:child_process';
import { relay } from '../scripts/relay.ts';

const SUITES = ['journeys', 'walk'] as const;
type TSuite = (typeof SUITES)[number];

const args = process.argv.slice(2);
const asked = args.filter((arg): arg is TSuite => SUITES.includes(arg as TSuite));
const passOn = args.filter((arg) => !SUITES.includes(arg as TSuite));
const basePort = Number(process.env.E2E_PORT ?? 3210);
const shards = Math.max(1, Number(process.env.E2E_JOURNEY_SHARDS ?? 2));

type TRun = { name: string; suite: TSuite; port: number; shard?: string };

function runsOf(suite: TSuite): TRun[] {
  if (suite === 'walk' || shards === 1) return [{ name: suite, suite, port: basePort }];
  return Array.from({ length: shards }, (_, i) => ({
    name: `journeys ${i + 1}/${shards}`,
    suite,
    // Ten ports apart: a journey starts more app instances on the ports after its own.
    port: basePort + 10 * i,
    shard: `${i + 1}/${shards}`,
  }));
}

function run({ name, suite, port, shard }: TRun, alone: boolean): Promise<number> {
  const started = Date.now();
  const child = spawn(
    'npx',
    ['playwright', 'test', ...(shard ? [`--shard=${shard}`] : []), ...passOn],
    {
      cwd: new URL('.', import.meta.url),
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_SUITE: suite,
        E2E_RUN: name.replace(/\W+/g, '-'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const out = relay(name, process.stdout, alone);
  const err = relay(name, process.stderr, alone);
  child.stdout.on('data', out.write);
  child.stderr.on('data', err.write);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      out.flush();
      err.flush();
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      process.stdout.write(`[${name}] finished with exit code ${code ?? 1} in ${minutes} min\n`);
      resolve(code ?? 1);
    });
  });
}

const codes: number[] = [];
for (const suite of asked.length ? asked : SUITES) {
  const runs = runsOf(suite);
  codes.push(...(await Promise.all(runs.map((r) => run(r, runs.length === 1)))));
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
