import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { users } from './schema.ts';
import { seedDemo } from '../demo/seed.ts';
import { tableChecksums } from './backup.ts';
import { cloneNamePrefix, withDatabase } from '../test/global-setup.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

const run = promisify(execFile);
const adminCli = fileURLToPath(new URL('../cli/admin.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db);
  dir = await mkdtemp(path.join(os.tmpdir(), 'craftwork-backup-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const cli = (databaseUrl: string, ...args: string[]) =>
  run(tsx, [adminCli, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });

describe('admin backup and restore', () => {
  it('round-trips a live database with equal row counts and checksums per table', async () => {
    const before = await tableChecksums(t.databaseUrl);
    expect(before.tasks?.rows).toBeGreaterThan(1000);
    const file = path.join(dir, 'site.backup');
    // The app keeps serving while the backup is taken.
    const [, backup] = await Promise.all([
      t.client().rpc.system.config(),
      cli(t.databaseUrl, 'backup', file),
    ]);
    expect(backup.stdout).toMatch(/Backed up \d+ rows/);

    // Restore into a different, freshly migrated database.
    const name = `${cloneNamePrefix(inject('templateDatabase'))}restore`;
    const admin = new pg.Client({ connectionString: inject('testDatabaseServerUrl') });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    const target = withDatabase(inject('testDatabaseServerUrl'), name);
    await cli(target, 'restore', file);
    expect(await tableChecksums(target)).toEqual(before);

    // Restoring over a changed database brings it back too.
    await t.db.update(users).set({ phone: 'changed' });
    await cli(t.databaseUrl, 'restore', file);
    expect(await tableChecksums(t.databaseUrl)).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const file = path.join(dir, 'not-a-backup');
    const { writeFile } = await import('node:fs/promises');
    const { gzipSync } = await import('node:zlib');
    await writeFile(file, gzipSync('{"hello":1}\n'));
    await expect(cli(t.databaseUrl, 'restore', file)).rejects.toMatchObject({
      stderr: expect.stringContaining('not a Craftwork backup'),
    });
  });
});
