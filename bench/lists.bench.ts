// Lists: tasks.list and craftRecords.list through RPC as a plant user, each case against the raw
// SQL the repository runs for the same page, timed with `pg` directly.
//
// The SQL is captured, not rewritten: the service (`listTasks`, `listCraftRecords`) runs once in
// this process on a drizzle instance whose logger records every statement with its parameters,
// with the user's real Scope (resolveScope). The statements of the repository (the page and its
// count, which `pageTasks`/`pageCraftRecords` run in parallel) are replayed on a pg.Pool of the
// server's size (10), in parallel, in the same row mode and with the same type parsers as drizzle.
// What the RPC path adds on top: HTTP, oRPC, the session lookup, resolveScope, the site's time
// zone (tasks), the row mapping and JSON.
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  TASK_SORT_FIELDS,
  ZCraftRecordListInput,
  ZTaskListInput,
  type TCraftRecordListInput,
  type TTaskListInput,
} from '@craftwork/domain/lists/queries';
import {
  findSite,
  listCraftRecords,
  listTasks,
  resolveScope,
  schema,
  type Scope,
} from '../apps/server/src/public.ts';
import { signedInClient, type TBenchClient } from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

/** The server's pool size (createDatabase's default). */
const SERVER_POOL_SIZE = 10;
export const LIST_SEARCH = 'pipe rack';

type TStatement = { text: string; params: unknown[] };

// drizzle's node-postgres driver leaves these as text and maps them itself.
const RAW_TYPE_OIDS = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const DRIZZLE_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPE_OIDS.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type TCase = {
  name: string;
  list: 'tasks' | 'craftRecords';
  /** What it is, for the report. */
  label: string;
  input: TTaskListInput | TCraftRecordListInput;
};

function cases(): TCase[] {
  const task = (name: string, label: string, raw: Record<string, unknown>): TCase => ({
    name: `tasks.${name}`,
    list: 'tasks',
    label,
    input: ZTaskListInput.parse({ taskParam: 'All', ...raw }),
  });
  const record = (name: string, label: string, raw: Record<string, unknown>): TCase => ({
    name: `craftRecords.${name}`,
    list: 'craftRecords',
    label,
    input: ZCraftRecordListInput.parse(raw),
  });
  return [
    task('firstPage', 'All, first page, default sort (created, newest first)', {}),
    task('search', `All, search "${LIST_SEARCH}"`, { search: LIST_SEARCH }),
    ...TASK_SORT_FIELDS.map((field) =>
      task(`sort.${field}`, `All, sorted by ${field} ascending`, {
        sort: { field, direction: 'asc' },
      }),
    ),
    record('firstPage', 'open records, first page, default sort', {}),
    record('search', `open records, search "${LIST_SEARCH}"`, { search: LIST_SEARCH }),
  ];
}

/** The statements one call of `run` makes, captured with drizzle's logger. */
async function statementsOf(pool: pg.Pool, run: (db: TCaptureDb) => Promise<unknown>) {
  const log: TStatement[] = [];
  await run(
    drizzle(pool, {
      schema,
      casing: 'snake_case',
      logger: { logQuery: (text, params) => log.push({ text, params }) },
    }),
  );
  return log;
}
type TCaptureDb = Parameters<typeof resolveScope>[0] & Parameters<typeof listTasks>[0];

/** The statements the repository runs for one case, captured from a real run of the service. */
async function captureStatements(pool: pg.Pool, scope: Scope, c: TCase) {
  const log = await statementsOf(pool, (db) =>
    c.list === 'tasks'
      ? listTasks(db, scope, c.input as TTaskListInput)
      : listCraftRecords(db, scope, c.input as TCraftRecordListInput),
  );
  // The page and its count; the tasks service also reads the site's time zone first.
  const table = c.list === 'tasks' ? '"tasks"' : '"craft_records"';
  const statements = log.filter((s) => s.text.includes(`from ${table}`));
  if (statements.length !== 2)
    throw new Error(`${c.name}: expected the page and its count, captured ${statements.length}`);
  const page = statements.find((s) => /\blimit\b/i.test(s.text));
  const total = statements.find((s) => s !== page);
  if (!page || !total) throw new Error(`${c.name}: could not tell the page from its count`);
  return { page, total };
}

type TRaw = Awaited<ReturnType<typeof captureStatements>>;

/** Replays statements one after the other, as the code that made them awaits each. */
async function runSequence(pool: pg.Pool, statements: TStatement[]) {
  for (const s of statements)
    await pool.query({ text: s.text, values: s.params, rowMode: 'array', types: DRIZZLE_TYPES });
}

async function runRaw(pool: pg.Pool, raw: TRaw) {
  const run = (s: TStatement) =>
    pool.query({ text: s.text, values: s.params, rowMode: 'array', types: DRIZZLE_TYPES });
  const [page, total] = await Promise.all([run(raw.page), run(raw.total)]);
  return {
    ids: page.rows.map((row) => String((row as unknown[])[0])),
    total: Number((total.rows[0] as unknown[] | undefined)?.[0]),
  };
}

async function runRpc(client: TBenchClient, c: TCase) {
  const result =
    c.list === 'tasks'
      ? await client.rpc.tasks.list(c.input as TTaskListInput)
      : await client.rpc.craftRecords.list(c.input as TCraftRecordListInput);
  return { ids: result.rows.map((r) => r.id), total: result.total };
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

export async function runListsBench(input: {
  server: TBenchServer;
  databaseUrl: string;
  email: string;
  password: string;
  calls: number;
  maxSecondsPerCase: number;
  log: (message: string) => void;
}) {
  const client = await signedInClient(input.server.url, input.email, input.password);
  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  try {
    const captureDb = drizzle(pool, { schema, casing: 'snake_case' });
    const [user] = await captureDb
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, input.email));
    if (!user) throw new Error(`no user ${input.email}`);
    const scopeResult = await resolveScope(captureDb, user.id);
    if (scopeResult.kind !== 'approved') throw new Error(`${input.email} has no approved site`);
    const scope = scopeResult.scope;
    if (!scope.permissions.isPlantPersonnel) throw new Error(`${input.email} is not plant`);

    const results = [];
    for (const c of cases()) {
      const raw = await captureStatements(pool, scope, c);
      // Both sides answer the same page before anything is timed.
      const [viaRpc, viaSql] = [await runRpc(client, c), await runRaw(pool, raw)];
      if (viaRpc.total !== viaSql.total || viaRpc.ids.join() !== viaSql.ids.join())
        throw new Error(
          `${c.name}: RPC and raw SQL answer different pages ` +
            `(${viaRpc.total} vs ${viaSql.total} rows in all)`,
        );
      // Warm-up: plans, connections, JIT.
      for (let i = 0; i < 3; i++) {
        await runRpc(client, c);
        await runRaw(pool, raw);
      }
      const rpc: number[] = [];
      const sql: number[] = [];
      const deadline = performance.now() + input.maxSecondsPerCase * 1000;
      for (let i = 0; i < input.calls && performance.now() < deadline; i++) {
        // Alternate which side goes first, so drift on a shared machine favours neither.
        const sides = [
          async () => rpc.push(await timed(() => runRpc(client, c))),
          async () => sql.push(await timed(() => runRaw(pool, raw))),
        ];
        if (i % 2) sides.reverse();
        for (const side of sides) await side();
      }
      const r = summarize(rpc);
      const s = summarize(sql);
      const result = {
        name: c.name,
        label: c.label,
        calls: rpc.length,
        total: viaRpc.total,
        rows: viaRpc.ids.length,
        rpcP50Ms: r.p50,
        rpcP95Ms: r.p95,
        sqlP50Ms: s.p50,
        sqlP95Ms: s.p95,
        ratio: r.p50 / s.p50,
      };
      results.push(result);
      input.log(
        `  ${c.name.padEnd(34)} rpc p50 ${r.p50.toFixed(1).padStart(6)} ms, sql p50 ` +
          `${s.p50.toFixed(1).padStart(6)} ms, ratio ${result.ratio.toFixed(2)} ` +
          `(${rpc.length} calls, ${viaRpc.total} rows)`,
      );
    }
    const fixed = summarize(results.map((r) => r.rpcP50Ms - r.sqlP50Ms)).p50;

    // What every call pays besides its page: the round trip of a trivial procedure (HTTP, oRPC,
    // JSON; system.config reads no database), and the statements of resolveScope (every
    // site-scoped procedure) and of the site's time zone (tasks.list), replayed in order.
    const scopeStatements = await statementsOf(pool, (db) => resolveScope(db, user.id));
    const siteStatements = await statementsOf(pool, (db) => findSite(db, scope.siteKey));
    const floor: number[] = [];
    const scopeSql: number[] = [];
    const siteSql: number[] = [];
    for (let i = 0; i < input.calls * 2; i++) {
      floor.push(await timed(() => client.rpc.system.config()));
      scopeSql.push(await timed(() => runSequence(pool, scopeStatements)));
      siteSql.push(await timed(() => runSequence(pool, siteStatements)));
    }
    return {
      search: LIST_SEARCH,
      connections: SERVER_POOL_SIZE,
      cases: results,
      worstRatio: Math.max(...results.map((r) => r.ratio)),
      /** The median of (RPC p50 - SQL p50) over the cases: what the RPC path adds per call. */
      rpcExtraMsP50: fixed,
      perCall: {
        trivialRpcP50Ms: summarize(floor).p50,
        scopeStatements: scopeStatements.length,
        scopeSqlP50Ms: summarize(scopeSql).p50,
        siteSqlP50Ms: summarize(siteSql).p50,
      },
    };
  } finally {
    await pool.end();
  }
}
