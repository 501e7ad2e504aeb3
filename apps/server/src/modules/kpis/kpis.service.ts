/**
 * The historical KPI dashboard (spec part 3, 2.5): every figure from the stored daily records
 * of the filtered range (one aggregation), today's computed on demand and merged, in the
 * caller's KPI scope (kpi-scope.ts).
 */
import { AGE_BUCKET_LABELS, AGE_BUCKETS } from '@craftwork/domain/kpis/age';
import {
  isRecordKpi,
  isSnapshotKpi,
  kpiValue,
  addCounters,
  type TKpiDay,
} from '@craftwork/domain/kpis/aggregate';
import { orderedKpiKeys, resolveKpiConfig, type TKpiConfig } from '@craftwork/domain/kpis/config';
import type {
  TKpiBarTasks,
  TKpiCard,
  TKpiDashboard,
  TKpiPieSlice,
  TKpiTaskRow,
} from '@craftwork/domain/kpis/dashboard';
import { barrierCause } from '@craftwork/domain/kpis/formulas';
import {
  emptyCounters,
  SCHEDULE_CLASSES,
  type TKpiChartType,
  type TKpiKey,
  type TKpiRecord,
  type TKpiTimescale,
} from '@craftwork/domain/kpis/keys';
import {
  barrierPie,
  daysWithin,
  kpiSeries,
  previousPeriod,
  scheduleClassPie,
} from '@craftwork/domain/kpis/series';
import { changeOf, targetState } from '@craftwork/domain/kpis/targets';
import type { TKpiFilters } from '@craftwork/domain/kpis/filters';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { computeKpiRecords } from '../kpi-records/index.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import { kpiRecordScope, type KpiRecordScope } from './kpi-scope.ts';
import {
  barrierHoursByCause,
  kpiTaskIds,
  kpiTaskRows,
  sumKpiDays,
  type KpiDayRow,
  withKpiCraftTypes,
} from './kpis.repository.ts';
import { openWorkByAge, openWorkCounts } from './open-work.service.ts';

/** The most task rows the bar dialog loads (its count stays exact). */
export const BAR_TASKS_LIMIT = 5_000;

type KpiSite = Pick<SiteConfig, 'siteKey' | 'timezone' | 'kpiConfig'>;

/** The KPIs that may be drawn as a pie, and what they split by. */
const PIE_KPIS: readonly TKpiKey[] = ['kpiBarrierHours', 'kpiScheduleClasses', 'kpiOpenWorkByAge'];

function chartOf(key: TKpiKey, config: TKpiConfig): TKpiChartType {
  if (key === 'kpiOpenWorkByAge') return 'pie-simple';
  return config[key].chartType === 'pie-simple' && PIE_KPIS.includes(key)
    ? 'pie-simple'
    : 'date-column';
}

/**
 * Today's site day when the range includes it, with its records computed now and kept to the
 * scope (stored records of that day are then left out, so nothing counts twice).
 */
async function todayRecords(
  db: DbOrTx,
  site: KpiSite,
  scope: KpiRecordScope,
  from: string,
  to: string,
  now: Date,
): Promise<{ today: string | null; records: TKpiRecord[] }> {
  const today = siteDateKey(now, site.timezone);
  if (today < from || today > to) return { today: null, records: [] };
  const records = await computedToday(db, site, today);
  return { today, records: records.filter(scope.matches) };
}

/**
 * How long a site's computed records of today are reused: a dashboard, its timescale changes
 * and its bar dialogs within that time read one computation (the figures of today lag at most
 * this much; computing a day on a large site takes about a second).
 */
export const TODAY_REUSE_MS = 30_000;
const computed = new Map<string, { at: number; records: Promise<TKpiRecord[]> }>();

function computedToday(db: DbOrTx, site: KpiSite, today: string): Promise<TKpiRecord[]> {
  const now = Date.now();
  for (const [key, entry] of computed) {
    if (now - entry.at > TODAY_REUSE_MS) computed.delete(key);
  }
  const key = `${site.siteKey}\u0000${today}`;
  const hit = computed.get(key);
  if (hit) return hit.records;
  // Today's standing scaffolds as the standing summary counts them: now, not at midnight.
  const records = computeKpiRecords(db, site, today, today, new Date(now));
  computed.set(key, { at: now, records });
  records.catch(() => computed.delete(key));
  return records;
}

function rowOfRecord(r: TKpiRecord, taskKeys: readonly string[]): KpiDayRow {
  const ids = r.taskIds as Record<string, string[] | undefined>;
  return {
    day: r.day,
    craftType: r.craftType,
    counters: { ...r.counters },
    tasks: Object.fromEntries(taskKeys.map((k) => [k, ids[k]?.length ?? 0])),
  };
}

/** A card's days: the rows of its craft types (all when it names none) summed by day. */
function daysOfCard(rows: readonly KpiDayRow[], craftTypes: readonly number[]): TKpiDay[] {
  const byDay = new Map<string, TKpiDay>();
  for (const r of rows) {
    if (craftTypes.length > 0 && !craftTypes.includes(r.craftType)) continue;
    let d = byDay.get(r.day);
    if (!d) byDay.set(r.day, (d = { day: r.day, counters: emptyCounters(), tasks: {} }));
    addCounters(d.counters, r.counters);
    const tasks = d.tasks as Record<string, number>;
    for (const [k, n] of Object.entries(r.tasks)) tasks[k] = (tasks[k] ?? 0) + n;
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

function taskKeysOf(key: TKpiKey): string[] {
  if (key === 'kpiScheduleClasses') return [key, ...SCHEDULE_CLASSES];
  return isRecordKpi(key) ? [key] : [];
}

/** The barrier cause of each of the tasks (as the daily records split their hours). */
async function causesOf(db: DbOrTx, siteKey: string, ids: readonly string[]) {
  const rows = await kpiTaskRows(db, siteKey, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, barrierCause(r.details)]));
}

/** The scope narrowed to a card's craft types (all when it names none). */
function withCraftTypes(scope: KpiRecordScope, craftTypes: readonly number[]) {
  if (craftTypes.length === 0) return scope.where;
  return withKpiCraftTypes(scope.where, craftTypes);
}

function recordsOfCard(records: readonly TKpiRecord[], craftTypes: readonly number[]) {
  return craftTypes.length === 0
    ? records
    : records.filter((r) => craftTypes.includes(r.craftType));
}

function timescaleOf(config: TKpiConfig, key: TKpiKey, asked: TKpiTimescale | undefined) {
  const card = config[key];
  return asked && card.allowedTimescales.includes(asked) ? asked : card.currentTimescale;
}

/** kpis.dashboard: every enabled card's figures and the selected card's chart. */
export async function kpiDashboard(
  db: DbOrTx,
  scope: Scope,
  site: KpiSite,
  input: { filters: TKpiFilters; selectedKey: TKpiKey; timescale?: TKpiTimescale | undefined },
  now = new Date(),
): Promise<TKpiDashboard> {
  const { filters } = input;
  const config = resolveKpiConfig(site.kpiConfig);
  const keys = orderedKpiKeys(config);
  const selectedKey = keys.includes(input.selectedKey)
    ? input.selectedKey
    : (keys[0] ?? input.selectedKey);
  const timescale = timescaleOf(config, selectedKey, input.timescale);
  const chartType = chartOf(selectedKey, config);
  const previous = previousPeriod(filters.from, filters.to);

  const recordScope = await kpiRecordScope(db, scope, filters);
  const today = await todayRecords(db, site, recordScope, filters.from, filters.to, now);
  const taskKeys = taskKeysOf(selectedKey);
  const rows = await sumKpiDays(
    db,
    recordScope.where,
    { from: previous.from, to: filters.to, tasksFrom: filters.from },
    taskKeys,
    today.today,
  );
  rows.push(...today.records.map((r) => rowOfRecord(r, taskKeys)));
  const hasData = rows.some((r) => r.day >= filters.from);

  const openWork = keys.includes('kpiOpenWorkByAge')
    ? await openWorkCounts(db, scope, filters, now)
    : null;

  const cards: TKpiCard[] = keys.map((key) => {
    const c = config[key];
    let value: number | null = null;
    let previousValue: number | null = null;
    if (isRecordKpi(key)) {
      const days = daysOfCard(rows, c.craftTypes);
      value = kpiValue(key, daysWithin(days, filters.from, filters.to));
      previousValue = kpiValue(key, daysWithin(days, previous.from, previous.to));
    } else if (openWork) {
      value = AGE_BUCKETS.reduce((n, b) => n + openWork[b], 0);
    }
    return {
      key,
      title: c.title,
      tooltip: c.tooltip,
      type: c.type,
      precision: c.precision,
      color: c.color,
      icon: c.icon,
      displayCardValue: c.displayCardValue,
      chartType: chartOf(key, config),
      allowedTimescales: c.allowedTimescales,
      currentTimescale: key === selectedKey ? timescale : c.currentTimescale,
      value,
      previousValue,
      change: changeOf(value, previousValue),
      target: c.target,
      targetDirection: c.targetDirection,
      targetState: targetState(value, c.target, c.targetDirection),
    };
  });

  let series: TKpiDashboard['series'] = [];
  let slices: TKpiPieSlice[] = [];
  if (selectedKey === 'kpiOpenWorkByAge') {
    slices = AGE_BUCKETS.filter((b) => (openWork?.[b] ?? 0) > 0).map((b) => ({
      key: b,
      label: AGE_BUCKET_LABELS[b],
      value: openWork?.[b] ?? 0,
      tasks: openWork?.[b] ?? 0,
    }));
  } else if (isRecordKpi(selectedKey)) {
    const craftTypes = config[selectedKey].craftTypes;
    const days = daysWithin(daysOfCard(rows, craftTypes), filters.from, filters.to);
    if (chartType === 'date-column') {
      series = kpiSeries(selectedKey, days, filters.from, filters.to, timescale);
    } else if (selectedKey === 'kpiScheduleClasses') {
      slices = scheduleClassPie(days);
    } else {
      slices = await barrierSlices(db, site, recordScope, filters, craftTypes, today);
    }
  }

  return {
    hasData,
    from: filters.from,
    to: filters.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    cards,
    selectedKey,
    timescale,
    chartType,
    series,
    slices,
  };
}

/** The barrier hours pie: hours by cause, and how many tasks each cause's hours come from. */
async function barrierSlices(
  db: DbOrTx,
  site: KpiSite,
  scope: KpiRecordScope,
  filters: TKpiFilters,
  craftTypes: readonly number[],
  today: { today: string | null; records: TKpiRecord[] },
): Promise<TKpiPieSlice[]> {
  const where = withCraftTypes(scope, craftTypes);
  const hours = await barrierHoursByCause(db, where, filters.from, filters.to, today.today);
  const stored = await kpiTaskIds(
    db,
    where,
    filters.from,
    filters.to,
    'kpiBarrierHours',
    today.today,
  );
  const ids = stored.flatMap((s) => s.ids);
  for (const r of recordsOfCard(today.records, craftTypes)) {
    for (const [cause, h] of Object.entries(r.barrierCauses)) {
      hours[cause] = (hours[cause] ?? 0) + h;
    }
    ids.push(...(r.taskIds.kpiBarrierHours ?? []));
  }
  const causes = await causesOf(db, site.siteKey, ids);
  const tasksByCause: Record<string, number> = {};
  for (const id of ids) {
    const cause = causes.get(id);
    if (cause) tasksByCause[cause] = (tasksByCause[cause] ?? 0) + 1;
  }
  return barrierPie(hours, tasksByCause);
}

function toTaskRow(r: Awaited<ReturnType<typeof kpiTaskRows>>[number]): TKpiTaskRow {
  return {
    id: r.id,
    craftRecordId: r.craftRecordId,
    title: r.title,
    taskStatus: r.taskStatus,
    taskType: r.taskType,
    craftType: r.craftType,
    companyName: r.companyName,
    locationTitle: r.locationTitle,
    timestampCreated: r.timestampCreated.toISOString(),
    timestampTaskCompleted: r.timestampTaskCompleted?.toISOString() ?? null,
  };
}

/**
 * kpis.barTasks: the tasks behind one bar (its days, within the filters' range) or one pie
 * slice; for a snapshot KPI, those of the bar's last day with records.
 */
export async function kpiBarTasks(
  db: DbOrTx,
  scope: Scope,
  site: KpiSite,
  input: { filters: TKpiFilters; key: TKpiKey; from: string; to: string; slice: string | null },
  now = new Date(),
): Promise<TKpiBarTasks> {
  const { filters, key, slice } = input;
  if (key === 'kpiOpenWorkByAge') {
    const work = await openWorkByAge(db, scope, filters, now);
    const ids =
      work.buckets.find((b) => b.key === slice)?.taskIds ?? work.buckets.flatMap((b) => b.taskIds);
    return loadTasks(db, site.siteKey, ids);
  }
  const from = input.from < filters.from ? filters.from : input.from;
  const to = input.to > filters.to ? filters.to : input.to;
  if (from > to) return { count: 0, tasks: [] };
  const config = resolveKpiConfig(site.kpiConfig);
  const craftTypes = config[key].craftTypes;
  const recordScope = await kpiRecordScope(db, scope, filters);
  const today = await todayRecords(db, site, recordScope, from, to, now);
  const idKey =
    key === 'kpiScheduleClasses' && slice && (SCHEDULE_CLASSES as readonly string[]).includes(slice)
      ? slice
      : key;
  const where = withCraftTypes(recordScope, craftTypes);
  const entries = await kpiTaskIds(db, where, from, to, idKey, today.today);
  for (const r of recordsOfCard(today.records, craftTypes)) {
    entries.push({
      day: r.day,
      ids: (r.taskIds as Record<string, string[] | undefined>)[idKey] ?? [],
    });
  }
  let picked = entries;
  if (isSnapshotKpi(key)) {
    const last = entries.reduce<string | null>(
      (m, e) => (m === null || e.day > m ? e.day : m),
      null,
    );
    picked = entries.filter((e) => e.day === last);
  }
  let ids = picked.flatMap((e) => e.ids);
  if (key === 'kpiBarrierHours' && slice) {
    const causes = await causesOf(db, site.siteKey, ids);
    ids = ids.filter((id) => causes.get(id) === slice);
  }
  return loadTasks(db, site.siteKey, ids);
}

async function loadTasks(
  db: DbOrTx,
  siteKey: string,
  ids: readonly string[],
): Promise<TKpiBarTasks> {
  const distinct = [...new Set(ids)].slice(0, BAR_TASKS_LIMIT);
  const rows = await kpiTaskRows(db, siteKey, distinct);
  return { count: ids.length, tasks: rows.map(toTaskRow) };
}
