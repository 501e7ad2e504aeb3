import { useConnectivity } from '../../lib/connectivity';
import { isNetworkFailure } from './flush';
import { useOutbox } from './outbox-provider';
import type { TOutboxDraft } from './outbox-types';

/**
 * What a screen's Save asks before and after sending: whether the write goes to the outbox
 * now (no network), and whether a failed send is queued (it never reached the server).
 * Without an outbox (no site) everything is sent as always.
 */
export function useOfflineWrite() {
  const outbox = useOutbox();
  const { online } = useConnectivity();
  return {
    isOffline: outbox !== null && !online,
    shouldQueue: (error: unknown) => outbox !== null && isNetworkFailure(error),
    queue: async (draft: TOutboxDraft, key?: string) => {
      await outbox?.queue(draft, key);
    },
  };
}
