// Live updates at the protocol level: two tabs of one user; tab A changes its phone number, tab B
// listens on /api/live. For each change: time from A's call start to B receiving the `me` event.
// Baseline: the mutation's own round trip plus a trivial round trip (system.config), i.e. what
// "save, then fetch again" would cost without a push.
// `timeLiveEvents` is the timing loop, shared with live-instances.bench.ts.
import {
  openLiveStream,
  signedInClient,
  type TBenchClient,
  type TLiveEvent,
} from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

const EVENT_TIMEOUT_MS = 2_000;
const WARM_UP_CHANGES = 10;

export type TLiveStream = Awaited<ReturnType<typeof openLiveStream>>;

/** Whether an event is a `message` naming `topic` among its topics. */
export const hasTopic = (topic: string) => (e: TLiveEvent) =>
  e.event === 'message' && ((e.data as { topics?: string[] }).topics ?? []).includes(topic);

/** Opens a tab's event stream and waits for its `connected` event. */
export async function connectedStream(tab: TBenchClient, name: string): Promise<TLiveStream> {
  const stream = await openLiveStream(tab);
  if (!(await stream.next((e) => e.event === 'connected', 5_000))) {
    stream.close();
    throw new Error(`${name} never got its \`connected\` event`);
  }
  return stream;
}

/**
 * Makes `changes` changes one at a time (after warm-up ones), each preceded by a trivial round
 * trip of the changing tab, and times each from the change's start to the matching event on
 * every stream (`EVENT_TIMEOUT_MS` without it = missed). `events[s]` and `missed[s]` are the
 * samples and misses of `streams[s]`.
 */
export async function timeLiveEvents(input: {
  changer: TBenchClient;
  streams: readonly TLiveStream[];
  change: (i: number) => Promise<unknown>;
  isEvent: (e: TLiveEvent) => boolean;
  changes: number;
}) {
  const { changer, streams } = input;
  const change = async (i: number) => {
    const started = performance.now();
    await input.change(i);
    const roundTrip = performance.now() - started;
    const events = await Promise.all(streams.map((s) => s.next(input.isEvent, EVENT_TIMEOUT_MS)));
    return { roundTrip, eventMs: events.map((e) => (e ? e.at - started : null)) };
  };
  // Warm-up: connections, JIT, statement plans.
  for (let i = 0; i < WARM_UP_CHANGES; i++) {
    await changer.rpc.system.config();
    await change(9_000 + i);
  }

  const trivial: number[] = [];
  const mutation: number[] = [];
  const events: number[][] = streams.map(() => []);
  const missed: number[] = streams.map(() => 0);
  for (let i = 0; i < input.changes; i++) {
    const t0 = performance.now();
    await changer.rpc.system.config();
    trivial.push(performance.now() - t0);
    const result = await change(i);
    mutation.push(result.roundTrip);
    result.eventMs.forEach((ms, s) => {
      if (ms === null) missed[s]!++;
      else events[s]!.push(ms);
    });
  }
  return { trivial, mutation, events, missed };
}

export async function runLiveUpdatesBench(input: {
  server: TBenchServer;
  email: string;
  password: string;
  changes: number;
}) {
  const { server } = input;
  const tabA = await signedInClient(server.url, input.email, input.password);
  const tabB = await signedInClient(server.url, input.email, input.password);
  const stream = await connectedStream(tabB, 'tab B');
  try {
    const timed = await timeLiveEvents({
      changer: tabA,
      streams: [stream],
      change: (i) => tabA.rpc.profile.updatePhone({ phone: `555-${String(i).padStart(4, '0')}` }),
      isEvent: hasTopic('me'),
      changes: input.changes,
    });
    const e = summarize(timed.events[0]!);
    const m = summarize(timed.mutation);
    const t = summarize(timed.trivial);
    return {
      changes: input.changes,
      missed: timed.missed[0]!,
      eventP50Ms: e.p50,
      eventP95Ms: e.p95,
      eventMaxMs: e.max,
      mutationP50Ms: m.p50,
      mutationP95Ms: m.p95,
      trivialP50Ms: t.p50,
      trivialP95Ms: t.p95,
      p50Ratio: e.p50 / (m.p50 + t.p50),
      p95Ratio: e.p95 / (m.p95 + t.p95),
    };
  } finally {
    stream.close();
  }
}
