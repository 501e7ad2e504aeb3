// The end-to-end suite as Playwright runs, each with its own server and database (decisions
// 179, 186): first the journeys (everything but tests/a11y), split into E2E_JOURNEY_SHARDS
// shards (2 unless set) that run side by side, each on one worker with its own server, so no
// journey ever shares a database with a journey running at the same time; then the
// accessibility walk (tests/a11y), which only reads the demo site, on two workers. On
// TEST_DATABASE_URL's server the demo site is seeded once, into a template each server clones
// (decision 206).
// Then `languages`: the walk's screens at 390 px once more in Polish (the longest words) and in
// Arabic (right to left), in one run on the walk's two workers, which fails
// on a screen that shows an English text or a catalogue key, or scrolls sideways (issue 37).
// `tsx run.ts journeys`, `tsx run.ts walk` or `tsx run.ts languages` runs those named; with none,
// all run and the suite fails if any does. Other arguments go to Playwright (e.g. --reporter=dot).
// `tsx run.ts template` only seeds the template named in E2E_TEMPLATE_DATABASE (template.ts).
import { spawn } from 'node:child_process';
import { relay } from '../scripts/relay.ts';
import { TEMPLATE_ENV, seedTemplate } from './template.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const namedTemplate = process.env[TEMPLATE_ENV];
if (process.argv[2] === 'template') {
  if (!serverUrl || !namedTemplate)
    throw new Error(`run.ts template needs TEST_DATABASE_URL and ${TEMPLATE_ENV}`);
  const started = Date.now();
  await seedTemplate(serverUrl, namedTemplate);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`[e2e] demo site seeded into ${namedTemplate} in ${seconds} s\n`);
  process.exit(0);
}

const SUITES = ['journeys', 'walk', 'languages'] as const;
type TSuite = (typeof SUITES)[number];

const args = process.argv.slice(2);
const asked = args.filter((arg): arg is TSuite => SUITES.includes(arg as TSuite));
const passOn = args.filter((arg) => !SUITES.includes(arg as TSuite));
const basePort = Number(process.env.E2E_PORT ?? 3210);
const shards = Math.max(1, Number(process.env.E2E_JOURNEY_SHARDS ?? 2));

type TRun = { name: string; suite: TSuite; port: number; shard?: string };

/** The language walks: the walk's screens (not its dialogs, found by English names) at 390 px. */
const LANGUAGE_WALK = {
  languages: 'pl,ar',
  args: ['tests/a11y/walk.spec.ts', '-g', 'every screen at 390 px'],
};

function runsOf(suite: TSuite): TRun[] {
  if (suite === 'languages')
    return [{ name: `walk ${LANGUAGE_WALK.languages}`, suite, port: basePort + 20 }];
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
    [
      'playwright',
      'test',
      ...(shard ? [`--shard=${shard}`] : []),
      ...(suite === 'languages' ? LANGUAGE_WALK.args : []),
      ...passOn,
    ],
    {
      cwd: new URL('.', import.meta.url),
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_SUITE: suite === 'languages' ? 'walk' : suite,
        ...(suite === 'languages' ? { E2E_WALK_LANGUAGE: LANGUAGE_WALK.languages } : {}),
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

// A template named by the caller is the caller's (seeded and dropped by it). An embedded
// PostgreSQL (no TEST_DATABASE_URL) lives in each server's own folder: each server seeds.
let dropTemplate: (() => Promise<void>) | null = null;
if (serverUrl && !namedTemplate) {
  const started = Date.now();
  const name = `craftwork_e2e_template_${process.pid}`;
  dropTemplate = await seedTemplate(serverUrl, name);
  process.env[TEMPLATE_ENV] = name;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`[e2e] demo site seeded into ${name} in ${seconds} s\n`);
}

const codes: number[] = [];
try {
  for (const suite of asked.length ? asked : SUITES) {
    const runs = runsOf(suite);
    codes.push(...(await Promise.all(runs.map((r) => run(r, runs.length === 1)))));
  }
} finally {
  await dropTemplate?.();
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
