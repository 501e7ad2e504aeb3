import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  offeredScheduleOptions,
  schedulePickerFor,
  schedulePickerSelection,
  type TSchedulePicker,
} from '@craftwork/domain/tasks/scheduling';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/session';
import { siteCustomizations } from '../../../lib/session';
import { useEditTaskDate } from '../api/edit-task-date';
import type { TTaskDetail } from '../api/get-task';
import { useTaskNotify } from '../hooks/use-task-notify';
import { isSchedulePickerValid } from '../../../components/schedule/schedule-checks';
import { SchedulePicker } from '../../../components/schedule/schedule-picker';

type TTaskDateDialogProps = {
  open: boolean;
  task: TTaskDetail;
  site: TSiteContext;
  onClose: () => void;
};

/** The task date editor (width 700): the schedule picker; Save calls tasks.editDate. */
export function TaskDateDialog({ open, task, site, onClose }: TTaskDateDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 700 } } }}
    >
      {open && <TaskDateForm titleId={`${id}-title`} task={task} site={site} onClose={onClose} />}
    </Dialog>
  );
}

function TaskDateForm({
  titleId,
  task,
  site,
  onClose,
}: {
  titleId: string;
  task: TTaskDetail;
  site: TSiteContext;
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const notify = useTaskNotify();
  const editDate = useEditTaskDate();
  const timeZone = site.timezone;
  const customizations = siteCustomizations(site);
  const allowPast = customizations.allowSchedulingTasksInThePast === true;
  const [picker, setPicker] = useState<TSchedulePicker>(() =>
    schedulePickerFor(
      {
        timestampScheduled: task.timestampScheduled ? new Date(task.timestampScheduled) : null,
        urgent: task.urgent,
        nextOpportunity: task.nextOpportunity,
      },
      timeZone,
    ),
  );
  const options = offeredScheduleOptions({
    validTaskStatusCodes: site.validTaskStatusCodes,
    customizations,
    craftType: task.craftType,
    taskType: task.taskType,
  });
  const isValid = isSchedulePickerValid(picker, timeZone, allowPast);

  const handleSave = () => {
    const selection = schedulePickerSelection(picker, timeZone);
    if (!selection || !isValid) return;
    editDate.mutate(
      {
        taskId: task.id,
        choice: selection.choice,
        scheduledAt: selection.scheduledAt?.toISOString() ?? null,
      },
      {
        onSuccess: () => {
          notify.success(t('messages.taskUpdated'));
          onClose();
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{t('date.title')}</DialogTitle>
      {/* The top padding keeps the first field's label clear of the title. */}
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <SchedulePicker
          value={picker}
          onChange={setPicker}
          options={options}
          timeZone={timeZone}
          allowPast={allowPast}
          idPrefix={`task-date-${task.id}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" onClick={handleSave} disabled={!isValid || editDate.isPending}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </>
  );
}
