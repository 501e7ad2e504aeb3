/**
 * The KPI records module's public surface: computing a site's daily KPI records from task
 * history, and replacing stored days with freshly computed ones.
 */
import type { TKpiRecord } from '@craftwork/domain/kpis/keys';
import type { DbOrTx, Database } from '../../db/client.ts';

/** Computes (without storing) the KPI records of the site days from..to (YYYY-MM-DD, inclusive). */
export async function computeKpiRecords(
  _db: DbOrTx,
  _site: { siteKey: string; timezone: string },
  _from: string,
  _to: string,
): Promise<TKpiRecord[]> {
  throw new Error('not implemented');
}

/**
 * Recomputes and stores the site days from..to, each day replaced whole in its own transaction
 * under a lock of that site day (a day computed twice equals once; two instances never compute
 * the same day at once). Calls onDay after each stored day.
 */
export async function recomputeKpiDays(
  _db: Database,
  _siteKey: string,
  _from: string,
  _to: string,
  _onDay?: (day: string, done: number, total: number) => void,
): Promise<{ days: number; records: number }> {
  throw new Error('not implemented');
}
