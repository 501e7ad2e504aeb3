import type { recordEffectsOfStatusChange } from '@craftwork/domain/records/status-change-effects';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import type { Task } from './task-writes.repository.ts';

/** What the status change is given for its mail (the app's mailer, links, the log). */
export type LifecycleDeps = {
  mailer: Mailer;
  log: (message: string) => void;
  env: { publicUrl: string };
};

/** A status change as the steps see it, inside the changing transaction. */
export type StatusChange = {
  tx: DbOrTx;
  scope: Scope;
  site: SiteConfig;
  /** The task as it was before the change (its status is the old one). */
  task: Task;
  input: TSetTaskStatusInput;
  now: Date;
  /**
   * For a step's mail: the mailer writes each message to the outbox in this transaction, so
   * it leaves once the change commits and never for one that rolled back (decision 208).
   */
  mail: LifecycleDeps;
};

/** What the change did to the task's craft record (closed, reopened, scaffold installed). */
export type StatusChangeDone = StatusChange & {
  effects: ReturnType<typeof recordEffectsOfStatusChange>;
};

/** What a step hands back: counts for the answer. */
export type StepOutcome = {
  /** Inventory transactions the step wrote (the answer counts them). */
  inventoryTransactions?: number;
};

/**
 * A side step of a status change owned by another area (scaffold waiting, inspections,
 * checklists, inventory): `before` runs ahead of the task's update and may refuse the whole
 * change by throwing; `after` runs once the task and its record changed. Both run in the
 * changing transaction, in the order the steps were registered.
 */
export type StatusStep = {
  name: string;
  before?: (change: StatusChange) => Promise<StepOutcome | undefined>;
  after?: (change: StatusChangeDone) => Promise<StepOutcome | undefined>;
};

const statusSteps: StatusStep[] = [];

/** Adds an area's step to every status change (the composition root calls it once per step). */
export function registerStatusStep(step: StatusStep): void {
  if (statusSteps.some((s) => s.name === step.name)) return;
  statusSteps.push(step);
}

/** Runs one phase of every step, collecting their outcomes. */
export async function runStatusSteps<C extends StatusChange>(
  phase: (step: StatusStep) => ((change: C) => Promise<StepOutcome | undefined>) | undefined,
  change: C,
  outcomes: StepOutcome[],
): Promise<void> {
  for (const step of statusSteps) {
    const run = phase(step);
    if (!run) continue;
    const outcome = await run(change);
    if (outcome) outcomes.push(outcome);
  }
}
