// `npm test`: every step of the test suite, timed. Steps run in phases; a phase runs its steps
// on `lanes` side by side (all of them when unset), each lane taking the next step not yet
// started, so a lane that ends early takes the next step rather than leaving its core idle.
// Each line of a step's output is prefixed with the step's name. Every step of a phase runs; a
// failing phase stops the phases after it (as `&&` would), except that the walk runs after
// failed journeys, so one does not hide the other's answer. The table at the end says where the
// time went (docs/quality.md keeps it per run).
import { spawn } from 'node:child_process';
import pg from 'pg';
import { relay } from './relay.ts';

type TStep = { name: string; command: string };
type TPhase = { steps: readonly TStep[]; lanes?: number; runsAfterFailed?: string };

// The end-to-end servers start on clones of one template seeded with the demo site (decision
// 206): seeded here in the integration phase, on the core the web suite leaves when it ends.
const serverUrl = process.env.TEST_DATABASE_URL;
const template = serverUrl ? `craftwork_e2e_template_${process.pid}` : null;
if (template) process.env.E2E_TEMPLATE_DATABASE = template;

const PHASES: readonly TPhase[] = [
  {
    steps: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
      { name: 'unit', command: 'npm run test:unit' },
    ],
  },
  {
    // The integration suite (longest) on one lane, the rest after the web suite on the other
    // (decision 206): the integration files that mock modules, the build, the e2e template.
    lanes: 2,
    steps: [
      { name: 'integration', command: 'npx vitest run --project server' },
      { name: 'web', command: 'npm run test:web' },
      { name: 'server-mocking', command: 'npx vitest run --project server-mocking' },
      { name: 'build', command: 'npm run build' },
      ...(template
        ? [{ name: 'e2e template', command: 'npm test -w @craftwork/e2e -- template' }]
        : []),
    ],
  },
  { steps: [{ name: 'e2e journeys', command: 'npm run test:e2e:journeys' }] },
  {
    steps: [{ name: 'e2e walk', command: 'npm run test:e2e:walk' }],
    runsAfterFailed: 'e2e journeys',
  },
];

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type TResult = { name: string; outcome: string; ms: number };

function run(step: TStep, alone: boolean): Promise<TResult> {
  process.stdout.write(`\n== ${step.name}: ${step.command}\n`);
  const started = Date.now();
  const child = spawn(step.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = relay(step.name, process.stdout, alone);
  const err = relay(step.name, process.stderr, alone);
  child.stdout.on('data', out.write);
  child.stderr.on('data', err.write);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      out.flush();
      err.flush();
      const ms = Date.now() - started;
      const passed = code === 0;
      process.stdout.write(`== ${step.name}: ${passed ? 'passed' : 'FAILED'} in ${clock(ms)}\n`);
      resolve({ name: step.name, outcome: passed ? 'passed' : `failed (${code ?? 1})`, ms });
    });
  });
}

const notRun = (step: TStep): TResult => ({ name: step.name, outcome: 'not run', ms: 0 });

/** The phase's steps on its lanes, each lane taking the next step not yet started. */
async function runPhase(phase: TPhase): Promise<TResult[]> {
  const lanes = Math.min(phase.lanes ?? phase.steps.length, phase.steps.length);
  const done = new Map<TStep, TResult>();
  let next = 0;
  const lane = async () => {
    for (let step = phase.steps[next++]; step; step = phase.steps[next++])
      done.set(step, await run(step, lanes === 1));
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return phase.steps.map((step) => done.get(step) ?? notRun(step));
}

const results: TResult[] = [];
const started = Date.now();
let failed: string | null = null;
for (const phase of PHASES) {
  if (failed && phase.runsAfterFailed !== failed) {
    results.push(...phase.steps.map(notRun));
    continue;
  }
  const done = await runPhase(phase);
  results.push(...done);
  failed ??= done.find((r) => r.outcome !== 'passed')?.name ?? null;
}

if (serverUrl && template) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.end();
}

process.stdout.write('\nstep           outcome      time\n');
for (const r of results)
  process.stdout.write(`${r.name.padEnd(15)}${r.outcome.padEnd(13)}${clock(r.ms)}\n`);
process.stdout.write(`${'total'.padEnd(28)}${clock(Date.now() - started)}\n`);
const passed = results.filter((r) => r.outcome === 'passed').length;
process.stdout.write(`steps: ${passed} passed, ${results.length - passed} failed\n`);
process.exit(failed ? 1 : 0);
