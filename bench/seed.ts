// npm run bench:seed -- --tasks 100000 --records 20000 [--users 50] [--database-url URL] [--site BENCH] [--drop]
//
// Fills a site with craft records and tasks. Without --database-url it writes to the database
// craftwork_bench_seed on the bench server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the
// local server), creating it when missing and keeping it for `DATABASE_URL=... npm start`,
// unless --drop is given.
import { parseArgs } from 'node:util';
import { createBenchDatabase } from './lib/database.ts';
import { seedLargeSite } from './lib/large-site.ts';
import { benchServerUrl } from './lib/options.ts';

export { seedLargeSite } from './lib/large-site.ts';

const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: '100000' },
    records: { type: 'string', default: '20000' },
    users: { type: 'string', default: '0' },
    'database-url': { type: 'string' },
    site: { type: 'string', default: 'BENCH' },
    drop: { type: 'boolean', default: false },
  },
  strict: true,
});

const tasks = Number(values.tasks);
const records = Number(values.records);
const extraUsers = Number(values.users);
if (![tasks, records, extraUsers].every((n) => Number.isInteger(n) && n >= 0) || records < 1) {
  console.error('--tasks, --records and --users must be whole numbers (at least one record).');
  process.exit(2);
}

const own = values['database-url']
  ? null
  : await createBenchDatabase(benchServerUrl(), 'craftwork_bench_seed');
const databaseUrl = values['database-url'] ?? own!.url;
try {
  const site = await seedLargeSite(databaseUrl, {
    siteKey: values.site,
    tasks,
    records,
    users: extraUsers,
    log: (message) => console.log(message),
  });
  const { rows } = site;
  console.log(
    `${site.siteKey}: ${rows.craftRecords} craft records, ${rows.tasks} tasks, ${rows.events} events, ` +
      `${rows.taskSubscribers} task subscribers = ${site.totalRows} rows in ${site.seconds.toFixed(2)} s ` +
      `(${Math.round(site.rowsPerSecond)} rows/s)`,
  );
  console.log(`sign in as ${site.plantEmail} or ${site.adminEmail}, password ${site.password}`);
  if (own && !values.drop) console.log(`database: ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  console.log(JSON.stringify({ rowsPerSecond: Math.round(site.rowsPerSecond), ...site.rows }));
} finally {
  if (own && values.drop) await own.drop();
}
