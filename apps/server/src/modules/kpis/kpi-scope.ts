/**
 * Who sees which KPI figures (the dashboard, templates and reports): the caller's site; company
 * users only their company's records, whatever companies they ask for; everyone only the
 * records of their selected locations (records without a location stay visible), as the task
 * lists (access/scope-filters.ts). The filters' departments select locations by department.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TKpiRecord } from '@craftwork/domain/kpis/keys';
import { kpisEnabled } from '@craftwork/domain/site/site';
import { KPI_TEXTS } from '@craftwork/domain/kpis/dashboard';
import { inVisibleLocations } from '@craftwork/domain/access/location-scope';
import type { Scope } from '../../access/scope.ts';
import { inLocations } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { kpiRecords, locations } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';

const nothing = sql`false`;

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

/** The live locations of the site in the given departments. */
export async function locationsOfDepartments(
  db: DbOrTx,
  siteKey: string,
  departments: readonly string[],
): Promise<string[]> {
  if (departments.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.siteKey, siteKey),
        isNull(locations.deletedAt),
        inArray(locations.department, [...departments]),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The resolved rule for one request: SQL over kpi_records and the same test on a record
 * computed in memory (today's figures), so both read exactly the same records.
 */
export type KpiRecordScope = {
  where: SQL;
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
  const conditions: (SQL | undefined)[] = [eq(kpiRecords.siteKey, scope.siteKey)];
  if (companies) {
    conditions.push(companies.length > 0 ? inArray(kpiRecords.companyId, companies) : nothing);
  }
  conditions.push(inLocations(kpiRecords.locationId, scope));
  if (byDepartment) {
    conditions.push(
      byDepartment.size > 0 ? inArray(kpiRecords.locationId, [...byDepartment]) : nothing,
    );
  }
  if (filter.taskTypes.length > 0) {
    conditions.push(inArray(kpiRecords.taskType, [...filter.taskTypes]));
  }
  if (filter.craftTypes.length > 0) {
    conditions.push(inArray(kpiRecords.craftType, [...filter.craftTypes]));
  }
  const companySet = companies ? new Set(companies) : null;
  return {
    where: and(...conditions) ?? nothing,
    matches: (r) =>
      (companySet === null || (r.companyId !== null && companySet.has(r.companyId))) &&
      inVisibleLocations(r.locationId, scope.locationIds) &&
      (byDepartment === null || (r.locationId !== null && byDepartment.has(r.locationId))) &&
      (filter.taskTypes.length === 0 || filter.taskTypes.includes(r.taskType)) &&
      (filter.craftTypes.length === 0 || filter.craftTypes.includes(r.craftType)),
  };
}
