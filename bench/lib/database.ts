// Bench databases: created on the bench server as craftwork_bench_<random>, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Database name in a PostgreSQL URL replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export type TBenchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(
  serverUrl: string,
  name = `craftwork_bench_${randomBytes(5).toString('hex')}`,
): Promise<TBenchDatabase> {
  if (!/^craftwork_bench_[a-z0-9_]+$/.test(name)) throw new Error(`bad bench database ${name}`);
  await admin(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => dropBenchDatabase(serverUrl, name),
  };
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  if (!name.startsWith('craftwork_bench_')) throw new Error(`refusing to drop ${name}`);
  await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
