import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { tasks } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteConfig } from '../sites/site-config.ts';

type Task = typeof tasks.$inferSelect;

/** Waiting tasks released by a scaffold's installation, to be notified after the commit. */
export type WaitingRelease = { taskIds: string[] };

/**
 * Refuses starting a task whose scaffold is not ready (not installed, on hold, failing
 * inspection), in the status change's transaction.
 */
export async function requireScaffoldReady(
  _tx: DbOrTx,
  _site: SiteConfig,
  _task: Task,
  _input: TSetTaskStatusInput,
  _now: Date,
): Promise<void> {}

/**
 * When a scaffold's installation completes: the tasks waiting for it move per the schedule
 * rule, in the same transaction. Returns what to notify once committed.
 */
export async function onScaffoldInstalled(
  _tx: DbOrTx,
  _scope: Scope,
  _site: SiteConfig,
  _scaffoldRecordId: string,
  _now: Date,
): Promise<WaitingRelease> {
  return { taskIds: [] };
}

/** Mails the assigned companies of released waiting tasks (after the commit). */
export async function notifyReleasedTasks(
  _db: Database,
  _deps: { mailer: Mailer; env: { publicUrl: string } },
  _release: WaitingRelease,
): Promise<void> {}
