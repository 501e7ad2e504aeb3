// `npm test`: every step of the test suite, timed. Steps run in phases; the steps of one phase
// run side by side where they leave each other a core (the integration suite mostly waits on
// PostgreSQL while the web suite renders), each line of their output prefixed with the step's
// name. A failing phase stops the phases after it (as `&&` would), except that the walk runs
// after failed journeys, so one does not hide the other's answer. The table at the end says
// where the time went (docs/quality.md keeps it per run).
import { spawn } from 'node:child_process';
import { relay } from './relay.ts';

type TStep = { name: string; command: string };
type TPhase = { steps: readonly TStep[]; runsAfterFailed?: string };

const PHASES: readonly TPhase[] = [
  {
    steps: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
      { name: 'unit', command: 'npm run test:unit' },
    ],
  },
  {
    steps: [
      { name: 'integration', command: 'npm run test:integration' },
      { name: 'web', command: 'npm run test:web' },
    ],
  },
  { steps: [{ name: 'build', command: 'npm run build' }] },
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

const results: TResult[] = [];
const started = Date.now();
let failed: string | null = null;
for (const phase of PHASES) {
  if (failed && phase.runsAfterFailed !== failed) {
    results.push(...phase.steps.map((s) => ({ name: s.name, outcome: 'not run', ms: 0 })));
    continue;
  }
  const done = await Promise.all(phase.steps.map((s) => run(s, phase.steps.length === 1)));
  results.push(...done);
  failed ??= done.find((r) => r.outcome !== 'passed')?.name ?? null;
}

process.stdout.write('\nstep           outcome      time\n');
for (const r of results)
  process.stdout.write(`${r.name.padEnd(15)}${r.outcome.padEnd(13)}${clock(r.ms)}\n`);
process.stdout.write(`${'total'.padEnd(28)}${clock(Date.now() - started)}\n`);
const passed = results.filter((r) => r.outcome === 'passed').length;
process.stdout.write(`steps: ${passed} passed, ${results.length - passed} failed\n`);
process.exit(failed ? 1 : 0);
