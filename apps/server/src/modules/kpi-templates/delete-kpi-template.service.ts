import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { requireTemplateEditor } from './kpi-templates-enabled.ts';
import { requireTemplateForUpdate, updateTemplateRow } from './kpi-templates.repository.ts';

/**
 * kpiTemplates.delete (site admins, KPIs (v2) enabled): the row stays (deletedAt) for the audit
 * list; its links answer 'not available' and its name is free again.
 */
export async function deleteKpiTemplate(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  id: string,
  now = new Date(),
) {
  await requireTemplateEditor(scope, loadSite);
  await db.transaction(async (tx) => {
    const row = await requireTemplateForUpdate(tx, scope.siteKey, id);
    await updateTemplateRow(tx, id, {
      deletedAt: now,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'kpis',
      action: 'deleted',
      targetId: id,
      targetLabel: row.name,
      before: { name: row.name, kpiKeys: row.kpiKeys, timescale: row.timescale },
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['kpis'], ids: [id] });
  });
}
