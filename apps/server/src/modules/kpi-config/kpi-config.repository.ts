import { eq } from 'drizzle-orm';
import type { TStoredKpiConfig } from '@craftwork/domain/kpis/config-update';
import type { DbOrTx } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';

/** The site's name and stored KPI configuration; with `lock`, the row stays locked until the transaction ends. */
export async function findKpiConfigRow(tx: DbOrTx, siteKey: string, lock = false) {
  const query = tx
    .select({ name: sites.name, kpiConfig: sites.kpiConfig })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  const [site] = lock ? await query.for('update') : await query;
  return site ?? null;
}

/** Replaces the site's stored KPI configuration (only the fields that differ from the defaults). */
export async function writeKpiConfig(tx: DbOrTx, siteKey: string, stored: TStoredKpiConfig) {
  await tx.update(sites).set({ kpiConfig: stored }).where(eq(sites.siteKey, siteKey));
}
