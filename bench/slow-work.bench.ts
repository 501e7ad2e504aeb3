// Slow work from one tenant against another's requests (issue 31): site admins of their own
// sites keep sending a 200,000-row (4 MB) CSV file to csvImport.inspect while a user of another
// site makes small calls. The figure is that user's p95 under the imports against their own
// median when the server is idle: a file parsed whole and synchronously held every request
// behind it; one read a slice per turn of the event loop and stopped at the 5,001st row should
// cost little more than receiving the 4 MB itself, which the same file sent by users the
// procedure refuses before reading it (FORBIDDEN) measures.
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import {
  addMember,
  createDatabase,
  createSite,
  createVerifiedUser,
  migrateWithLock,
} from '../apps/server/src/public.ts';
import { signedInClient, type TBenchClient } from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { sleep, summarize, type TSummary } from './lib/stats.ts';

const PASSWORD = 'slow-work bench password';
/** One row of the import file: about 20 bytes, so 200,000 rows are about 4 MB. */
const ROW = 'Rack 0001,Scaffold\r\n';
const FILE_ROWS = 200_000;

export type TSlowWorkSites = {
  victimEmail: string;
  /** Site admins of the importing sites, one per site. */
  importerEmails: string[];
  /** Plant users of the same sites: their files are refused before they are read. */
  uploaderEmails: string[];
};

/** A site with one plant user (the timed one) and `importers` sites with one admin each. */
export async function seedSlowWorkSites(
  databaseUrl: string,
  importers: number,
): Promise<TSlowWorkSites> {
  await migrateWithLock(databaseUrl);
  const { db, pool } = createDatabase(databaseUrl, { max: 2 });
  try {
    const member = async (siteKey: string, role: 'plantUser' | 'siteAdmin') => {
      const email = `${role.toLowerCase()}@${siteKey.toLowerCase()}.bench`;
      const userId = await createVerifiedUser(db, {
        email,
        password: PASSWORD,
        displayName: `${role} ${siteKey}`,
      });
      await addMember(db, {
        siteKey,
        userId,
        approved: true,
        permissions: PERMISSION_PRESETS[role],
      });
      return email;
    };
    await createSite(db, { siteKey: 'SLOWVICTIM', name: 'Slow work: timed site' });
    const victimEmail = await member('SLOWVICTIM', 'plantUser');
    const importerEmails: string[] = [];
    const uploaderEmails: string[] = [];
    for (let i = 0; i < importers; i++) {
      const siteKey = `SLOWIMP${i}`;
      await createSite(db, { siteKey, name: `Slow work: importing site ${i}` });
      importerEmails.push(await member(siteKey, 'siteAdmin'));
      uploaderEmails.push(await member(siteKey, 'plantUser'));
    }
    return { victimEmail, importerEmails, uploaderEmails };
  } finally {
    await pool.end();
  }
}

async function timedCalls(client: TBenchClient, calls: number, gapMs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await client.rpc.sites.listCompanies();
    times.push(performance.now() - started);
    await sleep(gapMs);
  }
  return times;
}

type TOutcomes = { rowLimit: number; throttled: number; forbidden: number; other: number };

export type TSlowWorkResult = {
  idle: TSummary;
  /** The timed calls while the same file is sent and refused unread. */
  uploads: TSummary;
  loaded: TSummary;
  /** The timed user's p95 under the imports over their idle median. */
  p95Ratio: number;
  /** The same while the file is only received (refused before reading). */
  uploadP95Ratio: number;
  fileMB: number;
  /** What the imports were answered: refused at the row limit, throttled, anything else. */
  imports: TOutcomes;
  uploadOutcomes: TOutcomes;
};

/**
 * The timed user's calls while `senders` keep sending the file to csvImport.inspect, and what
 * the senders were answered.
 */
async function underFiles(
  victim: TBenchClient,
  senders: TBenchClient[],
  file: File,
  calls: number,
): Promise<{ times: TSummary; outcomes: TOutcomes }> {
  const outcomes: TOutcomes = { rowLimit: 0, throttled: 0, forbidden: 0, other: 0 };
  let sending = true;
  const loops = senders.map(async (client) => {
    while (sending) {
      try {
        await client.rpc.csvImport.inspect({ kind: 'records', file });
        outcomes.other += 1;
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        if (code === 'TOO_MANY_REQUESTS') outcomes.throttled += 1;
        else if (code === 'FORBIDDEN') outcomes.forbidden += 1;
        else if (code === 'BAD_REQUEST' && message?.includes('rows; at most'))
          outcomes.rowLimit += 1;
        else outcomes.other += 1;
      }
    }
  });
  await sleep(200); // the first files are on their way
  try {
    return { times: summarize(await timedCalls(victim, calls, 20)), outcomes };
  } finally {
    sending = false;
    await Promise.all(loops);
  }
}

export async function runSlowWorkBench(input: {
  server: TBenchServer;
  sites: TSlowWorkSites;
  calls: number;
  log: (message: string) => void;
}): Promise<TSlowWorkResult> {
  const { server, sites, calls, log } = input;
  const victim = await signedInClient(server.url, sites.victimEmail, PASSWORD);
  const [importers, uploaders] = await Promise.all(
    [sites.importerEmails, sites.uploaderEmails].map((emails) =>
      Promise.all(emails.map((email) => signedInClient(server.url, email, PASSWORD))),
    ),
  );
  const text = 'Title,Craft type\r\n' + ROW.repeat(FILE_ROWS);
  const file = new File([text], 'large.csv', { type: 'text/csv' });
  const ms = (s: TSummary) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;

  await timedCalls(victim, 5, 10); // warm-up
  const idle = summarize(await timedCalls(victim, calls, 20));
  log(`   idle: ${ms(idle)}`);
  const uploads = await underFiles(victim, uploaders!, file, calls);
  log(`   under files refused unread: ${ms(uploads.times)} (${uploads.outcomes.forbidden} files)`);
  const loaded = await underFiles(victim, importers!, file, calls);
  const { outcomes: imports } = loaded;
  log(
    `   under imports: ${ms(loaded.times)}; imports ${imports.rowLimit} refused at the row ` +
      `limit, ${imports.throttled} throttled, ${imports.other} other`,
  );
  return {
    idle,
    uploads: uploads.times,
    loaded: loaded.times,
    p95Ratio: loaded.times.p95 / idle.p50,
    uploadP95Ratio: uploads.times.p95 / idle.p50,
    fileMB: file.size / 1024 / 1024,
    imports,
    uploadOutcomes: uploads.outcomes,
  };
}
