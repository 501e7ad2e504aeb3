import {
  ZDeletedTaskListFilter,
  ZDeletedTaskListInput,
  ZRestoreInput,
  ZTaskListFilter,
  ZTaskListInput,
} from '@craftwork/domain/lists/queries';
import { z } from 'zod';
import {
  ZCreateTaskInput,
  ZDeleteTaskInput,
  ZEditTaskDateInput,
  ZEditTaskInput,
  ZSetTaskStatusInput,
  ZSubscriptionInput,
} from '@craftwork/domain/tasks/schemas';
import { siteProcedure } from '../../rpc/init.ts';
import { idempotent } from '../../rpc/idempotency.ts';
import { createTask } from './create-task.service.ts';
import { getTask } from './task-detail.service.ts';
import { deleteTask } from './delete-task.service.ts';
import { editTaskDate } from './edit-task-date.service.ts';
import { editTask } from './edit-task.service.ts';
import { setTaskStatus } from './set-task-status.service.ts';
import { setSubscription } from './task-subscription.service.ts';
import * as tasks from './tasks.service.ts';

const ok = { ok: true as const };

export const tasksRouter = {
  list: siteProcedure
    .input(ZTaskListInput)
    .handler(({ context, input }) => tasks.listTasks(context.db, context.scope, input)),

  exportCsv: siteProcedure
    .input(ZTaskListFilter)
    .handler(({ context, input }) => tasks.exportTasks(context.db, context.scope, input)),

  listDeleted: siteProcedure
    .input(ZDeletedTaskListInput)
    .handler(({ context, input }) => tasks.listDeletedTasks(context.db, context.scope, input)),

  exportDeletedCsv: siteProcedure
    .input(ZDeletedTaskListFilter)
    .handler(({ context, input }) => tasks.exportDeletedTasks(context.db, context.scope, input)),

  get: siteProcedure
    .input(z.object({ id: z.string().min(1).max(128) }))
    .handler(({ context, input }) => getTask(context.db, context.scope, context.site, input.id)),

  create: siteProcedure
    .input(ZCreateTaskInput)
    .use(idempotent)
    .handler(({ context, input }) => createTask(context.db, context.scope, context.site, input)),

  setStatus: siteProcedure
    .input(ZSetTaskStatusInput)
    .use(idempotent)
    .handler(({ context, input }) =>
      setTaskStatus(context.db, context.scope, context.site, input, context),
    ),

  edit: siteProcedure
    .input(ZEditTaskInput)
    .use(idempotent)
    .handler(async ({ context, input }) => {
      await editTask(context.db, context.scope, context.site, input);
      return ok;
    }),

  editDate: siteProcedure.input(ZEditTaskDateInput).handler(async ({ context, input }) => {
    await editTaskDate(context.db, context.scope, context.site, input);
    return ok;
  }),

  deleteTask: siteProcedure.input(ZDeleteTaskInput).handler(async ({ context, input }) => {
    await deleteTask(context.db, context.scope, input.refPath);
    return ok;
  }),

  subscribe: siteProcedure.input(ZSubscriptionInput).handler(async ({ context, input }) => {
    await setSubscription(context.db, context.scope, input.taskId, true);
    return ok;
  }),

  unsubscribe: siteProcedure.input(ZSubscriptionInput).handler(async ({ context, input }) => {
    await setSubscription(context.db, context.scope, input.taskId, false);
    return ok;
  }),

  restoreTask: siteProcedure.input(ZRestoreInput).handler(async ({ context, input }) => {
    await tasks.restoreTask(context.db, context.scope, input.refPath);
    return { ok: true as const };
  }),
};
