// Which queries are kept on the device for reading offline, and for how long. A query is named
// by its oRPC path (`['tasks', 'get']` is 'tasks.get'); everything not listed here stays in
// memory only.
import type { DehydratedState, Query, QueryKey } from '@tanstack/react-query';

export type TDehydratedQuery = DehydratedState['queries'][number];

/**
 * - session: who is signed in and the system configuration (the frame and the guards; the
 *   site's configuration and menus come with session.me). Always the latest, never pruned.
 * - list: the lists last opened, first page only; the most recent few of each (the wizard's
 *   record list and customer pick too, so a task can be made offline).
 * - opened: the records and tasks opened, and what the record page, the task card and the
 *   status dialog need to render them, for 7 days.
 */
type TKind = 'session' | 'list' | 'opened';

const PERSISTED: Readonly<Record<string, TKind>> = {
  'session.me': 'session',
  'system.config': 'session',
  'dashboard.summary': 'opened',
  'tasks.list': 'list',
  'craftRecords.list': 'list',
  'assignments.listMine': 'list',
  'customers.pick': 'list',
  'craftRecords.get': 'opened',
  'scaffoldTags.forRecord': 'opened',
  'sites.listAssets': 'opened',
  'tasks.get': 'opened',
  'checklists.forTask': 'opened',
  'scaffoldWaiting.forTask': 'opened',
  'inspections.get': 'opened',
  'invoices.taskBilling': 'opened',
  'assignments.assignableUsers': 'opened',
  'sites.listCompanies': 'opened',
  'sites.getVisibleCompaniesAndUsers': 'opened',
  'inventoryDialog.objects': 'opened',
};

export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** First pages kept per list procedure (each search, sort or filter is its own query). */
export const LISTS_KEPT = 10;
/** Queries kept per opened-item procedure (records, tasks, their side queries). */
export const OPENED_KEPT = 150;

/** 'tasks.get' for an oRPC query key; null for the app's own keys. */
export function procedureOf(queryKey: QueryKey): string | null {
  const [path] = queryKey;
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return null;
  return path.join('.');
}

function inputOf(queryKey: QueryKey): unknown {
  const options = queryKey[1];
  return typeof options === 'object' && options !== null && 'input' in options
    ? options.input
    : undefined;
}

function kindOf(queryKey: QueryKey): TKind | null {
  const procedure = procedureOf(queryKey);
  return procedure === null ? null : (PERSISTED[procedure] ?? null);
}

function isFirstPage(queryKey: QueryKey): boolean {
  const input = inputOf(queryKey);
  if (typeof input !== 'object' || input === null || !('page' in input)) return true;
  return input.page === undefined || input.page === 0;
}

export function isSessionQuery(queryKey: QueryKey): boolean {
  return kindOf(queryKey) === 'session';
}

/**
 * `shouldDehydrateQuery`: a listed, successful query (a list's first page only) whose data
 * was fetched at or after `since` (the moment the current user and site became known, so data
 * of the previous site is not filed under the new one). The session queries are always taken.
 */
export function shouldPersistQuery(query: Query, since: number): boolean {
  const kind = kindOf(query.queryKey);
  if (kind === null || query.state.status !== 'success' || query.state.data === undefined) {
    return false;
  }
  if (kind === 'session') return true;
  if (kind === 'list' && !isFirstPage(query.queryKey)) return false;
  return query.state.dataUpdatedAt >= since;
}

/**
 * What is written: the saved queries and the new ones (the newer of each query wins, so a
 * record opened on Monday stays after it left memory), without those older than 7 days, and
 * only the most recent lists and opened items of each procedure.
 */
export function mergePersistedQueries(
  saved: readonly TDehydratedQuery[],
  current: readonly TDehydratedQuery[],
  now: number,
): TDehydratedQuery[] {
  const byHash = new Map<string, TDehydratedQuery>();
  for (const query of [...saved, ...current]) {
    const kind = kindOf(query.queryKey);
    if (kind === null) continue;
    if (kind !== 'session' && now - query.state.dataUpdatedAt > OFFLINE_MAX_AGE_MS) continue;
    const known = byHash.get(query.queryHash);
    if (!known || known.state.dataUpdatedAt <= query.state.dataUpdatedAt) {
      byHash.set(query.queryHash, query);
    }
  }
  const groups = new Map<string, TDehydratedQuery[]>();
  for (const query of byHash.values()) {
    const procedure = procedureOf(query.queryKey) ?? '';
    groups.set(procedure, [...(groups.get(procedure) ?? []), query]);
  }
  const kept: TDehydratedQuery[] = [];
  for (const queries of groups.values()) {
    const kind = kindOf(queries[0]?.queryKey ?? []);
    const limit = kind === 'list' ? LISTS_KEPT : kind === 'opened' ? OPENED_KEPT : Infinity;
    queries.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    kept.push(...queries.slice(0, limit));
  }
  return kept;
}
