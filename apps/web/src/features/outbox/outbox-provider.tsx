import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnectivity } from '../../lib/connectivity';
import { applyLiveMessage } from '../../lib/live';
import { useNotify } from '../../lib/notify';
import { flushOutbox, reapplyInput, retryDelay, type TSendEntry } from './flush';
import { Outbox } from './outbox';
import { indexedDbOutboxStorage, memoryOutboxStorage, type TOutboxStorage } from './outbox-storage';
import { fieldT, loadFieldCatalogue } from './outbox-text';
import type { TOutboxDraft, TOutboxEntry } from './outbox-types';
import { sendEntry } from './send-entry';

type TOutboxContext = {
  outbox: Outbox;
  online: boolean;
  /** Queues a write (with the key it was first sent with, if any) and says so. */
  queue: (draft: TOutboxDraft, id?: string) => Promise<void>;
  flush: () => void;
  discard: (id: string) => Promise<void>;
  reapply: (id: string) => Promise<void>;
};

const OutboxContext = createContext<TOutboxContext | null>(null);

const CHANNEL = 'craftwork-outbox';

function browserStorage(): TOutboxStorage {
  return typeof indexedDB === 'undefined' ? memoryOutboxStorage() : indexedDbOutboxStorage();
}

/**
 * The signed-in user's outbox on their site (none without a site): loaded from IndexedDB,
 * flushed when the browser is online (at start, on reconnect, when the live feed is back, with
 * backoff after a network failure). One tab flushes at a time (a Web Lock); the others reload on its notice.
 */
export function OutboxProvider({
  scope,
  children,
  storage,
  send = sendEntry,
}: {
  /** `${userId}/${siteKey}`, or null when there is no site to write to. */
  scope: string | null;
  children: ReactNode;
  storage?: TOutboxStorage;
  send?: TSendEntry;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { online, liveConnected } = useConnectivity();
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The field texts are fetched as the frame opens, never waited on: the frame and the screen
  // show at once, and the outbox's messages and the Offline banner have them when offline.
  useEffect(() => {
    loadFieldCatalogue().catch((error: unknown) => console.error(error));
  }, []);

  useEffect(() => {
    if (!scope) return;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    const box = new Outbox(storage ?? browserStorage(), scope, undefined, () =>
      channel?.postMessage(scope),
    );
    let active = true;
    void box.reload().then(() => {
      if (active) setOutbox(box);
    });
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (event.data === scope) void box.reload();
      };
    }
    return () => {
      active = false;
      channel?.close();
      setOutbox(null);
    };
  }, [scope, storage]);

  const flush = useCallback(() => {
    if (!outbox || !navigator.onLine) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = async () => {
      // Another tab may have sent or queued entries since this one last read them.
      await outbox.reload();
      if (!outbox.list().some((entry) => entry.state === 'pending')) return;
      const result = await flushOutbox(outbox, send);
      if (result.sent.length > 0) {
        applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] });
        notify.success(fieldT()('outbox.sent'));
      }
      if (result.refused.length > 0) {
        applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] });
        notify.error(
          fieldT()('outbox.refusedLine', {
            summary: result.refused.map((e) => e.summary).join(', '),
          }),
        );
      }
      if (result.stopped) {
        failures.current += 1;
        timer.current = setTimeout(() => flush(), retryDelay(failures.current));
      } else failures.current = 0;
    };
    const locks = typeof navigator.locks === 'undefined' ? null : navigator.locks;
    const task = locks
      ? locks.request(`${CHANNEL}:${outbox.scope}`, { ifAvailable: true }, async (lock) => {
          if (lock) await run();
        })
      : run();
    void task.catch((error: unknown) => console.error(error));
  }, [outbox, send, queryClient, notify]);

  // On start, on reconnect, and when the live feed finds the server again.
  useEffect(() => {
    if (online && liveConnected) flush();
  }, [online, liveConnected, flush]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const value = useMemo<TOutboxContext | null>(() => {
    if (!outbox) return null;
    return {
      outbox,
      online,
      flush,
      queue: async (draft, id) => {
        await outbox.add(draft, id);
        notify.success(fieldT()('outbox.queued'));
        if (navigator.onLine) {
          // Sent offline by a failed fetch while the browser says online: try again later.
          failures.current += 1;
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(), retryDelay(failures.current));
        }
      },
      discard: async (id) => {
        await outbox.remove(id);
        notify.success(fieldT()('outbox.discarded'));
      },
      reapply: async (id) => {
        const entry = outbox.get(id);
        if (!entry) return;
        await outbox.replace(id, reapplyInput(entry));
        flush();
      },
    };
  }, [outbox, online, flush, notify]);

  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

/** The outbox, or null outside a site (writes are then sent as they always were). */
export function useOutbox(): TOutboxContext | null {
  return useContext(OutboxContext);
}

const NO_ENTRIES: readonly TOutboxEntry[] = [];
const noSubscribe = () => () => {};

/** The queued writes, in order, re-rendering as they change. */
export function useOutboxEntries(): readonly TOutboxEntry[] {
  const context = useOutbox();
  const outbox = context?.outbox;
  return useSyncExternalStore(outbox ? outbox.subscribe : noSubscribe, () =>
    outbox ? outbox.list() : NO_ENTRIES,
  );
}
