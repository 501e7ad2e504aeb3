import { buildApp } from './app.ts';
import { openRuntime } from './boot.ts';
import { startDemoCompanySignIn, DEMO_COMPANY_SIGN_IN } from './demo/company-sign-in.ts';
import type { IdentityProvider } from './demo/identity-provider.ts';
import { DEMO_SITE_KEY, seedDemoIfEmpty } from './demo/seed.ts';
import { readEnv } from './env.ts';

const log = (message: string) => console.log(`[craftwork] ${message}`);

async function main() {
  let env = readEnv();
  const runtime = await openRuntime(env, log);
  runtime.embedded?.onUnexpectedExit((code) => {
    console.error(
      `[craftwork] The embedded PostgreSQL stopped unexpectedly (exit code ${code}). Stopping.`,
    );
    process.exit(1);
  });

  let demoIdp: IdentityProvider | null = null;
  if (env.SEED_DEMO) {
    const seeded = await seedDemoIfEmpty(runtime.db, log);
    if (seeded) printDemoAccounts(seeded);
    demoIdp = await startDemoCompanySignIn(
      runtime.db,
      env,
      { siteKey: DEMO_SITE_KEY, adminEmail: 'admin@craftwork.demo', secret: runtime.secret },
      log,
    );
    // The app fetches the provider's keys and tokens: its loopback origin is trusted.
    if (demoIdp) env = { ...env, trustedOrigins: [...env.trustedOrigins, demoIdp.origin] };
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
    await demoIdp?.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  log(`Craftwork is running at ${env.publicUrl}`);
  if (demoIdp) printDemoCompanySignIn(demoIdp);
}

function printDemoAccounts(seeded: {
  password: string;
  accounts: { role: string; email: string }[];
}) {
  log('Demo site created. Sign in with any of these accounts:');
  for (const account of seeded.accounts) log(`  ${account.role.padEnd(28)} ${account.email}`);
  log(`  password for all: ${seeded.password}`);
}

function printDemoCompanySignIn(idp: IdentityProvider) {
  log(
    `Company sign-in: the demo identity provider runs at ${idp.issuer}. Sign in with one of its people (no password):`,
  );
  for (const person of DEMO_COMPANY_SIGN_IN.people) log(`  ${person.email}`);
}

main().catch((error: unknown) => {
  console.error('[craftwork] Failed to start:', error);
  process.exit(1);
});
