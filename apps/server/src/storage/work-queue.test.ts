import { describe, expect, it } from 'vitest';
import { createWorkQueue, QueueFullError } from './work-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs at once, in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    gates[0]!.resolve();
    await done[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once when the waiting line is full, and frees slots after failures', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise.then(() => Promise.reject(new Error('broken'))));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await expect(first).rejects.toThrow('broken');
    expect(await second).toBe('second');
    expect(await queue.run(async () => 'later')).toBe('later');
  });
});
