import { approvedMembers, taskUpdaters, type MatrixArea } from '../matrix-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The calendar reads any approved member's scope (a user with no location reads nothing);
 * moving a task is Edit Date's access: the task in scope, and Edit Requests or its creator.
 */
export const schedulingArea: MatrixArea = {
  takeNoId: ['scheduling.calendar', 'scheduling.unscheduled'],
  rows: {
    'scheduling.calendar': {
      access: approvedMembers,
      input: () => ({
        from: new Date(Date.now() - 3 * DAY).toISOString(),
        to: new Date(Date.now() + 4 * DAY).toISOString(),
        statuses: [20, 30],
      }),
    },
    'scheduling.unscheduled': { access: approvedMembers, input: () => ({ craftTypes: [10] }) },
    'scheduling.moveTask': {
      access: taskUpdaters,
      input: (w, p) => ({
        taskId: w.mine[p].taskId,
        choice: 'date',
        scheduledAt: new Date(Date.now() + 2 * DAY).toISOString(),
      }),
    },
  },
};
