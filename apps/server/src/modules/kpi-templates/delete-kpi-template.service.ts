import { eq } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { kpiTemplates } from '../../db/schema.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/audit.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { requireTemplateEditor } from './kpi-templates-enabled.ts';
import { requireTemplateForUpdate } from './kpi-templates.repository.ts';

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
    await tx
      .update(kpiTemplates)
      .set({ deletedAt: now, lastModifiedBy: scope.userId, timestampLastModified: now })
      .where(eq(kpiTemplates.id, id));
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
