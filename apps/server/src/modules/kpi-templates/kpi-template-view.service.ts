import { orderedKpiKeys, resolveKpiConfig } from '@craftwork/domain/kpis/config';
import { ZKpiTimescale } from '@craftwork/domain/kpis/filters';
import type { TKpiTimescale } from '@craftwork/domain/kpis/keys';
import {
  inCardOrder,
  parseTemplateFilters,
  parseTemplateKpiKeys,
  resolveTemplateFilters,
  templateRangeText,
} from '@craftwork/domain/kpis/templates';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SiteConfig, SiteSource } from '../../site-config/site-config.ts';
import { mayEditTemplates } from './kpi-templates-enabled.ts';
import {
  listTemplates,
  requireTemplateView,
  type KpiTemplateRow,
} from './kpi-templates.repository.ts';

type ViewRow = Pick<
  KpiTemplateRow,
  'id' | 'name' | 'kpiKeys' | 'filters' | 'timescale' | 'timestampLastModified'
> & { lastModifiedByName: string | null };

/** A stored timescale, or the dashboard's weekly when the row holds something else. */
export function templateTimescale(stored: string): TKpiTimescale {
  const parsed = ZKpiTimescale.safeParse(stored);
  return parsed.success ? parsed.data : 'weekly';
}

/** A template as the list and the view show it, its range resolved at `now` on the site's calendar. */
function toView(row: ViewRow, site: SiteConfig, now: Date) {
  const config = resolveKpiConfig(site.kpiConfig);
  const filters = parseTemplateFilters(row.filters);
  return {
    id: row.id,
    name: row.name,
    kpiKeys: inCardOrder(parseTemplateKpiKeys(row.kpiKeys), config),
    filters,
    timescale: templateTimescale(row.timescale),
    rangeText: templateRangeText(filters.range),
    resolvedFilters: resolveTemplateFilters({ filters }, now, site.timezone),
    lastModified: row.timestampLastModified.toISOString(),
    lastModifiedByName: row.lastModifiedByName ?? '[Unavailable]',
  };
}

/**
 * kpiTemplates.list (every approved member): the site's templates, the site's KPI cards in
 * card order (the dialog's checklist) and whether the caller may change templates.
 */
export async function listKpiTemplates(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  now = new Date(),
) {
  const [site, rows] = await Promise.all([loadSite(), listTemplates(db, scope.siteKey)]);
  const config = resolveKpiConfig(site.kpiConfig);
  return {
    templates: rows.map((r) => toView(r, site, now)),
    cards: orderedKpiKeys(config, false).map((key) => ({
      key,
      title: config[key].title,
      enabled: config[key].enabled,
    })),
    canEdit: mayEditTemplates(scope, site),
  };
}

/**
 * kpiTemplates.get (every approved member): one template with its filters resolved now. A
 * company user opens the same template; the dashboard's figures are scoped to their company.
 */
export async function getKpiTemplate(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  id: string,
  now = new Date(),
) {
  const [site, row] = await Promise.all([loadSite(), requireTemplateView(db, scope.siteKey, id)]);
  return { ...toView(row, site, now), canEdit: mayEditTemplates(scope, site) };
}
