// Live updates at the protocol level: two tabs of one user; tab A changes its phone number, tab B
// listens on /api/live. For each change: time from A's call start to B receiving the `me` event.
// Baseline: the mutation's own round trip plus a trivial round trip (system.config), i.e. what
// "save, then fetch again" would cost without a push.
import { openLiveStream, signedInClient } from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

const EVENT_TIMEOUT_MS = 2_000;

export async function runLiveUpdatesBench(input: {
  server: TBenchServer;
  email: string;
  password: string;
  changes: number;
}) {
  const { server } = input;
  const tabA = await signedInClient(server.url, input.email, input.password);
  const tabB = await signedInClient(server.url, input.email, input.password);
  const stream = await openLiveStream(tabB);
  try {
    if (!(await stream.next((e) => e.event === 'connected', 5_000)))
      throw new Error('tab B never got its `connected` event');
    const isMe = (e: { event: string; data: unknown }) =>
      e.event === 'message' && ((e.data as { topics?: string[] }).topics ?? []).includes('me');

    const change = async (i: number) => {
      const started = performance.now();
      await tabA.rpc.profile.updatePhone({ phone: `555-${String(i).padStart(4, '0')}` });
      const roundTrip = performance.now() - started;
      const event = await stream.next(isMe, EVENT_TIMEOUT_MS);
      return { roundTrip, eventMs: event ? event.at - started : null };
    };
    // Warm-up: connections, JIT, statement plans.
    for (let i = 0; i < 10; i++) {
      await tabA.rpc.system.config();
      await change(9_000 + i);
    }

    const trivial: number[] = [];
    const mutation: number[] = [];
    const event: number[] = [];
    let missed = 0;
    for (let i = 0; i < input.changes; i++) {
      const t0 = performance.now();
      await tabA.rpc.system.config();
      trivial.push(performance.now() - t0);
      const result = await change(i);
      mutation.push(result.roundTrip);
      if (result.eventMs === null) missed++;
      else event.push(result.eventMs);
    }
    const e = summarize(event);
    const m = summarize(mutation);
    const t = summarize(trivial);
    return {
      changes: input.changes,
      missed,
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
