// RPC overhead: sites.listCompanies through oRPC against a plain Fastify route doing the same work
// (session, scope, query, JSON) in the same server process, under the same autocannon load.
import autocannon from 'autocannon';
import { signedInClient } from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { summarize, type TSummary } from './lib/stats.ts';

type TTarget = { name: 'orpc' | 'plain'; url: string };

type TRun = {
  latency: TSummary;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Server CPU (main thread and pool) per answered request: insensitive to waiting for a CPU. */
  cpuMsPerRequest?: number;
};

function cannon(url: string, cookie: string, seconds: number): Promise<TRun> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections: 10,
        duration: seconds,
        headers: {
          cookie,
          'x-csrf-token': 'orpc',
          'content-type': 'application/json',
          origin: new URL(url).origin,
        },
        body: '{"json":null}',
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          // autocannon's own histogram keeps whole milliseconds; these are exact.
          latency: summarize(latencies),
          requestsPerSecond: result.requests.average,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

export async function runRpcOverheadBench(input: {
  server: TBenchServer;
  email: string;
  password: string;
  seconds: number;
  rounds: number;
  log: (message: string) => void;
}) {
  const { server } = input;
  if (!server.plainUrl) throw new Error('the server was started without the plain route');
  const client = await signedInClient(server.url, input.email, input.password);
  const cookie = client.cookieHeader();
  const targets: TTarget[] = [
    { name: 'orpc', url: `${server.url}/rpc/sites/listCompanies` },
    { name: 'plain', url: `${server.plainUrl}/plain/sites/listCompanies` },
  ];

  // Both answer the same rows before anything is timed.
  const bodies = await Promise.all(
    targets.map(async (t) => {
      const response = await fetch(t.url, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': 'orpc', 'content-type': 'application/json' },
        body: '{"json":null}',
      });
      if (!response.ok) throw new Error(`${t.name}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { json: unknown[] }).json;
    }),
  );
  if (JSON.stringify(bodies[0]) !== JSON.stringify(bodies[1]))
    throw new Error('oRPC and the plain route answer different rows');

  // Warm-up: JIT, pools, caches. One pass was not enough: the first measured oRPC run came out
  // consistently slower than the later ones, so both sides get two alternating passes.
  for (let pass = 0; pass < 2; pass++) {
    for (const t of targets) await cannon(t.url, cookie, 3);
  }

  const samples: Record<TTarget['name'], TRun[]> = { orpc: [], plain: [] };
  for (let round = 0; round < input.rounds; round++) {
    // Alternate the order so that drift on a shared machine does not favour one side.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const t of order) {
      await server.stats();
      const run = await cannon(t.url, cookie, input.seconds);
      const { cpuMs } = await server.stats();
      run.cpuMsPerRequest = cpuMs / Math.max(1, run.requests);
      samples[t.name].push(run);
      input.log(
        `  ${t.name.padEnd(5)} round ${round + 1}: p50 ${run.latency.p50.toFixed(2)} ms, ` +
          `p95 ${run.latency.p95.toFixed(2)} ms, ${Math.round(run.requestsPerSecond)} req/s, ` +
          `${run.cpuMsPerRequest.toFixed(2)} ms CPU/request`,
      );
    }
  }
  const median = (values: number[]) => summarize(values).p50;
  const p50 = (name: TTarget['name']) => median(samples[name].map((r) => r.latency.p50));
  const p95 = (name: TTarget['name']) => median(samples[name].map((r) => r.latency.p95));
  const rps = (name: TTarget['name']) => median(samples[name].map((r) => r.requestsPerSecond));
  const cpu = (name: TTarget['name']) => median(samples[name].map((r) => r.cpuMsPerRequest ?? NaN));
  const failures = Object.values(samples)
    .flat()
    .reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  return {
    p50Ratio: p50('orpc') / p50('plain'),
    p95Ratio: p95('orpc') / p95('plain'),
    throughputRatio: rps('plain') / rps('orpc'),
    cpuPerRequestRatio: cpu('orpc') / cpu('plain'),
    orpc: {
      p50Ms: p50('orpc'),
      p95Ms: p95('orpc'),
      requestsPerSecond: rps('orpc'),
      cpuMsPerRequest: cpu('orpc'),
    },
    plain: {
      p50Ms: p50('plain'),
      p95Ms: p95('plain'),
      requestsPerSecond: rps('plain'),
      cpuMsPerRequest: cpu('plain'),
    },
    companies: bodies[0]?.length ?? 0,
    failures,
    connections: 10,
    secondsPerRun: input.seconds,
    rounds: input.rounds,
  };
}
