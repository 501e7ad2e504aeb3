import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LIVE_TOPICS, type TLiveTopic } from '@craftwork/domain/live/topics';
import { env } from '../config/env';
import { reportLiveConnected, reportLiveDown, reportLiveStopped } from './connectivity';
import { holdsFreshFirstScreen } from './first-screen';
import { orpc } from './rpc';

type TLiveMessage = { topics: string[]; ids?: string[] };

/**
 * Which queries each topic makes stale. Keys are query-key prefixes: `[path]` matches every
 * query of that procedure or router namespace (or of the app's own `['map', ...]` queries),
 * whatever its input. Every topic of the server's feed has an entry.
 */
function liveQueryKeys(): Record<TLiveTopic, QueryKey[]> {
  const me = orpc.session.me.key();
  // Every list, deleted list and export of craft records and tasks, and the dashboard counts.
  const craftRecords = orpc.craftRecords.key();
  const tasks = orpc.tasks.key();
  const dashboard = orpc.dashboard.key();
  const map = [['map']];
  // A task write recounts its record's open tasks; a record write can move its tasks.
  // Today's KPI figures and the analytics charts are computed from tasks on demand.
  const kpis = [orpc.kpis.key(), orpc.analytics.key(), orpc.usageMetrics.key()];
  // Scaffold compliance (overdue, idle, the tag page, waiting tasks) is read from tasks.
  const compliance = [
    orpc.compliance.key(),
    orpc.inspections.key(),
    orpc.scaffoldTags.key(),
    orpc.scaffoldWaiting.key(),
  ];
  // A customer's page lists its tasks. The task card's invoice (invoices.taskBilling) changes
  // only with an invoice, whose every write sends `billing`: a task write leaves it alone, so a
  // status change makes an open record page refetch one call fewer.
  const work = [
    ...compliance,
    orpc.scheduling.key(),
    orpc.checklists.key(),
    craftRecords,
    tasks,
    dashboard,
    map,
    ...kpis,
    orpc.customers.tasks.key(),
  ];
  return {
    me: [me],
    sites: [me, orpc.siteSettings.key(), orpc.detailFields.key(), orpc.mySites.key()],
    // Location titles show in the lists, and the user's locations limit what they hold.
    locations: [me, orpc.locations.key(), craftRecords, tasks, dashboard, map],
    siteUsers: [me, orpc.users.key(), orpc.mySites.key()],
    // Task lists show the assigned company's name.
    companies: [me, orpc.sites.listCompanies.key(), orpc.companies.key(), tasks],
    tasks: work,
    craftRecords: work,
    assets: [orpc.assets.key(), orpc.sites.listAssets.key(), craftRecords],
    assignments: [orpc.assignments.key(), tasks],
    feedback: [orpc.feedback.key()],
    audit: [orpc.audit.key()],
    inventory: [
      orpc.inventoryObjects.key(),
      orpc.inventoryTransactions.key(),
      orpc.inventoryRental.key(),
      orpc.inventoryDialog.key(),
    ],
    kpis: [...kpis, orpc.kpiConfig.key(), orpc.kpiTemplates.key()],
    reports: [orpc.reports.key(), orpc.reportConfigs.key()],
    billing: [
      orpc.customers.key(),
      orpc.pricebook.key(),
      orpc.estimates.key(),
      orpc.invoices.key(),
    ],
    compliance: [...compliance, dashboard, tasks],
    checklists: [orpc.checklists.key(), tasks],
    webhooks: [orpc.webhooks.key()],
    apiTokens: [orpc.apiTokens.key()],
  };
}

/** The queries a topic makes stale; none for a topic the app does not know. */
export function queryKeysForTopic(topic: string): QueryKey[] {
  const keys = liveQueryKeys();
  return (LIVE_TOPICS as readonly string[]).includes(topic) ? keys[topic as TLiveTopic] : [];
}

export function applyLiveMessage(queryClient: QueryClient, message: TLiveMessage): void {
  const keys = new Map<string, QueryKey>();
  for (const topic of message.topics) {
    for (const key of queryKeysForTopic(topic)) keys.set(JSON.stringify(key), key);
  }
  for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
}

function parseMessage(data: unknown): TLiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      Array.isArray((parsed as TLiveMessage).topics)
    ) {
      return parsed as TLiveMessage;
    }
  } catch {
    // a malformed event is ignored
  }
  return null;
}

/** The system configuration is fixed while the server runs: no need to catch up on it. */
function isStaticQuery(queryKey: QueryKey): boolean {
  const [path] = queryKey;
  return Array.isArray(path) && path[0] === 'system';
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Follows the server's change feed while `enabled` (signed in) and refetches what changed.
 * Each (re)connection invalidates every query, to catch up on whatever happened while the
 * stream was down. The stream closes when `enabled` turns false (sign-out) or on unmount.
 */
export function useLiveChanges(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RETRY_MIN_MS;
    let stopped = false;
    let connections = 0;

    const connect = () => {
      source = new EventSource(env.livePath, { withCredentials: true });
      source.addEventListener('connected', () => {
        retryDelay = RETRY_MIN_MS;
        reportLiveConnected();
        // The first connection leaves alone what the page itself brought a moment ago.
        const isFirst = connections++ === 0;
        void queryClient.invalidateQueries({
          predicate: (query) =>
            !isStaticQuery(query.queryKey) && !(isFirst && holdsFreshFirstScreen(query)),
        });
      });
      source.onmessage = (event: MessageEvent) => {
        const message = parseMessage(event.data);
        if (message) applyLiveMessage(queryClient, message);
      };
      source.onerror = () => {
        // Down unless it reconnects within a few seconds (the Offline banner).
        reportLiveDown();
        // The browser retries by itself unless the stream is closed (e.g. a non-200 answer).
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          // Refused, not unreachable, when the session has ended (signed out elsewhere, removed
          // by the identity provider): asking for it again sends a signed-out page to sign-in
          // rather than leaving the saved page Offline. Without a network the call fails and the
          // saved session stays.
          void queryClient.invalidateQueries({ queryKey: orpc.session.me.key() });
          retryTimer = setTimeout(connect, retryDelay);
          retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
        }
      };
    };

    // Back on the network: try again now rather than after the grown retry delay.
    const onOnline = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      clearTimeout(retryTimer);
      retryDelay = RETRY_MIN_MS;
      connect();
    };

    connect();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearTimeout(retryTimer);
      source?.close();
      reportLiveStopped();
    };
  }, [enabled, queryClient]);
}
