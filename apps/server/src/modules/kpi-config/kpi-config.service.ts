import { resolveKpiConfig, type TKpiConfig } from '@craftwork/domain/kpis/config';
import {
  applyKpiConfigChanges,
  diffKpiConfigs,
  resetKpiConfig,
  type TKpiConfigChanges,
  type TStoredKpiConfig,
} from '@craftwork/domain/kpis/config-update';
import type { TKpiKey } from '@craftwork/domain/kpis/keys';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx, Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { findKpiConfigRow, writeKpiConfig } from './kpi-config.repository.ts';

export type TKpiConfigSaved = { config: TKpiConfig; changed: TKpiKey[] };

/** The site's KPI configuration: every card, the stored choices over the defaults. */
export async function getKpiConfig(db: Database, scope: Scope): Promise<TKpiConfig> {
  const site = await findKpiConfigRow(db, scope.siteKey);
  if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return resolveKpiConfig(site.kpiConfig);
}

/** One value per changed field, `card.field`, as the audit list shows a change line per key. */
function flat(byCard: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(byCard).flatMap(([key, fields]) =>
      Object.entries(fields).map(([field, value]) => [`${key}.${field}`, value]),
    ),
  );
}

/**
 * Stores a new configuration when it differs from the site's, with one audit entry of the
 * changed fields by card and a live notice, so every open dashboard redraws its cards.
 */
async function save(
  tx: DbOrTx,
  scope: Scope,
  site: { name: string; kpiConfig: unknown },
  stored: TStoredKpiConfig,
): Promise<TKpiConfigSaved> {
  const before = resolveKpiConfig(site.kpiConfig);
  const config = resolveKpiConfig(stored);
  const diff = diffKpiConfigs(before, config);
  if (!diff) return { config: before, changed: [] };
  await writeKpiConfig(tx, scope.siteKey, stored);
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'kpis',
    action: 'updated',
    targetId: scope.siteKey,
    targetLabel: diff.keys.map((key) => config[key].title).join(', '),
    before: flat(diff.before),
    after: flat(diff.after),
  });
  await notifyChange(tx, { site: scope.siteKey, topics: ['kpis'] });
  return { config, changed: diff.keys };
}

/** Applies a site admin's changes, in one transaction with the site row locked. */
export async function updateKpiConfig(
  db: Database,
  scope: Scope,
  changes: TKpiConfigChanges,
): Promise<TKpiConfigSaved> {
  return db.transaction(async (tx) => {
    const site = await findKpiConfigRow(tx, scope.siteKey, true);
    if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const result = applyKpiConfigChanges(site.kpiConfig, changes);
    if (!result.ok) {
      const [problem] = result.problems;
      throw new AppError('BAD_REQUEST', problem?.message ?? NOT_AVAILABLE_MESSAGE);
    }
    return save(tx, scope, site, result.stored);
  });
}

/** Puts one card (or every card) back to its defaults. */
export async function resetKpiConfigOf(
  db: Database,
  scope: Scope,
  key: TKpiKey | undefined,
): Promise<TKpiConfigSaved> {
  return db.transaction(async (tx) => {
    const site = await findKpiConfigRow(tx, scope.siteKey, true);
    if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    return save(tx, scope, site, resetKpiConfig(site.kpiConfig, key));
  });
}
