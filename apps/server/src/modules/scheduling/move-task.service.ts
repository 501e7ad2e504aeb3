import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { planTaskMove, type TMoveTaskInput } from '@craftwork/domain/scheduling/move';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { finishTaskWrite, lockTask, requireAssignableCompany } from '../tasks/index.ts';
import type { TaskEvent } from '../tasks/index.ts';
import { updateTask } from '../tasks/index.ts';

/**
 * A drop on the calendar, or its Reschedule dialog: Edit Date's rules and status effects
 * (planTaskMove), and Edit Task's reassignment when the drop lands on another company's row,
 * in one transaction with the events and the live notice of every task write.
 */
export async function moveTask(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TMoveTaskInput,
  now = new Date(),
) {
  const site = await loadSite();
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, input.taskId);
    const decision = planTaskMove({
      task,
      target: {
        choice: input.choice,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
        companyId: input.companyId ?? null,
      },
      mover: scope,
      site: {
        validTaskStatusCodes: site.validTaskStatusCodes,
        customizations: site.config,
        timeZone: site.timezone,
      },
      now,
    });
    if (!decision.allowed) {
      const code =
        decision.refusal === 'permission' || decision.refusal === 'otherCompany'
          ? 'FORBIDDEN'
          : decision.refusal === 'completed'
            ? 'CONFLICT'
            : 'BAD_REQUEST';
      throw new AppError(code, decision.message);
    }
    if (decision.reassignTo !== null) {
      await requireAssignableCompany(tx, scope, decision.reassignTo, task.craftType);
    }
    const assignedCompanyId = decision.reassignTo ?? task.assignedCompanyId;
    await updateTask(tx, task.id, {
      ...decision.schedule,
      ...decision.effects,
      assignedCompanyId,
      timestampLastModified: now,
      lastModifiedBy: scope.userId,
    });
    const after = { ...task, taskStatus: decision.effects.taskStatus, assignedCompanyId };
    const events: TaskEvent[] = [
      { eventType: EVENT_TYPE.SCHEDULE_DATE_CHANGED, task: after, at: now },
    ];
    if (decision.reassignTo !== null) {
      events.push({
        eventType: EVENT_TYPE.REASSIGNED_COMPANY,
        task: after,
        title: task.title,
        at: now,
      });
    }
    await finishTaskWrite(tx, scope, task, events);
  });
  return { ok: true as const };
}
