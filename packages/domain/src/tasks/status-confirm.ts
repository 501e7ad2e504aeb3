import { TASK_STATUS } from '../catalogues/task-statuses.ts';

export type TStatusConfirm = {
  title: string;
  message: string;
  cancelText: string;
  okText: string;
};

/**
 * A status change that takes a task out of the work for good (Route Awaiting's Removed, or any
 * move to 99 Canceled) is asked first, naming the task; other changes are not. Removed is the
 * spec's word from Awaiting (decision 006 models it as 99 Canceled).
 */
export function statusChangeConfirm(
  task: { title: string; taskStatus: number },
  to: number,
): TStatusConfirm | null {
  if (to !== TASK_STATUS.CANCELED || task.taskStatus === TASK_STATUS.CANCELED) return null;
  const isRemoval = task.taskStatus === TASK_STATUS.AWAITING;
  return isRemoval
    ? {
        title: 'Remove Task?',
        message: `${task.title} will be removed and leave the open tasks. Continue?`,
        cancelText: 'Cancel',
        okText: 'Remove',
      }
    : {
        title: 'Cancel Task?',
        message: `${task.title} will be canceled and leave the open tasks. Continue?`,
        cancelText: 'Keep Task',
        okText: 'Cancel Task',
      };
}
