import { createHmac, randomUUID } from 'node:crypto';
import { createAuth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { readEnv } from '../../env.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { Services } from '../../rpc/context.ts';
import { createLocalStorage } from '../../storage/storage.ts';
import { reportConfigs } from '../../db/schema.ts';
import { generateReportFiles } from '../reports/generate-report.ts';

/** The test app's secret (harness.ts), so links signed here verify there too. */
const TEST_SECRET = 'x'.repeat(48);

/** The app's services over a test database, as buildApp makes them (for jobs run in tests). */
export function testServices(db: Database): Services {
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
    mailer,
    publicUrl: env.publicUrl,
    secret: TEST_SECRET,
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
    linkSecret: createHmac('sha256', TEST_SECRET).update('report-links').digest('hex'),
    reportQueue: { generate: (id) => generateReportFiles(services, id) },
  };
  return services;
}

/** A saved configuration written directly (created long ago, so its periods are due). */
export async function insertConfig(
  db: Database,
  values: Partial<typeof reportConfigs.$inferInsert> & { siteKey: string; userId: string },
): Promise<string> {
  const id = randomUUID();
  await db.insert(reportConfigs).values({
    id,
    name: 'Monday scaffolds',
    type: 'standing-scaffolds',
    frequency: 'weekly',
    sendTime: '06:00',
    options: {
      from: null,
      to: null,
      craftTypes: [],
      companyIds: [],
      locationIds: [],
      statuses: [],
      kpiTemplateId: null,
    },
    timestampCreated: new Date('2026-01-01T00:00:00Z'),
    ...values,
  });
  return id;
}
