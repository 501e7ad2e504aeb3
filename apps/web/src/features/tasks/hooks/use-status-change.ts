import { useState } from 'react';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { offersMaterialPickup } from '@craftwork/domain/inventory/movement';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { statusChangeConfirm } from '@craftwork/domain/tasks/status-confirm';
import { statusChangeOpensDialog } from '@craftwork/domain/tasks/status-effects';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { TTaskDetail } from '../api/get-task';
import { isRefusal } from '../../../lib/error-reason';
import { useSetTaskStatus } from '../api/set-task-status';
import { useTaskNotify } from './use-task-notify';

/** What Set {status} does: open the status-change dialog, the completion dialog, or save. */
export type TStatusChangeStep = 'status-dialog' | 'completion-dialog' | 'save';

/**
 * The status-change dialog opens when detail fields are tied to the new status, the
 * keep-or-close question applies (statusChangeOpensDialog) or the Material Pickup tab is
 * offered (a scaffolding removal being completed); completing a task whose next task
 * may be offered opens the completion dialog; anything else is saved directly.
 */
export function statusChangeStep(
  task: Pick<
    TTaskDetail,
    'detailFields' | 'taskStatus' | 'taskType' | 'craftType' | 'craftRecordPersistence' | 'offers'
  >,
  to: number,
  openTasksOnRecord: number,
): TStatusChangeStep {
  if (offersMaterialPickup(task, to)) return 'status-dialog';
  if (
    statusChangeOpensDialog({
      fields: task.detailFields,
      task: { taskStatus: task.taskStatus, craftRecordPersistence: task.craftRecordPersistence },
      to,
      openTasksOnRecord,
    })
  ) {
    return 'status-dialog';
  }
  if (to === TASK_STATUS.COMPLETE && task.offers.nextTaskQuestion) return 'completion-dialog';
  return 'save';
}

export type TStatusChangePayload = Omit<TSetTaskStatusInput, 'taskId' | 'status'>;

export type TOpenStatusDialog = {
  /** 'confirm': a change taking the task out of the work (Removed) is asked first. */
  step: Exclude<TStatusChangeStep, 'save'> | 'confirm';
  to: number;
  /** The server asked for Keep Open / Close that the page could not foresee. */
  forcePersistencePrompt: boolean;
};

/** Set {status} on a task card: the step, the open dialog, the save and its messages. */
export function useStatusChange(
  task: TTaskDetail,
  openTasksOnRecord: number,
  onNextTask?: (nextTaskId: string) => void,
) {
  const notify = useTaskNotify();
  const setStatus = useSetTaskStatus();
  const [dialog, setDialog] = useState<TOpenStatusDialog | null>(null);

  const submit = (to: number, payload: TStatusChangePayload = {}) => {
    setStatus.mutate(
      { taskId: task.id, status: to, ...payload },
      {
        onSuccess: (result) => {
          notify.success(TASK_MESSAGES.taskStatusChanged);
          setDialog(null);
          if (result.nextTaskId) onNextTask?.(result.nextTaskId);
        },
        onError: (error) => {
          // Another user's task on the record may be hidden from this one: the server then
          // asks for the keep-or-close answer the page did not know it needed.
          if (isRefusal(error, ERROR_REASONS.keepOrClose) && !payload.persistenceChoice) {
            setDialog({ step: 'status-dialog', to, forcePersistencePrompt: true });
            notify.warning(TASK_MESSAGES.selectPersistence);
            return;
          }
          notify.error(error);
        },
      },
    );
  };

  const proceed = (to: number) => {
    const step = statusChangeStep(task, to, openTasksOnRecord);
    if (step === 'save') submit(to);
    else setDialog({ step, to, forcePersistencePrompt: false });
  };

  const request = (to: number) => {
    if (statusChangeConfirm(task, to))
      setDialog({ step: 'confirm', to, forcePersistencePrompt: false });
    else proceed(to);
  };

  return {
    request,
    /** The confirmation was answered OK: go on to the dialog or the save. */
    confirm: () => {
      if (dialog?.step === 'confirm') proceed(dialog.to);
    },
    submit,
    dialog,
    close: () => setDialog(null),
    isPending: setStatus.isPending,
  };
}
