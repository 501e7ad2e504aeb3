import { useId, useState } from 'react';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { canDeleteTask } from '@craftwork/domain/tasks/next-task';
import type { TTaskDetail } from '../api/get-task';
import { useOutboxEntries } from '../../outbox/outbox-provider';
import { useTaskText } from '../utils/task-text';
import { scaffoldBlockOf, useScaffoldWait } from '../components/task-scaffold-wait';

/**
 * The status this task's queued, not yet refused, status change asks for (the last one): while
 * it waits, no status change is offered again, so it cannot be sent twice.
 */
function usePendingStatus(taskId: string): number | null {
  const entries = useOutboxEntries();
  const waiting = entries.filter(
    (e) => e.kind === 'status' && e.taskId === taskId && e.state !== 'refused',
  );
  const last = waiting[waiting.length - 1];
  return last?.kind === 'status' ? last.input.status : null;
}

/** What the card offers: server offers, with the spec's status rules applied here too. */
export function taskActionsFor(task: Pick<TTaskDetail, 'taskStatus' | 'offers'>) {
  const isComplete = task.taskStatus === TASK_STATUS.COMPLETE;
  const next = task.offers.nextStatuses as number[];
  return {
    nextStatuses: next,
    /** Route Awaiting and the estimate dialog's statuses, offered in a menu. */
    moreStatuses: (task.offers.allStatuses as number[]).filter((s) => !next.includes(s)),
    canEdit: task.offers.canEdit,
    canEditDate: task.offers.canEdit && !isComplete,
    canDelete: task.offers.canDelete && canDeleteTask(task.taskStatus),
    canSubscribe: !isComplete,
  };
}

/** A status's button or menu item: its words, whether it is held back, and why (an element id). */
export type TStatusChoice = { label: string; disabled: boolean; describedBy: string | undefined };

/**
 * What both action layouts (TaskActions, and TaskActionBar on a phone) work from: the offers,
 * the menu's anchor, and each status's button. A status is held back while a status change of
 * this task waits in the offline outbox (its button reads "… · Pending…"), and a start while
 * the task waits for its scaffold (shown disabled, with why). A next status's button is also
 * held back while the card is busy; a menu's status is reached only while it is not.
 */
export function useTaskActionState(task: TTaskDetail, isBusy: boolean) {
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const actions = taskActionsFor(task);
  const scaffoldWait = useScaffoldWait(task.id);
  const blockOf = (status: number) => scaffoldBlockOf(scaffoldWait.data, task.taskStatus, status);
  const blockId = `${menuId}-scaffold-block`;
  const block = [...actions.nextStatuses, ...actions.moreStatuses]
    .map(blockOf)
    .find((b) => b !== null);
  const pendingStatus = usePendingStatus(task.id);
  const { setStatusLabel, pendingStatusLabel } = useTaskText();
  const isStatusPending = pendingStatus !== null;

  const menuStatus = (status: number): TStatusChoice => {
    const label = setStatusLabel(task.taskStatus, status);
    const isBlocked = blockOf(status) !== null;
    return {
      label: status === pendingStatus ? pendingStatusLabel(label) : label,
      disabled: isStatusPending || isBlocked,
      describedBy: isBlocked ? blockId : undefined,
    };
  };
  const nextStatus = (status: number): TStatusChoice => {
    const choice = menuStatus(status);
    return { ...choice, disabled: isBusy || choice.disabled };
  };

  return { menuId, menuAnchor, setMenuAnchor, actions, blockId, block, nextStatus, menuStatus };
}
