// Command-line flags of the benchmark runner, each with an environment variable equivalent, so
// CI can shorten a run without editing scripts (`npm run bench -- --quick --only rpc,live`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const BENCHMARK_NAMES = [
  'domain',
  'seed',
  'rpc',
  'lists',
  'live',
  'live-instances',
  'live-browser',
  'web',
  'web-routes',
  'lighthouse',
  'first-page',
  'load',
  'inventory',
  'kpi-job',
  'kpi-dashboard',
  'report',
  'slow-work',
] as const;
export type TBenchmarkName = (typeof BENCHMARK_NAMES)[number];

export type TBenchOptions = {
  quick: boolean;
  only: TBenchmarkName[];
  /** Database server on which craftwork_bench_* databases are created and dropped. */
  serverUrl: string;
  tasks: number;
  records: number;
  /**
   * Tasks on the lists benchmark's own site (issue 36: lists at 1,000,000), with a fifth as many
   * records; the shared site's size when equal (quick runs), which needs no second seed.
   */
  listTasks: number;
  rpcSeconds: number;
  rpcRounds: number;
  liveChanges: number;
  /** Timed calls per side and case of the lists benchmark. */
  listCalls: number;
  /** Page loads per side (and cache state) of the first-page benchmark. */
  pageLoads: number;
  users: number;
  loadSeconds: number;
  loadWarmupSeconds: number;
  /** Open tasks on the report benchmark's site (the Open Tasks report's rows). */
  reportRows: number;
  keepDatabase: boolean;
  /** The built web app the browser benchmarks serve (a snapshot of it). */
  webDist: string;
  /** Where the results are written. */
  resultsFile: string;
};

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server. */
export function benchServerUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export function readBenchOptions(argv: string[] = process.argv.slice(2)): TBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      tasks: { type: 'string' },
      records: { type: 'string' },
      'list-tasks': { type: 'string' },
      'rpc-seconds': { type: 'string' },
      'live-changes': { type: 'string' },
      'list-calls': { type: 'string' },
      'page-loads': { type: 'string' },
      users: { type: 'string' },
      'load-seconds': { type: 'string' },
      'report-rows': { type: 'string' },
      'keep-database': { type: 'boolean' },
      'web-dist': { type: 'string' },
      results: { type: 'string' },
    },
    strict: true,
  });
  const env = process.env;
  const quick = values.quick ?? ['1', 'true'].includes(env.BENCH_QUICK ?? '');
  const onlyRaw = values.only ?? env.BENCH_ONLY ?? '';
  const only = onlyRaw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of only) {
    if (!BENCHMARK_NAMES.includes(name as TBenchmarkName))
      throw new Error(`unknown benchmark "${name}"; choose from ${BENCHMARK_NAMES.join(', ')}`);
  }
  return {
    quick,
    only: only.length ? (only as TBenchmarkName[]) : [...BENCHMARK_NAMES],
    serverUrl: values['database-url'] ?? benchServerUrl(),
    tasks: positive('--tasks', values.tasks ?? env.BENCH_TASKS, quick ? 20_000 : 100_000),
    records: positive('--records', values.records ?? env.BENCH_RECORDS, quick ? 4_000 : 20_000),
    listTasks: positive(
      '--list-tasks',
      values['list-tasks'] ?? env.BENCH_LIST_TASKS,
      quick ? Number(values.tasks ?? env.BENCH_TASKS ?? 20_000) : 1_000_000,
    ),
    rpcSeconds: positive(
      '--rpc-seconds',
      values['rpc-seconds'] ?? env.BENCH_RPC_SECONDS,
      quick ? 4 : 10,
    ),
    rpcRounds: 2,
    liveChanges: positive('--live-changes', values['live-changes'] ?? env.BENCH_LIVE_CHANGES, 200),
    listCalls: positive(
      '--list-calls',
      values['list-calls'] ?? env.BENCH_LIST_CALLS,
      quick ? 12 : 30,
    ),
    pageLoads: positive(
      '--page-loads',
      values['page-loads'] ?? env.BENCH_PAGE_LOADS,
      quick ? 3 : 7,
    ),
    users: positive('--users', values.users ?? env.BENCH_USERS, 50),
    loadSeconds: positive(
      '--load-seconds',
      values['load-seconds'] ?? env.BENCH_LOAD_SECONDS,
      quick ? 30 : 300,
    ),
    loadWarmupSeconds: quick ? 10 : 30,
    reportRows: positive(
      '--report-rows',
      values['report-rows'] ?? env.BENCH_REPORT_ROWS,
      quick ? 10_000 : 50_000,
    ),
    keepDatabase: values['keep-database'] ?? false,
    // Another build than apps/web/dist, e.g. one made with `vite build --outDir` to measure a
    // change without replacing the build others serve; its results then go elsewhere too.
    webDist: path.resolve(
      values['web-dist'] ??
        env.BENCH_WEB_DIST ??
        fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
    ),
    resultsFile: path.resolve(
      values.results ??
        env.BENCH_RESULTS ??
        fileURLToPath(new URL('../results/latest.json', import.meta.url)),
    ),
  };
}
