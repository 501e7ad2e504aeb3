// Inventory lists: inventoryObjects.list and inventoryTransactions.list (first page, default
// sort) through RPC, as a plant user and as a company user, each against the raw SQL that
// answers the same page (the page and its count, written here by hand and run in parallel with
// `pg`). The target: within 2× of that SQL at p50, with 100,000 transactions, on the
// site inventory-seed.ts fills. As a detail the SQL the repository itself runs (captured from a
// real run of the service, as lists.bench.ts does) is timed too, so a slow case tells whether
// its time is in the query or in the RPC path.
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  ZInventoryObjectListInput,
  type TInventoryObjectListInput,
} from '@craftwork/domain/inventory/objects';
import {
  ZTransactionListInput,
  type TTransactionListInput,
} from '@craftwork/domain/inventory/transaction-list';
import {
  findSessionWithUser,
  listInventoryObjects,
  listTransactions,
  resolveScope,
  schema,
  siteSource,
  type Scope,
} from '../apps/server/src/public.ts';
import { createClient, sessionToken, signedInClient, type TBenchClient } from './lib/client.ts';
import { leanRpc } from './lib/lean-rpc.ts';
import type { TBenchServer } from './lib/server.ts';
import { summarize } from './lib/stats.ts';
import type { TInventorySite } from './inventory-seed.ts';

export { seedInventory } from './inventory-seed.ts';

/** The server's pool size (createDatabase's default). */
const SERVER_POOL_SIZE = 10;

const { users } = schema;

type TStatement = { text: string; params: unknown[] };

// drizzle's node-postgres driver leaves these as text and maps them itself.
const RAW_TYPE_OIDS = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const DRIZZLE_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPE_OIDS.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The raw SQL of a list's first page, by hand: the columns the screen shows joined once, the
 * caller's scope, the list's order, and the count of the same conditions.
 */
function objectsSql(scope: Scope, pageSize: number): { page: TStatement; total: TStatement } {
  const company = scope.isPlantPersonnel
    ? ''
    : scope.companyId === null
      ? 'and cardinality(o.authorized_companies) = 0'
      : 'and (cardinality(o.authorized_companies) = 0 or $2 = any(o.authorized_companies))';
  const params = scope.isPlantPersonnel || scope.companyId === null ? [] : [scope.companyId];
  const where = `o.site_key = $1 and o.deleted_at is null ${company}`;
  return {
    page: {
      text: `select o.id, o.title, o.quantity_available, o.quantity_awaiting_pickup,
                    o.quantity_in_use, o.quantity_reserved, o.low_quantity_threshold, o.status,
                    o.authorized_companies, o.timestamp_last_modified,
                    coalesce(u.name, 'server')
               from inventory_objects o left join users u on u.id = o.last_modified_by
              where ${where}
              order by lower(o.title), o.id
              limit ${pageSize}`,
      params: [scope.siteKey, ...params],
    },
    total: {
      text: `select count(*) from inventory_objects o where ${where}`,
      params: [scope.siteKey, ...params],
    },
  };
}

/**
 * How the site index of inventory_transactions orders created (nulls first or last): the
 * column is never null, but PostgreSQL serves an ORDER BY from an index only when the null
 * ordering matches too, and `desc` alone means `desc nulls first`. The raw SQL uses the one the
 * schema's index serves, as one would write it by hand.
 */
async function newestFirstOrder(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ indexdef: string }>(
    `select indexdef from pg_indexes
      where tablename = 'inventory_transactions' and indexdef ilike '%(site_key, timestamp_created%'`,
  );
  const nullsLast = rows.some((r) => /timestamp_created DESC NULLS LAST/i.test(r.indexdef));
  return nullsLast ? 'x.timestamp_created desc nulls last' : 'x.timestamp_created desc';
}

function transactionsSql(
  scope: Scope,
  pageSize: number,
  newestFirst: string,
): { page: TStatement; total: TStatement } {
  const company = scope.isPlantPersonnel
    ? ''
    : scope.companyId === null
      ? 'and false'
      : 'and x.company_id = $2';
  const params = scope.isPlantPersonnel || scope.companyId === null ? [] : [scope.companyId];
  const where = `x.site_key = $1 and x.deleted_at is null ${company}`;
  return {
    page: {
      text: `select x.id, x.timestamp_created, x.type, x.value, x.reason,
                    x.object_id, o.title, x.user_id, u.name, x.company_id, c.name,
                    x.location_id, l.title, x.parent_record_id, r.title, x.task_id, t.title
               from inventory_transactions x
               left join inventory_objects o on o.id = x.object_id
               left join users u on u.id = x.user_id
               left join companies c on c.id = x.company_id
               left join locations l on l.id = x.location_id
               left join craft_records r on r.id = x.parent_record_id
               left join tasks t on t.id = x.task_id
              where ${where}
              order by ${newestFirst}, x.id
              limit ${pageSize}`,
      params: [scope.siteKey, ...params],
    },
    total: {
      text: `select count(*) from inventory_transactions x where ${where}`,
      params: [scope.siteKey, ...params],
    },
  };
}

type TCase = {
  name: string;
  label: string;
  who: 'plant' | 'company';
  list: 'objects' | 'transactions';
};

const CASES: TCase[] = [
  {
    name: 'objects.firstPage',
    label: 'objects, first page (title A to Z), plant user',
    who: 'plant',
    list: 'objects',
  },
  {
    name: 'objects.companyFirstPage',
    label: 'objects, first page (title A to Z), company user',
    who: 'company',
    list: 'objects',
  },
  {
    name: 'transactions.firstPage',
    label: 'transactions, first page (newest first), plant user',
    who: 'plant',
    list: 'transactions',
  },
  {
    name: 'transactions.companyFirstPage',
    label: 'transactions, first page (newest first), company user',
    who: 'company',
    list: 'transactions',
  },
];

const objectsInput = (): TInventoryObjectListInput => ZInventoryObjectListInput.parse({});
const transactionsInput = (): TTransactionListInput => ZTransactionListInput.parse({});

async function runRpc(client: TBenchClient, c: TCase) {
  const result =
    c.list === 'objects'
      ? await client.rpc.inventoryObjects.list(objectsInput())
      : await client.rpc.inventoryTransactions.list(transactionsInput());
  return { ids: result.rows.map((r) => r.id), total: result.total };
}

/** The same call through leanRpc: the server's answer without the bench client's costs. */
async function runLean(lean: TLean, c: TCase) {
  const result = (await (c.list === 'objects'
    ? lean.call('inventoryObjects/list', objectsInput())
    : lean.call('inventoryTransactions/list', transactionsInput()))) as {
    rows: { id: string }[];
    total: number;
  };
  return { ids: result.rows.map((r) => r.id), total: result.total };
}

type TLean = ReturnType<typeof leanRpc>;

async function runPair(pool: pg.Pool, pair: { page: TStatement; total: TStatement }) {
  const run = (s: TStatement) =>
    pool.query({ text: s.text, values: s.params, rowMode: 'array', types: DRIZZLE_TYPES });
  const [page, total] = await Promise.all([run(pair.page), run(pair.total)]);
  return {
    ids: page.rows.map((row) => String((row as unknown[])[0])),
    total: Number((total.rows[0] as unknown[] | undefined)?.[0]),
  };
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

/** Replays statements one after the other, as the code that made them awaits each. */
async function runSequence(pool: pg.Pool, statements: TStatement[]) {
  for (const s of statements)
    await pool.query({ text: s.text, values: s.params, rowMode: 'array', types: DRIZZLE_TYPES });
}

type TCaptureDb = Parameters<typeof findSessionWithUser>[0] &
  Parameters<typeof listInventoryObjects>[0] &
  Parameters<typeof listTransactions>[0];

/** The page and count statements the repository runs for a case, from a real run. */
async function captureRepositorySql(pool: pg.Pool, scope: Scope, c: TCase) {
  const log = await statementsOf(pool, (db) =>
    c.list === 'objects'
      ? listInventoryObjects(db, scope, objectsInput())
      : listTransactions(db, scope, siteSource(db, scope.siteKey), transactionsInput()),
  );
  const table = c.list === 'objects' ? '"inventory_objects"' : '"inventory_transactions"';
  const statements = log.filter((s) => s.text.includes(`from ${table}`));
  // The count reads at most so many rows (a limit of its own): the page is the other one.
  const total = statements.find((s) => /count\(/i.test(s.text));
  const page = statements.find((s) => s !== total && /\blimit\b/i.test(s.text));
  if (!page || !total) throw new Error(`${c.name}: could not capture the page and its count`);
  return { page, total };
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

async function scopeOf(pool: pg.Pool, email: string): Promise<Scope> {
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const result = await resolveScope(db, user.id);
  if (result.kind !== 'approved') throw new Error(`${email} has no approved site`);
  return result.scope;
}

export async function runInventoryBench(input: {
  server: TBenchServer;
  databaseUrl: string;
  site: TInventorySite;
  password: string;
  calls: number;
  maxSecondsPerCase: number;
  log: (message: string) => void;
}) {
  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  try {
    const people = {
      plant: {
        client: await signedInClient(input.server.url, input.site.plantEmail, input.password),
        scope: await scopeOf(pool, input.site.plantEmail),
      },
      company: {
        client: await signedInClient(input.server.url, input.site.companyEmail, input.password),
        scope: await scopeOf(pool, input.site.companyEmail),
      },
    };
    const lean = {
      plant: leanRpc(input.server.url, people.plant.client),
      company: leanRpc(input.server.url, people.company.client),
    };
    if (!people.plant.scope.isPlantPersonnel) throw new Error('the plant user is not plant');
    if (people.company.scope.isPlantPersonnel) throw new Error('the company user is plant');
    const newestFirst = await newestFirstOrder(pool);
    // A server just started runs its first calls cold (JIT, pools): warm the RPC path up once.
    for (let i = 0; i < 20; i++) {
      for (const c of CASES) await runRpc(people[c.who].client, c);
    }

    const results = [];
    for (const c of CASES) {
      const { client, scope } = people[c.who];
      const pageSize = objectsInput().pageSize;
      const raw =
        c.list === 'objects'
          ? objectsSql(scope, pageSize)
          : transactionsSql(scope, pageSize, newestFirst);
      const repository = await captureRepositorySql(pool, scope, c);
      // All three answer the same page before anything is timed.
      const viaRpc = await runRpc(client, c);
      for (const [side, answer] of [
        ['the lean client', await runLean(lean[c.who], c)],
        ['raw SQL', await runPair(pool, raw)],
        ['repository SQL', await runPair(pool, repository)],
      ] as const) {
        if (answer.total !== viaRpc.total || answer.ids.join() !== viaRpc.ids.join())
          throw new Error(
            `${c.name}: RPC and ${side} answer different pages ` +
              `(${viaRpc.total} vs ${answer.total} rows in all)`,
          );
      }
      // Warm-up: plans, connections, JIT.
      for (let i = 0; i < 3; i++) {
        await runRpc(client, c);
        await runLean(lean[c.who], c);
        await runPair(pool, raw);
        await runPair(pool, repository);
      }
      const rpc: number[] = [];
      const sql: number[] = [];
      const repo: number[] = [];
      const leanTimes: number[] = [];
      const deadline = performance.now() + input.maxSecondsPerCase * 1000;
      for (let i = 0; i < input.calls && performance.now() < deadline; i++) {
        // Rotate which side goes first, so drift on a shared machine favours none.
        const sides = [
          async () => rpc.push(await timed(() => runRpc(client, c))),
          async () => sql.push(await timed(() => runPair(pool, raw))),
          async () => repo.push(await timed(() => runPair(pool, repository))),
          async () => leanTimes.push(await timed(() => runLean(lean[c.who], c))),
        ];
        for (let k = 0; k < sides.length; k++) await sides[(i + k) % sides.length]!();
      }
      const r = summarize(rpc);
      const s = summarize(sql);
      const q = summarize(repo);
      const l = summarize(leanTimes);
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
        repositorySqlP50Ms: q.p50,
        /** The same call through node:http (leanRpc): the part of rpcP50Ms that is the server's. */
        leanRpcP50Ms: l.p50,
        ratio: r.p50 / s.p50,
      };
      results.push(result);
      input.log(
        `  ${c.name.padEnd(30)} rpc p50 ${r.p50.toFixed(1).padStart(6)} ms, sql p50 ` +
          `${s.p50.toFixed(1).padStart(6)} ms (repository's ${q.p50.toFixed(1)} ms), ` +
          `lean client ${l.p50.toFixed(1)} ms, ` +
          `ratio ${result.ratio.toFixed(2)} (${rpc.length} calls, ${viaRpc.total} rows)`,
      );
    }
    // What every call pays besides its page: the round trip of a trivial procedure (HTTP,
    // oRPC, JSON, the session lookup; system.config reads no database), and the session's
    // statement, which reads the scope and the site with it (every site-scoped procedure;
    // inventoryProcedure needs the site to check that inventory is on).
    const sessionStatements = await statementsOf(pool, (db) =>
      findSessionWithUser(db, sessionToken(people.plant.client)),
    );
    // The same trivial call signed out: the difference is the session check every call pays.
    const anonymous = createClient(input.server.url);
    const floor: number[] = [];
    const signedOutFloor: number[] = [];
    const sessionSql: number[] = [];
    for (let i = 0; i < input.calls * 2; i++) {
      floor.push(await timed(() => people.plant.client.rpc.system.config()));
      signedOutFloor.push(await timed(() => anonymous.rpc.system.config()));
      sessionSql.push(await timed(() => runSequence(pool, sessionStatements)));
    }
    lean.plant.close();
    lean.company.close();
    const perCall = {
      trivialRpcP50Ms: summarize(floor).p50,
      signedOutTrivialRpcP50Ms: summarize(signedOutFloor).p50,
      sessionStatements: sessionStatements.length,
      sessionSqlP50Ms: summarize(sessionSql).p50,
    };
    const rpcExtraMsP50 = summarize(results.map((r) => r.rpcP50Ms - r.sqlP50Ms)).p50;
    const clientMsP50 = summarize(results.map((r) => r.rpcP50Ms - r.leanRpcP50Ms)).p50;
    // The guard beside the ratios: what the RPC path adds, in parts.
    input.log(
      `  per call: RPC adds ${rpcExtraMsP50.toFixed(1)} ms over raw SQL, of which the bench's ` +
        `client ${clientMsP50.toFixed(1)} ms; a trivial call ` +
        `${perCall.trivialRpcP50Ms.toFixed(1)} ms signed in, ` +
        `${perCall.signedOutTrivialRpcP50Ms.toFixed(1)} ms signed out (the session check ` +
        `${(perCall.trivialRpcP50Ms - perCall.signedOutTrivialRpcP50Ms).toFixed(1)} ms); ` +
        `the session's statement with the scope and the site ` +
        `${perCall.sessionSqlP50Ms.toFixed(1)} ms (${perCall.sessionStatements} statement)`,
    );
    return {
      connections: SERVER_POOL_SIZE,
      newestFirst,
      perCall,
      /** The median of (RPC p50 − SQL p50) over the cases: what the RPC path adds per call. */
      rpcExtraMsP50,
      /** The median of (RPC p50 − lean client p50): the bench's own client's part of a call. */
      clientMsP50,
      site: input.site,
      cases: results,
      worstRatio: Math.max(...results.map((r) => r.ratio)),
    };
  } finally {
    await pool.end();
  }
}
