// Starts the real app for the end-to-end suite: a fresh database (on TEST_DATABASE_URL's server
// when set, else an embedded PostgreSQL in a temporary folder), the demo site seeded.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `craftwork_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'craftwork-e2e-'));
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL = 'warn';
process.env.AUTH_SIGN_IN_LIMIT = '1000';
process.env.NODE_ENV = 'test';

await import('../apps/server/src/main.ts');
