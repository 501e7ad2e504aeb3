import { call } from '@orpc/server';
import { z } from 'zod';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { ZEditTaskDateInput, ZSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import { TEXT_LIMITS } from '@craftwork/domain/text/text';
import { router as web } from '../router.ts';
import { apiWriteProcedure } from './procedure.ts';
import { ZOk } from './schemas/common.ts';
import { ZTaskStatusChange } from './schemas/work.ts';

const S = TASK_STATUS;
const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/** What every status change may carry: the new status's detail fields, the status seen. */
const ZStatusChange = ZSetTaskStatusInput.pick({ details: true, expectedStatus: true }).extend({
  id: ZId,
});
/** Completing also takes the status dialog's answers: keep or close, next task, tabs. */
const ZCompletion = ZSetTaskStatusInput.omit({ taskId: true, status: true }).extend({ id: ZId });
/** The task card's Edit Date: a picked day and time, or one of the picker's options. */
const ZReschedule = z.object({
  id: ZId,
  choice: ZEditTaskDateInput.shape.choice,
  scheduledAt: ZEditTaskDateInput.shape.scheduledAt,
});

const NOT_ALLOWED =
  'A change the status does not allow answers 409 with why; one that needs a permission the token user lacks, 403.';

const transition = (action: string, summary: string) =>
  apiWriteProcedure.route({
    method: 'POST',
    path: `/tasks/{id}/${action}`,
    summary,
    description: NOT_ALLOWED,
    tags: ['Tasks'],
    successStatus: 200,
  });

/**
 * The task card's actions over REST (issue 35): each is the web's own call for it, so the same
 * rules decide, and a change the task's status allows no one answers 409 with the reason.
 * Other changes the web makes (an estimate sent for approval, an approval) stay on
 * POST /tasks/{id}/status.
 */
export const taskTransitions = {
  start: transition(
    'start',
    'Start a task (In Progress): from Awaiting or On Hold. A Scheduled or Awaiting Schedule task is rescheduled for today first.',
  )
    .input(ZStatusChange)
    .output(ZTaskStatusChange)
    .handler(({ context, input: { id, ...change } }) =>
      call(web.tasks.setStatus, { ...change, taskId: id, status: S.IN_PROGRESS }, { context }),
    ),
  hold: transition('hold', 'Put a task In Progress On Hold')
    .input(ZStatusChange)
    .output(ZTaskStatusChange)
    .handler(({ context, input: { id, ...change } }) =>
      call(web.tasks.setStatus, { ...change, taskId: id, status: S.ON_HOLD }, { context }),
    ),
  complete: transition(
    'complete',
    'Complete a task: from In Progress or Awaiting Review, or from Awaiting with Route Awaiting',
  )
    .input(ZCompletion)
    .output(ZTaskStatusChange)
    .handler(({ context, input: { id, ...change } }) =>
      call(web.tasks.setStatus, { ...change, taskId: id, status: S.COMPLETE }, { context }),
    ),
  reschedule: transition(
    'reschedule',
    "Reschedule a task (the card's Edit Date): a day today or earlier, or urgent, makes it Awaiting; a later day, Scheduled; awaitingSchedule, Awaiting Schedule. In Progress and On Hold keep their status.",
  )
    .input(ZReschedule)
    .output(ZOk)
    .handler(({ context, input: { id, ...schedule } }) =>
      call(web.tasks.editDate, { ...schedule, taskId: id }, { context }),
    ),
  cancel: transition(
    'cancel',
    "Cancel an Awaiting task (Route Awaiting's Remove: status 99 Canceled); needs the Route Awaiting permission",
  )
    .input(ZStatusChange)
    .output(ZTaskStatusChange)
    .handler(({ context, input: { id, ...change } }) =>
      call(web.tasks.setStatus, { ...change, taskId: id, status: S.CANCELED }, { context }),
    ),
};
