import { useMemo } from 'react';
import { isTaskStatus, TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { ROUTE_AWAITING_REMOVED_STATUS } from '@craftwork/domain/tasks/next-statuses';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useStatusName } from '../../../lib/i18n/use-status-name';

/** The task screens' status, action and schedule words in the language the user sees now. */
export function useTaskText() {
  const { t } = useTranslation('tasks');
  const { timeline } = useFormat();
  const statusName = useStatusName();
  return useMemo(() => {
    const nameOf = (code: number) => (isTaskStatus(code) ? statusName(code) : t('status.unknown'));
    return {
      /** Shown where a referenced user or company is missing (spec part 2, section 8). */
      unavailable: t('unavailable'),
      statusName: nameOf,
      /** An event's date-time on the site's clock in the language shown; empty without one. */
      dateTime: timeline,
      /** The card's status text, e.g. 'Awaiting (Urgent)'. */
      statusText: (task: { taskStatus: number; urgent: boolean }) => {
        const name = nameOf(task.taskStatus);
        return task.urgent ? t('status.urgent', { status: name }) : name;
      },
      /**
       * The label of a Set {status} action. Route Awaiting's 'Removed' is modelled as 99
       * Canceled (decision 006), so from Awaiting it reads 'Set Removed'.
       */
      setStatusLabel: (from: number, to: number) =>
        from === TASK_STATUS.AWAITING && to === ROUTE_AWAITING_REMOVED_STATUS
          ? t('status.setRemoved')
          : t('status.set', { status: nameOf(to) }),
      /** A status button's words while that change waits in the outbox to be sent. */
      pendingStatusLabel: (label: string) => t('status.pending', { label }),
      /** The Scheduled For line: the date, or what the task waits for instead. */
      scheduledForText: (
        task: { timestampScheduled: string | null; nextOpportunity: boolean },
        timeZone: string,
      ) => {
        if (task.timestampScheduled) return timeline(task.timestampScheduled, timeZone);
        return task.nextOpportunity ? t('schedule.nextOpportunity') : t('schedule.notScheduled');
      },
    };
  }, [t, statusName, timeline]);
}
