// Load: N simulated people, each looping sign in → session.me → sites.listCompanies →
// profile.updatePhone → open a list (tasks.list, first page of All) → open a record
// (craftRecords.get, then tasks.get: the record page's task card asks once the record is in) →
// change a status (tasks.setStatus on a task reserved for that person, In Progress ↔ On Hold),
// with 1–3 s of think time after every step. Figures: errors, p95 under load against p95 of one person alone
// (same loop, same server), and the server's memory at the end against after warm-up (measured
// inside the server process after a full GC).
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { createClient, signIn, type TBenchClient } from './lib/client.ts';
import type { TBenchServer, TServerStats } from './lib/server.ts';
import { sleep, summarize } from './lib/stats.ts';

const STEPS = [
  'signIn',
  'me',
  'listCompanies',
  'updatePhone',
  'openList',
  'openRecord',
  'changeStatus',
] as const;
type TStep = (typeof STEPS)[number];
const REQUEST_TIMEOUT_MS = 10_000;

type TRecorder = {
  /** Keeps the sample when the request started inside the measuring window. */
  record: (step: TStep, startedAt: number, ms: number) => void;
  fail: (step: TStep, error: unknown) => void;
};

function collector() {
  const samples = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<
    TStep,
    number[]
  >;
  const errors: string[] = [];
  const window = { from: 0, to: Infinity };
  const recorder: TRecorder = {
    record: (step, startedAt, ms) => {
      if (startedAt >= window.from && startedAt < window.to) samples[step].push(ms);
    },
    fail: (step, error) => {
      errors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    },
  };
  const all = () => STEPS.flatMap((s) => samples[s]);
  /** Everything but sign-in, whose scrypt password check dominates the tail. */
  const signedIn = () => STEPS.filter((s) => s !== 'signIn').flatMap((s) => samples[s]);
  return {
    recorder,
    samples,
    errors,
    all,
    signedIn,
    window,
    reset: () => STEPS.forEach((s) => (samples[s].length = 0)),
  };
}

async function runStep(
  recorder: TRecorder,
  step: TStep,
  action: () => Promise<unknown>,
): Promise<boolean> {
  const started = performance.now();
  try {
    await action();
    recorder.record(step, started, performance.now() - started);
    return true;
  } catch (error) {
    recorder.fail(step, error);
    return false;
  }
}

/** A task only this person changes, so that concurrent people never race for one. */
export type TReservedTask = { id: string; craftRecordId: string };

/** One person's loop until `shouldStop`; think time is drawn from [thinkMin, thinkMax] ms. */
async function person(input: {
  baseUrl: string;
  email: string;
  password: string;
  task: TReservedTask;
  recorder: TRecorder;
  shouldStop: () => boolean;
  think: () => number;
  maxLoops?: number;
}) {
  const pause = async () => {
    const until = performance.now() + input.think();
    while (!input.shouldStop() && performance.now() < until)
      await sleep(Math.min(250, until - performance.now()));
  };
  // The reserved task's status as last seen (the record page reads it again every loop).
  let status: number = TASK_STATUS.IN_PROGRESS;
  for (let loop = 0; !input.shouldStop() && loop < (input.maxLoops ?? Infinity); loop++) {
    const client: TBenchClient = createClient(input.baseUrl, { timeoutMs: REQUEST_TIMEOUT_MS });
    const { recorder } = input;
    if (!(await runStep(recorder, 'signIn', () => signIn(client, input.email, input.password))))
      continue;
    await pause();
    if (input.shouldStop()) break;
    await runStep(recorder, 'me', async () => {
      if (!(await client.rpc.session.me())) throw new Error('session.me answered null');
    });
    await pause();
    if (input.shouldStop()) break;
    await runStep(recorder, 'listCompanies', () => client.rpc.sites.listCompanies());
    await pause();
    if (input.shouldStop()) break;
    await runStep(recorder, 'updatePhone', () =>
      client.rpc.profile.updatePhone({ phone: `555-${1000 + (loop % 9000)}` }),
    );
    await pause();
    if (input.shouldStop()) break;
    await runStep(recorder, 'openList', () => client.rpc.tasks.list({ taskParam: 'All' }));
    await pause();
    if (input.shouldStop()) break;
    await runStep(recorder, 'openRecord', async () => {
      await client.rpc.craftRecords.get({ id: input.task.craftRecordId });
      status = (await client.rpc.tasks.get({ id: input.task.id })).taskStatus;
    });
    await pause();
    if (input.shouldStop()) break;
    const next = status === TASK_STATUS.IN_PROGRESS ? TASK_STATUS.ON_HOLD : TASK_STATUS.IN_PROGRESS;
    if (
      await runStep(recorder, 'changeStatus', () =>
        client.rpc.tasks.setStatus({ taskId: input.task.id, status: next }),
      )
    )
      status = next;
    await pause();
  }
}

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function runLoadBench(input: {
  server: TBenchServer;
  emails: string[];
  /** One reserved task per person (In Progress or On Hold), in the order of `emails`. */
  tasks: TReservedTask[];
  password: string;
  seconds: number;
  warmupSeconds: number;
  idleLoops: number;
  log: (message: string) => void;
}) {
  const { server } = input;
  if (!input.emails.length) throw new Error('no users to simulate');
  if (input.tasks.length < input.emails.length)
    throw new Error(`${input.emails.length} people but only ${input.tasks.length} reserved tasks`);

  // Idle: one person alone, short pauses, the server otherwise quiet.
  const idle = collector();
  await person({
    baseUrl: server.url,
    email: input.emails[0]!,
    password: input.password,
    task: input.tasks[0]!,
    recorder: idle.recorder,
    shouldStop: () => false,
    think: () => 100,
    maxLoops: 5,
  });
  idle.reset();
  await person({
    baseUrl: server.url,
    email: input.emails[0]!,
    password: input.password,
    task: input.tasks[0]!,
    recorder: idle.recorder,
    shouldStop: () => false,
    think: () => 100,
    maxLoops: input.idleLoops,
  });
  const idleErrors = idle.errors.length;
  input.log(
    `  idle: ${idle.all().length} requests, p95 ${summarize(idle.all()).p95.toFixed(1)} ms`,
  );

  // Under load: everyone, starting over the first three seconds.
  const load = collector();
  load.window.from = Infinity;
  let stop = false;
  const think = () => 1000 + Math.random() * 2000;
  const people = input.emails.map(async (email, i) => {
    await sleep(Math.random() * 3000);
    await person({
      baseUrl: server.url,
      email,
      password: input.password,
      task: input.tasks[i]!,
      recorder: load.recorder,
      shouldStop: () => stop,
      think,
    });
  });
  await sleep(input.warmupSeconds * 1000);
  const afterWarmup: TServerStats = await server.stats({ gc: true });
  // Requests held up by that forced GC are not part of the measurement.
  await sleep(1000);
  await server.stats();
  const measureStart = performance.now();
  load.window.from = measureStart;
  input.log(
    `  warm: rss ${mb(afterWarmup.rss).toFixed(1)} MB, heap ${mb(afterWarmup.heapUsed).toFixed(1)} MB; ` +
      `measuring ${input.seconds} s with ${input.emails.length} people`,
  );
  const deadline = measureStart + input.seconds * 1000;
  while (performance.now() < deadline) {
    await sleep(Math.min(15_000, deadline - performance.now()));
    const elapsed = (performance.now() - measureStart) / 1000;
    if (performance.now() < deadline - 1000)
      input.log(
        `  ${elapsed.toFixed(0)} s: ${load.all().length} requests, ${load.errors.length} errors`,
      );
  }
  load.window.to = performance.now();
  const measuredSeconds = (load.window.to - measureStart) / 1000;
  stop = true;
  await Promise.all(people);
  const atEnd: TServerStats = await server.stats({ gc: true });

  const idleAll = summarize(idle.all());
  const loadAll = summarize(load.all());
  const perStep = Object.fromEntries(
    STEPS.map((s) => {
      const i = summarize(idle.samples[s]);
      const l = summarize(load.samples[s]);
      return [s, { idleP95Ms: i.p95, loadP95Ms: l.p95, loadP50Ms: l.p50, loadCount: l.count }];
    }),
  );
  // The guard beside the ratio: each step's p95 under load against alone, so the step that grew
  // shows (sign-in's password hash, or a call every step makes).
  input.log(
    `  p95 per step, under load (alone): ${STEPS.map(
      (s) => `${s} ${perStep[s]!.loadP95Ms.toFixed(0)} (${perStep[s]!.idleP95Ms.toFixed(0)}) ms`,
    ).join(', ')}`,
  );
  return {
    users: input.emails.length,
    seconds: measuredSeconds,
    warmupSeconds: input.warmupSeconds,
    errors: load.errors.length + idleErrors,
    errorSamples: [...new Set([...idle.errors, ...load.errors])].slice(0, 5),
    requests: loadAll.count,
    requestsPerSecond: loadAll.count / measuredSeconds,
    idleP95Ms: idleAll.p95,
    loadP95Ms: loadAll.p95,
    p95Ratio: loadAll.p95 / idleAll.p95,
    signedInP95Ratio: summarize(load.signedIn()).p95 / summarize(idle.signedIn()).p95,
    perStep,
    memory: {
      afterWarmupRssMB: mb(afterWarmup.rss),
      endRssMB: mb(atEnd.rss),
      afterWarmupHeapMB: mb(afterWarmup.heapUsed),
      endHeapMB: mb(atEnd.heapUsed),
      rssRatio: atEnd.rss / afterWarmup.rss,
      heapRatio: atEnd.heapUsed / afterWarmup.heapUsed,
    },
    eventLoopDelayP99Ms: atEnd.eventLoopDelayP99Ms,
    eventLoopDelayMaxMs: atEnd.eventLoopDelayMaxMs,
    serverCpuPercent: atEnd.cpuPercent,
  };
}
