import type { StatusStep } from '../tasks/index.ts';
import { notifyReleasedTasks, onScaffoldInstalled, requireScaffoldReady } from './waiting-hooks.ts';

/**
 * Scaffold waiting's part of a status change: a task waiting for a scaffold cannot start
 * before it is ready, and installing a scaffold releases the tasks waiting for it (their
 * companies are mailed through the outbox with the change).
 */
export const waitingStatusStep: StatusStep = {
  name: 'scaffold-waiting',
  async before({ tx, site, task, input, now }) {
    await requireScaffoldReady(tx, site, task, input, now);
    return undefined;
  },
  async after({ tx, scope, site, task, now, effects, mail }) {
    if (!effects.installs) return undefined;
    const released = await onScaffoldInstalled(tx, scope, site, task.craftRecordId, now);
    await notifyReleasedTasks(tx, mail, released);
    return undefined;
  },
};
