import pg from 'pg';
import { LIVE_CHANNEL, type LiveChange } from './notify.ts';

export type LiveClient = {
  userId: string;
  /** The session the stream was opened with: the stream lives only as long as it does. */
  sessionId: string;
  /** The approved default site the browser is looking at, or null. */
  siteKey: string | null;
  send: (event: string, data: unknown) => void;
  /** Ends the stream (the browser reconnects, and is refused if signed out). */
  end: () => void;
};

/** Which of these sessions still hold, with the site each one's user now looks at. */
export type CheckSessions = (sessionIds: readonly string[]) => Promise<Map<string, string | null>>;

export type LiveHubOptions = {
  /** A user's streams beyond this many close, oldest first (a tab each, phones reconnect). */
  maxStreamsPerUser?: number;
  /** How often every stream's session is checked even when nothing is delivered. */
  recheckMs?: number;
  /** Hears every change as it arrives (the webhook dispatcher reads new deliveries' ids). */
  onChange?: (change: LiveChange) => void;
  /**
   * More channels heard on the same connection, each with what to do on a notice (the
   * outbox's dispatcher is woken by its channel); also called after a reconnect, for the
   * notices missed meanwhile.
   */
  channels?: Record<string, () => void>;
};

export type LiveHub = {
  add: (client: LiveClient) => () => void;
  close: () => Promise<void>;
  /** Resolves once LISTEN is active (tests wait on it). */
  ready: Promise<void>;
  /** Checks every stream's session now (the periodic check; tests call it directly). */
  recheck: () => Promise<void>;
};

export const MAX_STREAMS_PER_USER = 10;
const RECHECK_MS = 15_000;

/**
 * One LISTEN connection per app instance; every notification is fanned out to the browsers
 * of that site, or of the named users. Before a delivery the recipients' sessions are checked
 * (one query for the whole batch of notices waiting), and every stream's session again
 * periodically: a stream ends with its session, and follows its user's current site. Browsers
 * get topics only, never ids: a company user's browser must not learn the ids of records
 * outside its scope, and the web refetches by topic anyway (decision 106).
 */
export function createLiveHub(
  url: string,
  checkSessions: CheckSessions,
  log: (message: string) => void,
  options: LiveHubOptions = {},
): LiveHub {
  const maxStreamsPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  const clients = new Set<LiveClient>();
  const channels = new Map(Object.entries(options.channels ?? {}));
  let client: pg.Client | null = null;
  let closed = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function remove(c: LiveClient) {
    if (clients.delete(c)) c.end();
  }

  /**
   * Ends the streams whose session is gone, and moves the rest to their user's current site.
   * Returns the streams whose user has lost the site they followed (removed from it, or moved
   * to another default site): they end too, once the notices at hand are delivered, so the
   * browser reconnects and refetches everything for its new standing.
   */
  async function check(candidates: LiveClient[]): Promise<LiveClient[]> {
    if (candidates.length === 0) return [];
    let live: Map<string, string | null>;
    try {
      live = await checkSessions([...new Set(candidates.map((c) => c.sessionId))]);
    } catch (error) {
      // Without an answer nothing is delivered: better a missed notice than one to a stranger.
      log(`live feed: cannot check sessions (${(error as Error).message})`);
      candidates.forEach(remove);
      return [];
    }
    const lost: LiveClient[] = [];
    for (const c of candidates) {
      if (!live.has(c.sessionId)) {
        remove(c);
        continue;
      }
      const siteKey = live.get(c.sessionId) ?? null;
      if (c.siteKey !== null && c.siteKey !== siteKey) lost.push(c);
      c.siteKey = siteKey;
    }
    return lost;
  }

  const isRecipient = (c: LiveClient, change: LiveChange) =>
    (change.users?.includes(c.userId) ?? false) ||
    (change.site !== undefined && change.site === c.siteKey);

  // Notices wait here while a check runs; the next check covers all of them at once.
  let queue: LiveChange[] = [];
  let draining = false;
  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        const lost = await check(
          [...clients].filter((c) => batch.some((change) => isRecipient(c, change))),
        );
        for (const change of batch) {
          for (const c of clients) {
            if (isRecipient(c, change)) c.send('message', { topics: change.topics });
          }
        }
        lost.forEach(remove);
      }
    } finally {
      draining = false;
    }
  }

  const recheck = async () => (await check([...clients])).forEach(remove);
  const timer = setInterval(() => void recheck(), options.recheckMs ?? RECHECK_MS);
  timer.unref();

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => {
      log(`live feed connection lost: ${error.message}`);
    });
    next.on('end', () => {
      if (closed) return;
      client = null;
      // Browsers refetch everything when they reconnect; tell them to after our own reconnect.
      setTimeout(() => {
        void connect().then(() => {
          for (const onNotice of channels.values()) onNotice();
          for (const c of clients) c.send('connected', { resync: true });
        });
      }, 1000);
    });
    next.on('notification', (message) => {
      const onNotice = channels.get(message.channel);
      if (onNotice) return onNotice();
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as LiveChange;
        options.onChange?.(change);
        queue.push(change);
      } catch {
        log('live feed: ignored a malformed notification');
        return;
      }
      void drain();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      markReady();
    } catch (error) {
      log(`live feed: cannot listen (${(error as Error).message}), retrying`);
      await next.end().catch(() => {});
      if (!closed) setTimeout(() => void connect(), 1000);
    }
  }

  void connect();

  return {
    ready,
    recheck,
    add(c) {
      const own = [...clients].filter((other) => other.userId === c.userId);
      // Sets iterate in insertion order: the first ones are the oldest.
      own.slice(0, Math.max(0, own.length - maxStreamsPerUser + 1)).forEach(remove);
      clients.add(c);
      return () => void clients.delete(c);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      [...clients].forEach(remove);
      await client?.end().catch(() => {});
    },
  };
}
