// Lists: tasks.list and craftRecords.list through RPC as a plant user, each case against the raw
// SQL the repository runs for the same page, timed with `pg` directly.
//
// The SQL is captured, not rewritten: the service (`listTasks`, `listCraftRecords`) runs once in
// this process on a drizzle instance whose logger records every statement with its parameters,
// with the user's real Scope (resolveScope). The statements of the repository (the page and its
// count, which `pageTasks`/`pageCraftRecords` run in parallel) are replayed on a pg.Pool of the
// server's size (10), in parallel, in the same row mode and with the same type parsers as drizzle.
// What the RPC path adds on top: HTTP, oRPC, the session lookup (which reads the scope and the
// site with the session), the row mapping and JSON.
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
  EXACT_COUNT_LIMIT,
  findSessionWithUser,
  listCraftRecords,
  listTasks,
  resolveScope,
  schema,
  type Scope,
} from '../apps/server/src/public.ts';
import { sessionToken, signedInClient, type TBenchClient } from './lib/client.ts';
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
type TCaptureDb = Parameters<typeof resolveScope>[0] &
  Parameters<typeof findSessionWithUser>[0] &
  Parameters<typeof listTasks>[0];

/**
 * The statements the repository runs for one case, captured from a real run of the service: the
 * page, and its total (a count of at most EXACT_COUNT_LIMIT + 1 rows, then the planner's
 * estimate when there were more), which the list reader runs beside the page.
 */
async function captureStatements(pool: pg.Pool, scope: Scope, c: TCase) {
  const log = await statementsOf(pool, (db) =>
    c.list === 'tasks'
      ? listTasks(db, scope, c.input as TTaskListInput)
      : listCraftRecords(db, scope, c.input as TCraftRecordListInput),
  );
  // The tasks service also reads the site's time zone first. The total is a capped count and
  // maybe the planner's estimate; the page is one statement, or for a sort by a joined name the
  // walk of the names and then the rows by id.
  const table = c.list === 'tasks' ? '"tasks"' : '"craft_records"';
  const statements = log.filter((s) => s.text.includes(`from ${table}`));
  const isTotal = (s: TStatement) => s.text.includes('count(') || s.text.startsWith('explain');
  const total = statements.filter(isTotal);
  const page = statements.filter((s) => !isTotal(s));
  const rows = page.at(-1);
  if (!rows || page.length > 2 || total.length < 1 || total.length > 2)
    throw new Error(`${c.name}: expected the page and its total, captured ${statements.length}`);
  return { page, total, best: bestStatement(rows, table) };
}

/**
 * The baseline: the same 50 rows, with the same columns and joins, read by their primary keys
 * (the page's WHERE, ORDER BY, LIMIT and OFFSET replaced by `id = any($1)`): what reading
 * exactly those rows through an index costs, with nothing to find, sort or count.
 */
function bestStatement(page: TStatement, table: string) {
  const where = page.text.indexOf(' where ');
  const head = page.text.slice(0, where);
  if (where < 0 || head.includes('$'))
    throw new Error(`the page's statement has no WHERE or has parameters before it`);
  return (ids: string[]): TStatement => ({
    text: `${head} where ${table}."id" = any($1::text[])`,
    params: [ids],
  });
}

type TRaw = Awaited<ReturnType<typeof captureStatements>>;

/** Replays statements one after the other, as the code that made them awaits each. */
async function runSequence(pool: pg.Pool, statements: TStatement[]) {
  const results: pg.QueryArrayResult[] = [];
  for (const s of statements)
    results.push(
      await pool.query({ text: s.text, values: s.params, rowMode: 'array', types: DRIZZLE_TYPES }),
    );
  return results;
}

async function runRaw(pool: pg.Pool, raw: TRaw) {
  // The page and its total side by side, as the list reader runs them; a walk of the names (two page
  // statements) runs after the total, which decides whether to walk.
  let pageResults: pg.QueryArrayResult[];
  let totalResults: pg.QueryArrayResult[];
  if (raw.page.length > 1) {
    totalResults = await runSequence(pool, raw.total);
    pageResults = await runSequence(pool, raw.page);
  } else {
    [pageResults, totalResults] = await Promise.all([
      runSequence(pool, raw.page),
      runSequence(pool, raw.total),
    ]);
  }
  const [page] = pageResults;
  const [counted] = totalResults;
  return {
    // The first statement's order: the page's, or the walk's ids before the rows by id.
    ids: (page?.rows ?? []).map((row) => String((row as unknown[])[0])),
    counted: Number((counted?.rows[0] as unknown[] | undefined)?.[0]),
  };
}

async function runBest(pool: pg.Pool, best: TStatement) {
  const [result] = await runSequence(pool, [best]);
  return (result?.rows ?? []).map((row) => String((row as unknown[])[0]));
}

async function runRpc(client: TBenchClient, c: TCase) {
  const result =
    c.list === 'tasks'
      ? await client.rpc.tasks.list(c.input as TTaskListInput)
      : await client.rpc.craftRecords.list(c.input as TCraftRecordListInput);
  return {
    ids: result.rows.map((r) => r.id),
    total: result.total,
    totalKind: result.totalKind,
  };
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
      // The three sides answer the same page before anything is timed (the raw count is capped,
      // so it must agree with whether the RPC's total is exact).
      const [viaRpc, viaSql] = [await runRpc(client, c), await runRaw(pool, raw)];
      const best = raw.best(viaRpc.ids);
      const viaBest = await runBest(pool, best);
      const exact = viaSql.counted <= EXACT_COUNT_LIMIT;
      if (
        viaRpc.ids.join() !== viaSql.ids.join() ||
        (viaRpc.totalKind === 'exact') !== exact ||
        (exact && viaRpc.total !== viaSql.counted) ||
        [...viaBest].sort().join() !== [...viaRpc.ids].sort().join()
      )
        throw new Error(
          `${c.name}: RPC, raw SQL and the primary-key read answer different pages ` +
            `(${viaRpc.total} vs ${viaSql.counted} rows counted)`,
        );
      // Warm-up: plans, connections, JIT.
      for (let i = 0; i < 3; i++) {
        await runRpc(client, c);
        await runRaw(pool, raw);
        await runBest(pool, best);
      }
      const rpc: number[] = [];
      const sql: number[] = [];
      const bestTimes: number[] = [];
      const deadline = performance.now() + input.maxSecondsPerCase * 1000;
      for (let i = 0; i < input.calls && performance.now() < deadline; i++) {
        // Rotate which side goes first, so drift on a shared machine favours none.
        const sides = [
          async () => rpc.push(await timed(() => runRpc(client, c))),
          async () => sql.push(await timed(() => runRaw(pool, raw))),
          async () => bestTimes.push(await timed(() => runBest(pool, best))),
        ];
        for (const side of [...sides.slice(i % 3), ...sides.slice(0, i % 3)]) await side();
      }
      const r = summarize(rpc);
      const s = summarize(sql);
      const b = summarize(bestTimes);
      const result = {
        name: c.name,
        label: c.label,
        calls: rpc.length,
        total: viaRpc.total,
        totalKind: viaRpc.totalKind,
        rows: viaRpc.ids.length,
        rpcP50Ms: r.p50,
        rpcP95Ms: r.p95,
        sqlP50Ms: s.p50,
        sqlP95Ms: s.p95,
        bestP50Ms: b.p50,
        ratio: r.p50 / s.p50,
        /** The repository's page and total against the primary-key read of the same rows. */
        sqlVsBestRatio: s.p50 / b.p50,
        rpcVsBestRatio: r.p50 / b.p50,
      };
      results.push(result);
      input.log(
        `  ${c.name.padEnd(34)} rpc ${r.p50.toFixed(1).padStart(6)} ms, sql ` +
          `${s.p50.toFixed(1).padStart(6)} ms, best ${b.p50.toFixed(1).padStart(5)} ms: ` +
          `rpc/sql ${result.ratio.toFixed(2)}, sql/best ${result.sqlVsBestRatio.toFixed(2)} ` +
          `(${rpc.length} calls, ${result.totalKind === 'exact' ? '' : `${result.totalKind} `}${viaRpc.total} rows)`,
      );
    }
    const fixed = summarize(results.map((r) => r.rpcP50Ms - r.sqlP50Ms)).p50;

    // What every call pays besides its page: the round trip of a trivial procedure (HTTP, oRPC,
    // JSON; system.config reads no database), and the session's statement, which reads the
    // scope and the site with it (every site-scoped procedure).
    const sessionStatements = await statementsOf(pool, (db) =>
      findSessionWithUser(db, sessionToken(client)),
    );
    const floor: number[] = [];
    const sessionSql: number[] = [];
    for (let i = 0; i < input.calls * 2; i++) {
      floor.push(await timed(() => client.rpc.system.config()));
      sessionSql.push(await timed(() => runSequence(pool, sessionStatements)));
    }
    return {
      search: LIST_SEARCH,
      connections: SERVER_POOL_SIZE,
      cases: results,
      worstRatio: Math.max(...results.map((r) => r.ratio)),
      worstSqlVsBestRatio: Math.max(...results.map((r) => r.sqlVsBestRatio)),
      /** The median of (RPC p50 - SQL p50) over the cases: what the RPC path adds per call. */
      rpcExtraMsP50: fixed,
      perCall: {
        trivialRpcP50Ms: summarize(floor).p50,
        sessionStatements: sessionStatements.length,
        sessionSqlP50Ms: summarize(sessionSql).p50,
      },
    };
  } finally {
    await pool.end();
  }
}
