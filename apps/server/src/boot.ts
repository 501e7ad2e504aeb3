import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase, migrateWithLock, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import type { TEnv } from './env.ts';

export type Runtime = {
  db: Database;
  databaseUrl: string;
  secret: string;
  embedded: EmbeddedDatabase | null;
  close: () => Promise<void>;
};

/** AUTH_SECRET, or one generated once and kept in the data directory. */
async function loadSecret(env: TEnv, log: (message: string) => void): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  await mkdir(env.dataDir, { recursive: true });
  const file = path.join(env.dataDir, 'auth-secret');
  // Instances sharing a database must sign sessions alike (decision 184).
  if (env.DATABASE_URL)
    log(
      `AUTH_SECRET is not set: sessions are signed with the secret in ${file}. Every instance on this database needs the same one: set AUTH_SECRET on each, or a session made on one is refused by the others.`,
    );
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; then migrates. */
export async function openRuntime(env: TEnv, log: (message: string) => void): Promise<Runtime> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.dataDir, log);
  const databaseUrl = env.DATABASE_URL ?? embedded?.url ?? '';
  try {
    await migrateWithLock(databaseUrl);
    const { db, pool } = createDatabase(databaseUrl);
    const secret = await loadSecret(env, log);
    return {
      db,
      databaseUrl,
      secret,
      embedded,
      close: async () => {
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
