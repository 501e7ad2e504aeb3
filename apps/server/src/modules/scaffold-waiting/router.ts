import {
  ZScaffoldCandidatesInput,
  ZSetNeedsScaffoldInput,
  ZWaitingForTaskInput,
} from '@craftwork/domain/compliance/waiting';
import { siteProcedure } from '../../rpc/init.ts';
import {
  listCandidates,
  listWaiting,
  setNeedsScaffold,
  waitingForTask,
} from './waiting.service.ts';

/** Tasks that need a scaffold: linking them and the tasks waiting. */
export const scaffoldWaitingRouter = {
  /** Link a task to the scaffold it needs (or unlink with null): who may edit the task. */
  setNeedsScaffold: siteProcedure
    .input(ZSetNeedsScaffoldInput)
    .handler(({ context, input }) => setNeedsScaffold(context.db, context.scope, input)),

  /** Scaffold records the picker offers for a task: same location and nearest first. */
  candidates: siteProcedure
    .input(ZScaffoldCandidatesInput)
    .handler(({ context, input }) => listCandidates(context.db, context.scope, input)),

  /** The tasks in scope waiting for their scaffold (the Compliance screen's Waiting tab). */
  list: siteProcedure.handler(({ context }) => listWaiting(context.db, context.scope)),

  /** A task's link and whether it waits (the task card). */
  forTask: siteProcedure
    .input(ZWaitingForTaskInput)
    .handler(({ context, input }) =>
      waitingForTask(context.db, context.scope, context.site, input.taskId),
    ),
};
