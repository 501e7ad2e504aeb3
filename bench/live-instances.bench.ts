// Live updates across app instances (decision 184): two app processes on one database. Tab A,
// signed in on instance A, changes a task's status (In Progress ↔ On Hold); tab B's session
// (signed in once on A, as a browser behind a load balancer would be) holds /api/live open on
// both instances. Each change is timed from A's call start to the `tasks` message on B's stream
// on instance B (the figure) and on instance A (the baseline: same change, same moment, one
// process), so the ratio shows what the second instance adds: its own LISTEN connection,
// PostgreSQL's delivery to it, and its fan-out.
import { TASK_STATUS, type TTaskStatusCode } from '@craftwork/domain/catalogues/task-statuses';
import { createClient, signedInClient } from './lib/client.ts';
import type { TBenchTask } from './lib/large-site.ts';
import type { TBenchServer } from './lib/server.ts';
import { percentile, summarize } from './lib/stats.ts';
import {
  connectedStream,
  hasTopic,
  timeLiveEvents,
  type TLiveStream,
} from './live-updates.bench.ts';

export async function runLiveInstancesBench(input: {
  instanceA: TBenchServer;
  instanceB: TBenchServer;
  email: string;
  password: string;
  /** An In Progress task reserved for this benchmark. */
  task: TBenchTask;
  changes: number;
  log: (message: string) => void;
}) {
  const { instanceA, instanceB, task } = input;
  const tabA = await signedInClient(instanceA.url, input.email, input.password);
  const tabB = await signedInClient(instanceA.url, input.email, input.password);
  // The same session on instance B: the shared AUTH_SECRET and session rows make it valid there.
  const tabBOnB = createClient(instanceB.url);
  for (const [key, value] of tabB.cookies) tabBOnB.cookies.set(key, value);

  const streams: TLiveStream[] = [];
  try {
    streams.push(await connectedStream(tabB, "tab B's stream on instance A"));
    streams.push(await connectedStream(tabBOnB, "tab B's stream on instance B"));
    let current: TTaskStatusCode = TASK_STATUS.IN_PROGRESS;
    const timed = await timeLiveEvents({
      changer: tabA,
      streams,
      change: async () => {
        const next =
          current === TASK_STATUS.IN_PROGRESS ? TASK_STATUS.ON_HOLD : TASK_STATUS.IN_PROGRESS;
        await tabA.rpc.tasks.setStatus({ taskId: task.id, status: next });
        current = next;
      },
      isEvent: hasTopic('tasks'),
      changes: input.changes,
    });
    const [sameSamples, crossSamples] = timed.events as [number[], number[]];
    const same = summarize(sameSamples);
    const cross = summarize(crossSamples);
    const m = summarize(timed.mutation);
    // How much later each change reached instance B than instance A, paired by change (both
    // streams read in this process, so the difference is free of the change's own time).
    const extra: number[] = [];
    for (let i = 0; i < Math.min(sameSamples.length, crossSamples.length); i++)
      extra.push(crossSamples[i]! - sameSamples[i]!);
    input.log(
      `   event p50/p95: instance B ${cross.p50.toFixed(1)}/${cross.p95.toFixed(1)} ms, ` +
        `instance A ${same.p50.toFixed(1)}/${same.p95.toFixed(1)} ms; ` +
        `missed ${timed.missed[1]} / ${timed.missed[0]}`,
    );
    return {
      changes: input.changes,
      missed: timed.missed[1]!,
      eventP50Ms: cross.p50,
      eventP95Ms: cross.p95,
      eventMaxMs: cross.max,
      sameInstanceMissed: timed.missed[0]!,
      sameInstanceP50Ms: same.p50,
      sameInstanceP95Ms: same.p95,
      sameInstanceMaxMs: same.max,
      // Only meaningful when no change was missed on either stream (then the pairs line up).
      extraP50Ms: timed.missed.some((n) => n > 0) ? NaN : percentile(extra, 50),
      extraP95Ms: timed.missed.some((n) => n > 0) ? NaN : percentile(extra, 95),
      mutationP50Ms: m.p50,
      mutationP95Ms: m.p95,
      p50Ratio: cross.p50 / same.p50,
      p95Ratio: cross.p95 / same.p95,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
