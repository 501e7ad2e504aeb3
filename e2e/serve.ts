// Starts the real app for the end-to-end suite on a fresh database (on TEST_DATABASE_URL's
// server when set, else an embedded PostgreSQL in a temporary folder) with the demo site: a
// clone of the run's seeded template when run.ts made one (E2E_TEMPLATE_DATABASE, decision
// 206), else seeded at start.
// Where the database is goes to .artifacts/database-url-{port}, so tests can read the mail
// outbox (one file per port, so runs on other ports do not mix).
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, createServedDatabase, withDatabase } from './template.ts';

const artifacts = new URL('./.artifacts/', import.meta.url);
mkdirSync(artifacts, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-e2e-'));

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `craftwork_e2e_${process.pid}`;
  await createServedDatabase(serverUrl, name, process.env[TEMPLATE_ENV]);
  const url = withDatabase(serverUrl, name);
  process.env.DATABASE_URL = url;
  writeFileSync(new URL(`database-url-${process.env.PORT}`, artifacts), url);
} else {
  // The app starts the embedded PostgreSQL in dataDir; tests find it from there.
  writeFileSync(new URL(`database-url-${process.env.PORT}`, artifacts), `embedded:${dataDir}`);
}

process.env.DATA_DIR = dataDir;
// Serve a private copy of the build, so a rebuild elsewhere during the run cannot break pages.
const webDist = path.join(dataDir, 'web');
// E2E_WEB_DIST serves another build folder (a private `vite build --outDir`) instead.
const builtWeb =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
cpSync(builtWeb, webDist, { recursive: true });
// The installable-app tests publish a new version of the service worker by changing this copy.
writeFileSync(new URL(`web-dir-${process.env.PORT}`, artifacts), webDist);
process.env.WEB_DIST = webDist;
// A clone of the template holds the demo site already, and the app seeds only an empty database.
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL = 'warn';
process.env.AUTH_SIGN_IN_LIMIT = '1000';
process.env.RATE_LIMIT_MULTIPLIER = '100';
process.env.NODE_ENV = 'test';
// The webhooks journey's receiver listens on 127.0.0.1, which a real site may not address.
process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
// The company sign-in journey's identity provider listens on 127.0.0.1 at PORT + 9 (no other
// server of a run uses that port): an operator lists a provider on loopback or a private
// network in TRUSTED_ORIGINS, or the app refuses to fetch it (docs/sso.md, decision 220).
process.env.TRUSTED_ORIGINS = [
  process.env.TRUSTED_ORIGINS,
  `http://127.0.0.1:${Number(process.env.PORT) + 9}`,
]
  .filter(Boolean)
  .join(',');

// The demo site's identity provider (decision 230) at PORT + 8, beside the journey's own.
process.env.DEMO_IDP_PORT = String(Number(process.env.PORT) + 8);

await import('../apps/server/src/main.ts');
