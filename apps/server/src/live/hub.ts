import pg from 'pg';
import { LIVE_CHANNEL, type LiveChange } from './notify.ts';

export type LiveClient = {
  userId: string;
  /** The approved default site the browser is looking at, or null. */
  siteKey: string | null;
  send: (event: string, data: unknown) => void;
};

export type LiveHub = {
  add: (client: LiveClient) => () => void;
  close: () => Promise<void>;
  /** Resolves once LISTEN is active (tests wait on it). */
  ready: Promise<void>;
};

/**
 * One LISTEN connection per app instance; every notification is fanned out to the browsers
 * of that site, or of the named users. `resolveSite` re-reads a user's current site after a
 * change to that user, so switching default site redirects their stream.
 */
export function createLiveHub(
  url: string,
  resolveSite: (userId: string) => Promise<string | null>,
  log: (message: string) => void,
): LiveHub {
  const clients = new Set<LiveClient>();
  let client: pg.Client | null = null;
  let closed = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function deliver(change: LiveChange) {
    const users = new Set(change.users ?? []);
    for (const c of clients) {
      if (users.has(c.userId)) {
        c.siteKey = await resolveSite(c.userId);
        c.send('message', change);
      } else if (change.site && change.site === c.siteKey) {
        c.send('message', change);
      }
    }
  }

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
          for (const c of clients) c.send('connected', { resync: true });
        });
      }, 1000);
    });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      try {
        void deliver(JSON.parse(message.payload) as LiveChange);
      } catch {
        log('live feed: ignored a malformed notification');
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
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
    add(c) {
      clients.add(c);
      return () => clients.delete(c);
    },
    async close() {
      closed = true;
      clients.clear();
      await client?.end().catch(() => {});
    },
  };
}
