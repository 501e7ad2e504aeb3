/**
 * Who sees which KPI figures (the dashboard, templates and reports): the caller's site; company
 * users only their company's records, whatever companies they ask for; everyone only the
 * records of their selected locations (records without a location stay visible), as the task
 * lists (access/scope-filters.ts). The filters' departments select locations by department.
 */
import type { TKpiRecord } from '@craftwork/domain/kpis/keys';
import { kpisEnabled } from '@craftwork/domain/site/customizations';
import { KPI_TEXTS } from '@craftwork/domain/kpis/dashboard';
import { inVisibleLocations } from '@craftwork/domain/access/location-scope';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { kpiRecordWhere, locationsOfDepartments, type TKpiWhere } from './kpis.repository.ts';

export { locationsOfDepartments };

/** The record filters of spec 2.5 (empty lists mean all). */
export type TKpiRecordFilter = {
  taskTypes: readonly number[];
  departments: readonly string[];
  companyIds: readonly string[];
  craftTypes: readonly number[];
};

/** KPIs work only on sites that enable them (site settings). */
export async function requireKpisEnabled(loadSite: SiteSource) {
  const site = await loadSite();
  if (!kpisEnabled(site.config)) throw new AppError('FORBIDDEN', KPI_TEXTS.disabled);
  return site;
}

/**
 * The companies the caller's figures may include: a company user's own only (or none when
 * they ask for others), plant personnel what they asked for (null: every company).
 */
export function kpiCompanies(scope: Scope, asked: readonly string[]): string[] | null {
  if (scope.isPlantPersonnel) return asked.length > 0 ? [...asked] : null;
  if (!scope.companyId) return [];
  return asked.length === 0 || asked.includes(scope.companyId) ? [scope.companyId] : [];
}

/**
 * The resolved rule for one request: SQL over kpi_records and the same test on a record
 * computed in memory (today's figures), so both read exactly the same records.
 */
export type KpiRecordScope = {
  where: TKpiWhere;
  matches: (r: Pick<TKpiRecord, 'craftType' | 'companyId' | 'locationId' | 'taskType'>) => boolean;
};

export async function kpiRecordScope(
  db: DbOrTx,
  scope: Scope,
  filter: TKpiRecordFilter,
): Promise<KpiRecordScope> {
  const companies = kpiCompanies(scope, filter.companyIds);
  const byDepartment =
    filter.departments.length > 0
      ? new Set(await locationsOfDepartments(db, scope.siteKey, filter.departments))
      : null;
  const where = kpiRecordWhere(scope, {
    companies,
    byDepartment,
    taskTypes: filter.taskTypes,
    craftTypes: filter.craftTypes,
  });
  const companySet = companies ? new Set(companies) : null;
  return {
    where,
    matches: (r) =>
      (companySet === null || (r.companyId !== null && companySet.has(r.companyId))) &&
      inVisibleLocations(r.locationId, scope.locationIds) &&
      (byDepartment === null || (r.locationId !== null && byDepartment.has(r.locationId))) &&
      (filter.taskTypes.length === 0 || filter.taskTypes.includes(r.taskType)) &&
      (filter.craftTypes.length === 0 || filter.craftTypes.includes(r.craftType)),
  };
}
