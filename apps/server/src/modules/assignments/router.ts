import { ZAssignableUsersInput, ZSetAssigneesInput } from '@craftwork/domain/assignments/schemas';
import { ZAssignedTaskListFilter, ZAssignedTaskListInput } from '@craftwork/domain/lists/queries';
import { siteProcedure } from '../../rpc/init.ts';
import { listAssignableUsers, setAssignees } from './assign-task.service.ts';
import { exportMine, listMine } from './assigned-tasks.service.ts';

/** The assignments procedures: assigning a task to site users, and /assigned-tasks. */
export const assignmentsRouter = {
  assignableUsers: siteProcedure
    .input(ZAssignableUsersInput)
    .handler(({ context, input }) =>
      listAssignableUsers(context.db, context.scope, context.site, input.taskId),
    ),

  setAssignees: siteProcedure.input(ZSetAssigneesInput).handler(({ context, input }) =>
    setAssignees(context.db, context.scope, context.site, input, {
      mailer: context.mailer,
      publicUrl: context.env.publicUrl,
      log: context.log,
    }),
  ),

  listMine: siteProcedure
    .input(ZAssignedTaskListInput)
    .handler(({ context, input }) => listMine(context.db, context.scope, context.site, input)),

  exportMine: siteProcedure
    .input(ZAssignedTaskListFilter)
    .handler(({ context, input }) => exportMine(context.db, context.scope, context.site, input)),
};
