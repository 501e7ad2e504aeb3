/** Refused because the queue already holds as many waiting jobs as it may. */
export class QueueFullError extends Error {}

export type WorkQueue = {
  /** Runs `job` when a slot is free; refuses at once when too many jobs already wait. */
  run: <T>(job: () => Promise<T>) => Promise<T>;
  /** Jobs running and waiting now. */
  readonly load: { running: number; waiting: number };
};

/**
 * A first-in, first-out queue running at most `concurrency` jobs at a time, with at most
 * `maxWaiting` more waiting. Heavy work (decoding photos) goes through one, so a burst of
 * uploads queues or is refused instead of taking every core from the other requests.
 */
export function createWorkQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFullError('The queue is full.');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
