/**
 * Live KPI figures: open work by age (open tasks now, by days since creation), and the
 * standing-scaffolds summary, both in the caller's scope and the dashboard's filters.
 */
import {
  AGE_BUCKET_LABELS,
  AGE_BUCKETS,
  ageBucket,
  type TAgeBucket,
} from '@craftwork/domain/kpis/age';
import type {
  TKpiFilterOptions,
  TKpiOpenWorkByAge,
  TKpiStanding,
} from '@craftwork/domain/kpis/dashboard';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { averageDaysStanding, standingDays } from '@craftwork/domain/records/standing';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { standingScaffoldsAt } from '../kpi-records/index.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import { listSiteCompanies } from '../sites/index.ts';
import {
  kpiCompanies,
  kpiRecordScope,
  locationsOfDepartments,
  type TKpiRecordFilter,
} from './kpi-scope.ts';
import { departmentsOfLocations } from '../locations/index.ts';
import { openTaskAgeCounts, openTaskAges, type TOpenWorkFilter } from './open-work.repository.ts';

/** The open-work filter of the scope and the dashboard's filters. */
async function openWorkFilter(
  db: DbOrTx,
  scope: Scope,
  filter: TKpiRecordFilter,
): Promise<TOpenWorkFilter> {
  return {
    companies: kpiCompanies(scope, filter.companyIds),
    byDepartment:
      filter.departments.length > 0
        ? await locationsOfDepartments(db, scope.siteKey, filter.departments)
        : null,
    taskTypes: filter.taskTypes,
    craftTypes: filter.craftTypes,
  };
}

/** kpis.openWorkByAge: open tasks now in the scope and filters, by age bucket, with their ids. */
export async function openWorkByAge(
  db: DbOrTx,
  scope: Scope,
  filter: TKpiRecordFilter,
  now = new Date(),
): Promise<TKpiOpenWorkByAge> {
  const rows = await openTaskAges(db, scope, await openWorkFilter(db, scope, filter));
  const ids = Object.fromEntries(AGE_BUCKETS.map((b) => [b, [] as string[]])) as Record<
    TAgeBucket,
    string[]
  >;
  for (const r of rows) ids[ageBucket(r.created, now)].push(r.id);
  return {
    total: rows.length,
    buckets: AGE_BUCKETS.map((key) => ({
      key,
      label: AGE_BUCKET_LABELS[key],
      count: ids[key].length,
      taskIds: ids[key],
    })),
  };
}

/**
 * Open work by age counted in SQL (the dashboard's card and pie need no ids): whole days
 * since creation, as ageInDays, bucketed as ageBucket.
 */
export async function openWorkCounts(
  db: DbOrTx,
  scope: Scope,
  filter: TKpiRecordFilter,
  now = new Date(),
): Promise<Record<TAgeBucket, number>> {
  const r = await openTaskAgeCounts(db, scope, await openWorkFilter(db, scope, filter), now);
  return {
    '0-7': Number(r?.d7 ?? 0),
    '8-30': Number(r?.d30 ?? 0),
    '31-90': Number(r?.d90 ?? 0),
    over90: Number(r?.over ?? 0),
  };
}

/** No dashboard filter: the standing summary is the caller's whole KPI scope. */
const NO_FILTER: TKpiRecordFilter = {
  taskTypes: [],
  departments: [],
  companyIds: [],
  craftTypes: [],
};

/**
 * kpis.standing: Total Scaffolds Standing and Average Days Standing now (whole days each);
 * null when none. In the caller's KPI scope, as the Scaffolds Standing card: each scaffold
 * attributed to its installation task's company and location as the KPI records are (a
 * company user sees their company's only), within the caller's selected locations.
 */
export async function kpiStanding(
  db: DbOrTx,
  scope: Scope,
  now = new Date(),
): Promise<TKpiStanding> {
  const [recordScope, scaffolds] = await Promise.all([
    kpiRecordScope(db, scope, NO_FILTER),
    standingScaffoldsAt(db, scope.siteKey, now),
  ]);
  const standing = scaffolds.filter(recordScope.matches);
  if (standing.length === 0) return { total: null, averageDays: null };
  const days = standing.map(
    (s) =>
      standingDays(
        {
          installed: true,
          timestampMarkedInstalled: s.installed,
          open: true,
          timestampRecordClosed: null,
        },
        now,
      ) ?? 0,
  );
  return { total: standing.length, averageDays: averageDaysStanding(days) };
}

/**
 * kpis.filterOptions: the site's task types; the departments of the caller's locations; every
 * company for plant personnel, a company user's own only; the craft types they may pick (a
 * company user's company's, when it names any).
 */
export async function kpiFilterOptions(
  db: DbOrTx,
  scope: Scope,
  site: Pick<SiteConfig, 'validTaskTypes' | 'validCraftTypes'>,
): Promise<TKpiFilterOptions> {
  const [departments, companies] = await Promise.all([
    departmentsOfLocations(db, scope.siteKey, scope.locationIds),
    listSiteCompanies(db, scope.siteKey, scope.isPlantPersonnel ? undefined : scope.companyId),
  ]);
  const own = scope.isPlantPersonnel ? [] : (companies[0]?.craftTypes ?? []);
  const craftTypes =
    own.length > 0 ? site.validCraftTypes.filter((c) => own.includes(c)) : site.validCraftTypes;
  return {
    taskTypes: site.validTaskTypes.map((code) => ({ code, name: taskTypeName(code) })),
    departments,
    companies: companies.map((c) => ({ id: c.id, name: c.name })),
    craftTypes: craftTypes.map((code) => ({ code, name: craftTypeName(code) })),
  };
}
