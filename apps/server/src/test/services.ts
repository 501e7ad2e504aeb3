import type { Database } from '../db/client.ts';
import { createAuth } from '../auth/auth.ts';
import { readEnv } from '../env.ts';
import { createMailer } from '../mail/mailer.ts';
import { generateReportFiles } from '../modules/reports/index.ts';
import { reportLinkSecret } from '../modules/reports/index.ts';
import { ssoSignInRules } from '../modules/sso/index.ts';
import type { Services } from '../rpc/context.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { wireModules } from '../wiring.ts';

/** The test app's secret (harness.ts), so what is signed here verifies there too. */
export const TEST_APP_SECRET = 'x'.repeat(48);
export const TEST_LINK_SECRET = reportLinkSecret(TEST_APP_SECRET);

/**
 * The app's services over a test database, as buildApp makes them, for work a test runs
 * directly (a job's body); a queued report is generated at once.
 */
export function testServices(db: Database): Services {
  wireModules();
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://craftwork.test',
    SEED_DEMO: 'false',
    DATA_DIR: '/tmp/craftwork-test-data',
    JOBS: 'off',
  });
  const mailer = createMailer(db, { from: env.MAIL_FROM });
  const auth = createAuth({
    db,
    ssoRules: ssoSignInRules,
    mailer,
    publicUrl: env.publicUrl,
    secret: TEST_APP_SECRET,
    trustedOrigins: env.trustedOrigins,
    trustSameOrigin: env.trustSameOrigin,
    quiet: true,
  });
  const services: Services = {
    env,
    db,
    auth,
    mailer,
    storage: createLocalStorage('/tmp/craftwork-test-data/files'),
    log: () => {},
    linkSecret: TEST_LINK_SECRET,
    reportQueue: { generate: (id) => generateReportFiles(services, id) },
  };
  return services;
}
