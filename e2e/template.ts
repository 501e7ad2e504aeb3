// The demo site seeded once per run into a template database (decision 206): each server of the
// run (the journeys' shards, the walk) starts on a clone of it (`create database … template`,
// under a second) instead of seeding its own (13 s alone, 30 s and more beside a shard).
// `npm test` (scripts/test.ts) names the template in E2E_TEMPLATE_DATABASE, has it seeded by
// `run.ts template` beside the end of the integration suite and drops it at its end; run.ts
// alone seeds one of its own and drops it.
import pg from 'pg';
import { createDatabase, migrateWithLock } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed.ts';

/** serve.ts clones the database this names, when set. */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DATABASE';

/** Database name in a PostgreSQL URL replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates, migrates and seeds the template `name`; returns how to drop it. */
export async function seedTemplate(serverUrl: string, name: string) {
  await onServer(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = withDatabase(serverUrl, name);
  await migrateWithLock(url);
  const { db, pool } = createDatabase(url);
  try {
    await seedDemoIfEmpty(db, () => {});
  } finally {
    // No connection may stay open on a database that is cloned.
    await pool.end();
  }
  return () => dropDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** A fresh database `name` on the server: a clone of `template`, else empty. */
export async function createServedDatabase(serverUrl: string, name: string, template?: string) {
  await onServer(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
}
