import { createReadStream, createWriteStream } from 'node:fs';
import readline from 'node:readline';
import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Logical backup of every application table: a gzip file holding a JSON header, then per
 * table a JSON line naming it and its columns, its rows in PostgreSQL's COPY text format,
 * and the end-of-data marker `\.` (which COPY text never produces for a row).
 */
const FORMAT = 'craftwork-backup';
const END_OF_TABLE = '\\.';

type TableInfo = { name: string; columns: string[] };
type Header = {
  format: string;
  version: 1;
  createdAt: string;
  migration: string | null;
  tables: string[];
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Application tables in an order where each table comes after the tables it references. */
async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((t) => t.name));
  while (pending.size) {
    const ready = [...pending].filter(
      (t) => !edges.some((e) => e.child === t && pending.has(e.parent)),
    );
    if (ready.length === 0) throw new Error('Circular foreign keys between tables');
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  const result: TableInfo[] = [];
  for (const name of ordered) {
    const { rows } = await client.query<{ column: string }>(
      `select a.attname as column from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped
         and a.attgenerated = '' order by a.attnum`,
      [name],
    );
    result.push({ name, columns: rows.map((r) => r.column) });
  }
  return result;
}

async function latestMigration(client: pg.ClientBase): Promise<string | null> {
  const { rows } = await client.query<{ hash: string }>(
    `select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return rows[0]?.hash ?? null;
}

/** Writes a consistent snapshot of a live database (one repeatable-read transaction). */
export async function backupDatabase(
  url: string,
  file: string,
): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await listTables(client);
    const header: Header = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migration: await latestMigration(client),
      tables: tables.map((t) => t.name),
    };
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
    const write = async (chunk: string | Buffer) => {
      if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(`${JSON.stringify(table)}\n`);
      const columns = table.columns.map(quote).join(', ');
      const stream = client.query(copyTo(`copy ${quote(table.name)} (${columns}) to stdout`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 10) rows++;
        await write(chunk);
      }
      await write(`${END_OF_TABLE}\n`);
    }
    gzip.end();
    await done;
    await client.query('commit');
    return { tables: tables.length, rows };
  } finally {
    await client.end();
  }
}

/**
 * Replaces every application table's rows with the backup's, in one transaction. The target
 * must be migrated to the backup's migration (the app migrates at start; so does `admin`).
 */
export async function restoreDatabase(
  url: string,
  file: string,
): Promise<{ tables: number; rows: number }> {
  const lines = readline.createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? null : (value as string);
  };
  const first = await next();
  const header = first ? (JSON.parse(first) as Header) : null;
  if (header?.format !== FORMAT) throw new Error('This file is not a Craftwork backup.');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  try {
    await client.query('begin');
    const current = await latestMigration(client);
    if (current !== header.migration) {
      throw new Error(
        'The backup was made at another database version; start this version of the app on it first.',
      );
    }
    const existing = await listTables(client);
    if (existing.length) {
      await client.query(
        `truncate ${existing.map((t) => quote(t.name)).join(', ')} restart identity cascade`,
      );
    }
    for (let line = await next(); line !== null; line = await next()) {
      const table = JSON.parse(line) as TableInfo;
      const columns = table.columns.map(quote).join(', ');
      const sink = client.query(copyFrom(`copy ${quote(table.name)} (${columns}) from stdin`));
      const source = Readable.from(
        (async function* () {
          for (let row = await next(); row !== END_OF_TABLE; row = await next()) {
            if (row === null) throw new Error(`The backup ends inside table ${table.name}.`);
            rows++;
            yield `${row}\n`;
          }
        })(),
      );
      await pipeline(source, sink as unknown as Writable);
    }
    await client.query('commit');
    return { tables: header.tables.length, rows };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
    lines.close();
  }
}

/** Row count and an order-independent checksum of every application table. */
export async function tableChecksums(
  url: string,
): Promise<Record<string, { rows: number; checksum: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, { rows: number; checksum: string }> = {};
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ n: string; checksum: string }>(
        `select count(*) as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
         from ${quote(table.name)} t`,
      );
      result[table.name] = { rows: Number(rows[0]?.n ?? 0), checksum: rows[0]?.checksum ?? '' };
    }
    return result;
  } finally {
    await client.end();
  }
}
