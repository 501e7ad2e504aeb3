import { approvedMembers, recordViewers, taskUpdaters, type MatrixArea } from '../matrix-kit.ts';

/**
 * Waiting for a scaffold: reading a task's link and candidates is for those who see the task;
 * changing the link for those who may edit it. The rows unlink (scaffoldRecordId null): a link
 * to a scaffold not yet installed would stop other areas' rows from starting the same task;
 * scaffold-waiting.integration.test.ts links and refuses the scaffolds a caller may not use.
 */
export const scaffoldWaitingArea: MatrixArea = {
  rows: {
    'scaffoldWaiting.setNeedsScaffold': {
      access: taskUpdaters,
      input: (w, p) => ({ taskId: w.mine[p].taskId, scaffoldRecordId: null }),
    },
    'scaffoldWaiting.candidates': {
      access: recordViewers,
      input: (w, p) => ({ taskId: w.mine[p].taskId, search: 'Record' }),
    },
    'scaffoldWaiting.list': { access: approvedMembers, input: () => undefined },
    'scaffoldWaiting.forTask': {
      access: recordViewers,
      input: (w, p) => ({ taskId: w.mine[p].taskId }),
    },
  },
  takeNoId: ['scaffoldWaiting.list'],
};
