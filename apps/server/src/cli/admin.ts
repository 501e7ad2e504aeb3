import { parseArgs } from 'node:util';
import { desc } from 'drizzle-orm';
import { openRuntime } from '../boot.ts';
import { backupDatabase, restoreDatabase } from '../db/backup.ts';
import { mailOutbox } from '../db/schema.ts';
import { seedDemo } from '../demo/seed.ts';
import { readEnv } from '../env.ts';
import { backfillKpis } from './kpi-backfill.ts';
import { createSiteWithAdmin } from '../modules/sites/index.ts';

const USAGE = `Usage:
  npm run admin -- create-site <siteKey> <name> --admin <email> --password <password> [--timezone <IANA zone>]
  npm run admin -- outbox [--limit <n>]
  npm run admin -- backup <file>
  npm run admin -- restore <file>
  npm run admin -- kpis <siteKey> --from <YYYY-MM-DD> --to <YYYY-MM-DD>   (recompute the site's KPI days)
  npm run seed`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const env = readEnv();
  const runtime = await openRuntime(env, (message) => console.error(message));
  try {
    switch (command) {
      case 'create-site': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: {
            admin: { type: 'string' },
            password: { type: 'string' },
            timezone: { type: 'string' },
          },
        });
        const [siteKey, ...nameParts] = positionals;
        const { admin, password, timezone } = values;
        if (!siteKey || nameParts.length === 0 || !admin || !password) throw new Error(USAGE);
        const created = await runtime.db.transaction((tx) =>
          createSiteWithAdmin(tx, {
            siteKey,
            name: nameParts.join(' '),
            timezone,
            adminEmail: admin,
            adminPassword: password,
          }),
        );
        console.log(`Created site ${created.siteKey} with site admin ${values.admin}.`);
        break;
      }
      case 'seed': {
        const seeded = await seedDemo(runtime.db);
        console.log('Demo site created. Accounts:');
        for (const a of seeded.accounts) console.log(`  ${a.role.padEnd(28)} ${a.email}`);
        console.log(`  password for all: ${seeded.password}`);
        break;
      }
      case 'outbox': {
        const { values } = parseArgs({
          args: rest,
          options: { limit: { type: 'string', default: '20' } },
        });
        const rows = await runtime.db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt))
          .limit(Number(values.limit) || 20);
        if (rows.length === 0) console.log('The outbox is empty.');
        for (const row of rows.reverse()) {
          const state = row.sentAt
            ? `sent ${row.sentAt.toISOString()}`
            : row.error
              ? `failed: ${row.error}`
              : 'not sent (no SMTP)';
          console.log(`--- ${row.createdAt.toISOString()}  to ${row.to}  [${row.kind}, ${state}]`);
          console.log(`Subject: ${row.subject}\n\n${row.text}\n`);
        }
        break;
      }
      case 'backup': {
        const [file] = rest;
        if (!file) throw new Error(USAGE);
        const result = await backupDatabase(runtime.databaseUrl, file);
        console.log(`Backed up ${result.rows} rows of ${result.tables} tables to ${file}.`);
        break;
      }
      case 'restore': {
        const [file] = rest;
        if (!file) throw new Error(USAGE);
        const result = await restoreDatabase(runtime.databaseUrl, file);
        console.log(`Restored ${result.rows} rows of ${result.tables} tables from ${file}.`);
        break;
      }
      case 'kpis': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { from: { type: 'string' }, to: { type: 'string' } },
        });
        await backfillKpis(
          runtime.db,
          { siteKey: positionals[0], from: values.from, to: values.to },
          {
            isTTY: process.stdout.isTTY,
            line: (text) => console.log(text),
            stream: process.stdout,
          },
        );
        break;
      }
      default:
        throw new Error(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
