import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { inspectionReportRequired } from '@craftwork/domain/compliance/inspection-report';
import { offersInventoryTab } from '@craftwork/domain/inventory/dialog';
import { offersMaterialPickup } from '@craftwork/domain/inventory/movement';
import { inventoryEnabled } from '@craftwork/domain/site/customizations';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { statusChangeConfirm } from '@craftwork/domain/tasks/status-confirm';
import { statusChangeOpensDialog } from '@craftwork/domain/tasks/status-effects';
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import type { TTaskDetail } from '../api/get-task';
import { isRefusal } from '../../../lib/error-reason';
import { useTranslation } from '../../../lib/i18n/i18n';
import { applyLiveMessage } from '../../../lib/live';
import type { TSiteContext } from '../../../lib/me';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';
import { siteCustomizations, useSite } from '../../../lib/session';
import { useSetTaskStatus, type TSetStatusCall } from '../api/set-task-status';
import { useTaskNotify } from './use-task-notify';
import { statusDraft } from '../../outbox/drafts';
import { OUTBOX_TEXT, newOutboxKey } from '../../outbox/outbox-types';
import { useOfflineWrite } from '../../outbox/use-offline-write';

/** What Set {status} does: open the status-change dialog, the completion dialog, or save. */
export type TStatusChangeStep = 'status-dialog' | 'completion-dialog' | 'save';

/**
 * The status-change dialog opens when detail fields are tied to the new status, the
 * keep-or-close question applies (statusChangeOpensDialog), the Material Pickup tab is
 * offered (a scaffolding removal being completed) or the Inventory Transactions tab is
 * (`inventoryTab`: completing, on a site that enables inventory, with objects to offer);
 * completing a task whose next task may be offered opens the completion dialog; anything
 * else is saved directly.
 */
export function statusChangeStep(
  task: Pick<
    TTaskDetail,
    'detailFields' | 'taskStatus' | 'taskType' | 'craftType' | 'craftRecordPersistence' | 'offers'
  >,
  to: number,
  openTasksOnRecord: number,
  inventoryTab = false,
): TStatusChangeStep {
  if (offersMaterialPickup(task, to) || inventoryTab) return 'status-dialog';
  // The Inspection tab: a scaffold inspection's report is written when it is completed.
  if (inspectionReportRequired(task, to)) return 'status-dialog';
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

export type TDialogObject = TRpcOutputs['inventoryDialog']['objects'][number];

const dialogObjectsOptions = () => orpc.inventoryDialog.objects.queryOptions();

/**
 * The objects the Inventory Transactions tab offers, asked only on a site that enables
 * inventory and while the task is not complete (one query shared by every task card).
 */
export function useInventoryDialogObjects(site: TSiteContext | null, taskStatus: number) {
  const enabled = inventoryEnabled(siteCustomizations(site)) && taskStatus !== TASK_STATUS.COMPLETE;
  const query = useQuery({ ...dialogObjectsOptions(), enabled, retry: false });
  return { enabled, objects: enabled ? (query.data ?? []) : [] };
}

/** Set {status} on a task card: the step, the open dialog, the save and its messages. */
export function useStatusChange(
  task: TTaskDetail,
  openTasksOnRecord: number,
  onNextTask?: (nextTaskId: string) => void,
) {
  const { t } = useTranslation('tasks');
  const notify = useTaskNotify();
  const setStatus = useSetTaskStatus();
  const queryClient = useQueryClient();
  const inventory = useInventoryDialogObjects(useSite(), task.taskStatus);
  const [dialog, setDialog] = useState<TOpenStatusDialog | null>(null);
  const offline = useOfflineWrite();
  /** The status the user saw when they chose the change (a queued change says it). */
  const seenStatus = useRef(task.taskStatus);

  /** Whether completing shows the Inventory Transactions tab: objects fetched if not yet. */
  const inventoryTab = async (to: number) => {
    if (!inventory.enabled || to !== TASK_STATUS.COMPLETE) return false;
    const objects =
      inventory.objects.length > 0
        ? inventory.objects
        : await queryClient.fetchQuery(dialogObjectsOptions()).catch(() => []);
    return offersInventoryTab({
      taskStatus: task.taskStatus,
      to,
      inventoryEnabled: true,
      objectCount: objects.length,
    });
  };

  /** Whether completing asks a checklist: the task's type has a template on the site. */
  const checklistTab = async (to: number) => {
    if (to !== TASK_STATUS.COMPLETE || task.taskStatus === TASK_STATUS.COMPLETE) return false;
    const answer = await queryClient
      .fetchQuery(orpc.checklists.forTask.queryOptions({ input: { taskId: task.id } }))
      .catch(() => null);
    return Boolean(answer?.template);
  };

  /** Offline, the change waits in the outbox, except one moving inventory (it needs stock). */
  const queue = (input: TSetStatusCall, key?: string) => {
    if (input.inventoryLines && input.inventoryLines.length > 0) {
      notify.warning(OUTBOX_TEXT.needsConnection);
      return;
    }
    setDialog(null);
    void offline.queue(statusDraft(task, input), key);
  };

  const submit = (to: number, payload: TStatusChangePayload = {}) => {
    const input: TSetStatusCall = { taskId: task.id, status: to, ...payload };
    if (offline.isOffline) {
      queue({ ...input, expectedStatus: seenStatus.current });
      return;
    }
    const key = newOutboxKey();
    setStatus.mutate(
      { input, key },
      {
        onSuccess: (result) => {
          notify.success(t('messages.taskStatusChanged'));
          if (result.inventoryTransactions > 0) {
            notify.success(t('messages.inventoryCreated'));
            applyLiveMessage(queryClient, { topics: ['inventory'] });
          }
          setDialog(null);
          if (result.nextTaskId) onNextTask?.(result.nextTaskId);
        },
        onError: (error) => {
          // Never reached the server: queued under the same key, so a lost answer applies once.
          if (offline.shouldQueue(error)) {
            queue(input, key);
            return;
          }
          // Another user's task on the record may be hidden from this one: the server then
          // asks for the keep-or-close answer the page did not know it needed.
          if (isRefusal(error, ERROR_REASONS.keepOrClose) && !payload.persistenceChoice) {
            setDialog({ step: 'status-dialog', to, forcePersistencePrompt: true });
            notify.warning(t('messages.selectPersistence'));
            return;
          }
          // A refused line (a quantity below zero) keeps the dialog and its pending lines.
          notify.error(error);
        },
      },
    );
  };

  const proceed = async (to: number) => {
    const step = (await checklistTab(to))
      ? 'status-dialog'
      : statusChangeStep(task, to, openTasksOnRecord, await inventoryTab(to));
    if (step === 'save') submit(to);
    else setDialog({ step, to, forcePersistencePrompt: false });
  };

  const request = (to: number) => {
    seenStatus.current = task.taskStatus;
    if (statusChangeConfirm(task, to))
      setDialog({ step: 'confirm', to, forcePersistencePrompt: false });
    else void proceed(to);
  };

  return {
    request,
    /** The confirmation was answered OK: go on to the dialog or the save. */
    confirm: () => {
      if (dialog?.step === 'confirm') void proceed(dialog.to);
    },
    submit,
    dialog,
    close: () => setDialog(null),
    isPending: setStatus.isPending,
  };
}
