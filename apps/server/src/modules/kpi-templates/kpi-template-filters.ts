import type { TKpiFilters } from '@craftwork/domain/kpis/filters';
import type { TKpiKey, TKpiTimescale } from '@craftwork/domain/kpis/keys';
import { parseTemplateKpiKeys, resolveTemplateFilters } from '@craftwork/domain/kpis/templates';
import type { DbOrTx } from '../../db/client.ts';
import { templateTimescale } from './kpi-template-view.service.ts';
import { requireTemplateView } from './kpi-templates.repository.ts';

/** What a scheduled report runs from a template: its KPIs, timescale and concrete filters. */
export type TTemplateRun = {
  id: string;
  name: string;
  kpiKeys: TKpiKey[];
  timescale: TKpiTimescale;
  filters: TKpiFilters;
};

/**
 * A live template of the site ready to run at `now` on the site's calendar (`timeZone`): a
 * preset range becomes its days then. NOT_FOUND when deleted or of another site. The figures
 * are then read in the recipient's own scope, as when they open the template.
 */
export async function templateRun(
  db: DbOrTx,
  siteKey: string,
  id: string,
  now: Date,
  timeZone: string,
): Promise<TTemplateRun> {
  const row = await requireTemplateView(db, siteKey, id);
  return {
    id: row.id,
    name: row.name,
    kpiKeys: parseTemplateKpiKeys(row.kpiKeys),
    timescale: templateTimescale(row.timescale),
    filters: resolveTemplateFilters(row, now, timeZone),
  };
}
