import type { LiveChange } from '../../live/notify.ts';
import { attemptDelivery, type DeliveryDeps } from './deliver.ts';

export type WebhookDispatcher = {
  /** Every committed change of the live feed; new deliveries come with their ids. */
  onChange: (change: LiveChange) => void;
  /** From now on deliveries go to pg-boss (retries with backoff) instead of this process. */
  useJobs: (send: (deliveryId: string) => Promise<void>) => void;
  /** Waits for in-process tries still running. */
  close: () => Promise<void>;
};

/**
 * Sends new deliveries once their transaction committed: the writer's notice (emit.ts)
 * reaches every instance; with jobs on each queues a job per delivery (a job that already
 * exists is not queued again), with jobs off this process makes one try itself, without
 * retries (a failed delivery can be replayed from the page).
 */
export function createWebhookDispatcher(deps: DeliveryDeps): WebhookDispatcher {
  let send: ((deliveryId: string) => Promise<void>) | null = null;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const run = work
      .catch((error: unknown) => deps.log(`Webhooks: ${String(error)}`))
      .finally(() => running.delete(run));
    running.add(run);
  };
  return {
    onChange(change) {
      if (!change.topics.includes('webhooks') || !change.ids?.length) return;
      for (const id of change.ids) {
        track(send ? send(id) : attemptDelivery(deps, id, { noRetry: true }));
      }
    },
    useJobs(next) {
      send = next;
    },
    async close() {
      await Promise.all([...running]);
    },
  };
}
