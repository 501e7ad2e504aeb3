import { inArray, notInArray, type SQL } from 'drizzle-orm';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { tasks } from './schema.ts';

/**
 * "Open" as SQL: the status is neither 90 Complete nor 99 Canceled (`isOpenStatus` in the domain,
 * DECISIONS.md "Task lists"). Every open count, list and counter on the server uses this.
 */
export const isOpenTaskSql: SQL = notInArray(tasks.taskStatus, [...CLOSED_TASK_STATUSES]);

/** Its complement: Complete or Canceled. */
export const isClosedTaskSql: SQL = inArray(tasks.taskStatus, [...CLOSED_TASK_STATUSES]);
