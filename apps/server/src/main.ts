import { buildApp } from './app.ts';
import { openRuntime } from './boot.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { readEnv } from './env.ts';

const log = (message: string) => console.log(`[craftwork] ${message}`);

async function main() {
  const env = readEnv();
  const runtime = await openRuntime(env, log);
  runtime.embedded?.onUnexpectedExit((code) => {
    console.error(
      `[craftwork] The embedded PostgreSQL stopped unexpectedly (exit code ${code}). Stopping.`,
    );
    process.exit(1);
  });

  if (env.SEED_DEMO) {
    const seeded = await seedDemoIfEmpty(runtime.db, log);
    if (seeded) printDemoAccounts(seeded);
  }

  const { app } = await buildApp({
    env,
    db: runtime.db,
    databaseUrl: runtime.databaseUrl,
    secret: runtime.secret,
    log,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down.`);
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  log(`Craftwork is running at ${env.publicUrl}`);
}

function printDemoAccounts(seeded: {
  password: string;
  accounts: { role: string; email: string }[];
}) {
  log('Demo site created. Sign in with any of these accounts:');
  for (const account of seeded.accounts) log(`  ${account.role.padEnd(28)} ${account.email}`);
  log(`  password for all: ${seeded.password}`);
}

main().catch((error: unknown) => {
  console.error('[craftwork] Failed to start:', error);
  process.exit(1);
});
