import type { Database } from '../../db/client.ts';
import type { Services } from '../../rpc/context.ts';

/**
 * Finds the saved configurations due at `now` (their send time in the site's time zone, Monday
 * for weekly, the 1st for monthly), records one run per configuration and period (a unique
 * key, so two instances never record it twice) and queues each new run with `send`.
 */
export async function queueDueReportRuns(
  db: Database,
  send: (runId: string) => Promise<unknown>,
  now: Date,
): Promise<string[]> {
  void db;
  void send;
  void now;
  return [];
}

/** Generates a run's report in its owner's scope and e-mails its link to the subscribed users. */
export async function runScheduledReport(services: Services, runId: string): Promise<void> {
  services.log(`Reports: scheduled run ${runId} is not written yet.`);
}
