import { ZCalendarInput, ZUnscheduledInput } from '@craftwork/domain/scheduling/filters';
import { ZMoveTaskInput } from '@craftwork/domain/scheduling/move';
import { siteProcedure } from '../../rpc/init.ts';
import { moveTask } from './move-task.service.ts';
import { calendar, unscheduled } from './scheduling.service.ts';

export type { TCalendarCard } from './scheduling.service.ts';

/** Scheduling calendar: scheduled tasks by day, week and month, and moving them (reschedule, reassign). */
export const schedulingRouter = {
  calendar: siteProcedure
    .input(ZCalendarInput)
    .handler(({ context, input }) => calendar(context.db, context.scope, input)),

  unscheduled: siteProcedure
    .input(ZUnscheduledInput)
    .handler(({ context, input }) => unscheduled(context.db, context.scope, input)),

  moveTask: siteProcedure
    .input(ZMoveTaskInput)
    .handler(({ context, input }) => moveTask(context.db, context.scope, context.site, input)),
};
