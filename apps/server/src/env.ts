import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env. A `.env` file in the working directory is loaded
// first when present (see .env.example).
if (existsSync('.env')) process.loadEnvFile('.env');

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list ("a, b,,c" → ['a', 'b', 'c']); unset is empty. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  FILES_DIR: z.string().optional(),
  /** Where uploaded and generated files live: `local` (FILES_DIR) or `s3` (decision 183). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().max(63).optional(),
  S3_REGION: z.string().max(64).default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's S3 API); unset is AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  /** Both or neither: unset uses the SDK's default chain (AWS_* variables, profile, role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9/_.-]{1,200}$/, 'Use letters, digits, / _ . - only')
    .optional(),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
  S3_KMS_KEY_ID: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: commaList.pipe(
    z.array(z.url({ error: 'Each entry must be an address such as https://host:port' })),
  ),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Craftwork <no-reply@craftwork.local>'),
  BRAND: z.string().default('craftwork'),
  BRANDS_WITH_IOS_CODES: commaList,
  HELP_CENTER_URL: z.string().url().default('https://help.craftwork.app'),
  CUSTOMER_APP_URL: z.string().url().optional(),
  IOS_APP_URL: z.string().url().default('https://apps.apple.com/app/craftwork'),
  ANDROID_APP_URL: z
    .string()
    .url()
    .default('https://play.google.com/store/apps/details?id=app.craftwork'),
  SEED_DEMO: booleanString.default(true),
  /** The demo site's identity provider's port (PORT + 1 unless set; decision 230). */
  DEMO_IDP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  /** Requests a minute each API token may make to the public REST API (/api/v1). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Background jobs (the nightly KPIs): off for test apps and benchmarks that do not need them. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Webhooks may go to http:// and private or loopback addresses (tests, local setups only). */
  WEBHOOKS_ALLOW_PRIVATE: booleanString.default(false),
  /** The first retry delay of a failed webhook delivery (doubling, decision 182). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Retries after a webhook delivery's first try (nine tries in all by default). */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
});

export type TEnv = z.infer<typeof ZEnv> & {
  publicUrl: string;
  dataDir: string;
  /** Origins whose browsers may sign in: PUBLIC_URL's and TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /**
   * Without PUBLIC_URL the app is reached at whatever address the machine has (127.0.0.1, a LAN
   * address): a request whose Origin is its own Host is same-origin and trusted.
   */
  trustSameOrigin: boolean;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const storageProblems = [
    env.FILE_STORAGE === 's3' && !env.S3_BUCKET && '  S3_BUCKET: required when FILE_STORAGE=s3',
    !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY &&
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default credentials',
  ].filter(Boolean);
  if (storageProblems.length)
    throw new Error(`Invalid configuration:\n${storageProblems.join('\n')}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const origins = [publicUrl, ...env.TRUSTED_ORIGINS].map((url) => new URL(url).origin);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    trustedOrigins: [...new Set(origins)],
    trustSameOrigin: env.PUBLIC_URL === undefined,
  };
}

/** Test-only access to raw variables that the test harness sets (never read by the app). */
export function readTestDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
