// `npm test`: every step of the test suite, one after another, each timed. A step that fails
// stops the steps after it (as `&&` would), except that both end-to-end runs always run, so a
// failing journey does not hide the accessibility walk's answer. The table at the end says
// where the time went (docs/quality.md keeps it per run).
import { spawn } from 'node:child_process';

type TStep = { name: string; command: string; alwaysAfter?: string };

const STEPS: readonly TStep[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'integration', command: 'npm run test:integration' },
  { name: 'web', command: 'npm run test:web' },
  { name: 'build', command: 'npm run build' },
  { name: 'e2e journeys', command: 'npm run test:e2e:journeys' },
  { name: 'e2e walk', command: 'npm run test:e2e:walk', alwaysAfter: 'e2e journeys' },
];

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const results: { name: string; outcome: string; ms: number }[] = [];
const started = Date.now();
let failed: string | null = null;
for (const step of STEPS) {
  if (failed && step.alwaysAfter !== failed) {
    results.push({ name: step.name, outcome: 'not run', ms: 0 });
    continue;
  }
  process.stdout.write(`\n== ${step.name}: ${step.command}\n`);
  const stepStarted = Date.now();
  const code = await run(step.command);
  const ms = Date.now() - stepStarted;
  results.push({ name: step.name, outcome: code === 0 ? 'passed' : `failed (${code})`, ms });
  process.stdout.write(`== ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${clock(ms)}\n`);
  if (code !== 0) failed ??= step.name;
}

process.stdout.write('\nstep           outcome      time\n');
for (const r of results)
  process.stdout.write(`${r.name.padEnd(15)}${r.outcome.padEnd(13)}${clock(r.ms)}\n`);
process.stdout.write(`${'total'.padEnd(28)}${clock(Date.now() - started)}\n`);
const passed = results.filter((r) => r.outcome === 'passed').length;
process.stdout.write(`steps: ${passed} passed, ${results.length - passed} failed\n`);
process.exit(failed ? 1 : 0);
