import {
  ZDeletedTaskListFilter,
  ZDeletedTaskListInput,
  ZRestoreInput,
  ZTaskListFilter,
  ZTaskListInput,
} from '@craftwork/domain/lists/queries';
import { siteProcedure } from '../../rpc/init.ts';
import * as tasks from './tasks.service.ts';

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

  restoreTask: siteProcedure.input(ZRestoreInput).handler(async ({ context, input }) => {
    await tasks.restoreTask(context.db, context.scope, input.refPath);
    return { ok: true as const };
  }),
};
