import { useMemo, useState } from 'react';
import { assignedToEnabled } from '@craftwork/domain/site/customizations';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { detailVisibleOnEdit, zodSchemaForDetails } from '@craftwork/domain/details/fields';
import { ZAssignedCompanyId, ZText } from '@craftwork/domain/tasks/schemas';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useEditTask, type TEditTaskCall } from '../api/edit-task';
import { editDraft } from '../../outbox/drafts';
import { newOutboxKey } from '../../outbox/outbox-types';
import { useOfflineWrite } from '../../outbox/use-offline-write';
import type { TTaskDetail } from '../api/get-task';
import type { TCompany } from '../api/list-companies';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { DrawerForm, formDrawer, type TDrawerFormProps } from '../../../components/ui/form-drawer';
import {
  changedDetailValues,
  useDetailDefaults,
  useDetailsField,
} from '../../../components/details/use-details-field';
import { useTaskNotify } from '../hooks/use-task-notify';
import { DetailFieldsEditor } from '../../../components/details/detail-fields-editor';
import { isoToSiteLocal, siteLocalToIso } from '../../../components/details/detail-values';
import { nextTaskCompanies } from './next-task-section';
import { UserPickerField } from '../../../components/ui/select-user-dialog';
import { useAssignableUsers, useSetAssignees } from '../api/assign-task';
import { inUserLanguage } from '../../../lib/form-errors';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

type TEditTaskDrawerProps = {
  open: boolean;
  task: TTaskDetail;
  site: TSiteContext;
  companies: readonly TCompany[] | undefined;
  onClose: () => void;
};

function EditTaskForm({
  titleId,
  task,
  site,
  companies,
  onClose,
}: TDrawerFormProps<TEditTaskDrawerProps>) {
  const { t } = useTranslation('tasks');
  const notify = useTaskNotify();
  const editTask = useEditTask();
  const offline = useOfflineWrite();
  const customizations = siteCustomizations(site);
  const canEditCompleted = customizations.allowModifyingTimestampTaskCompleted === true;
  // Assigned To (sites with Assigned tasks): saved with the task, through Select User.
  const assigning = assignedToEnabled(customizations);
  const initialAssignees = useMemo(
    () => (task.assignees ?? []).map((a) => a.userId),
    [task.assignees],
  );
  const [assigneeIds, setAssigneeIds] = useState<string[]>(initialAssignees);
  const assignableUsers = useAssignableUsers(task.id, assigning);
  const setAssignees = useSetAssignees();
  const fields = useMemo(
    () =>
      task.detailFields.filter((f) =>
        detailVisibleOnEdit(f, { editMode: true, status: task.taskStatus }),
      ),
    [task.detailFields, task.taskStatus],
  );
  const initialDetails = useDetailDefaults(fields, task.taskSpecificDetails);
  const schema = useMemo(
    () =>
      z.object({
        assignedCompanyId: ZAssignedCompanyId,
        additionalNotes: ZText,
        details: zodSchemaForDetails(fields, { status: task.taskStatus }),
        timestampTaskCompleted: z.string(),
      }),
    [fields, task.taskStatus],
  );
  const offered = nextTaskCompanies(companies, task.craftType);
  // The current company stays selectable even if it no longer lists the craft type.
  const options =
    task.assignedCompanyId && !offered.some((c) => c.id === task.assignedCompanyId)
      ? [
          { id: task.assignedCompanyId, name: task.assignedCompanyName ?? t('unavailable') },
          ...offered,
        ]
      : offered;

  const initialCompleted = isoToSiteLocal(task.timestampTaskCompleted, site.timezone);
  const { control, handleSubmit } = useForm({
    resolver: inUserLanguage(zodResolver(schema)),
    defaultValues: {
      assignedCompanyId: task.assignedCompanyId ?? '',
      additionalNotes: task.description,
      details: initialDetails,
      timestampTaskCompleted: initialCompleted,
    },
  });
  const details = useDetailsField(control, 'details');

  const onSubmit = handleSubmit(async (values) => {
    if (assigning && !sameIds(assigneeIds, initialAssignees)) {
      try {
        await setAssignees.mutateAsync({ taskId: task.id, userIds: assigneeIds });
      } catch (error) {
        notify.error(error);
        return;
      }
    }
    const taskSpecificDetails = changedDetailValues(initialDetails, details.values, values.details);
    // The picker shows minutes: only a time the user changed is sent (seconds are kept else).
    const isCompletedChanged = values.timestampTaskCompleted !== initialCompleted;
    const completed = values.timestampTaskCompleted
      ? siteLocalToIso(values.timestampTaskCompleted, site.timezone) || null
      : null;
    const input: TEditTaskCall = {
      taskId: task.id,
      assignedCompanyId: values.assignedCompanyId,
      additionalNotes: values.additionalNotes,
      taskSpecificDetails,
      ...(canEditCompleted && isCompletedChanged ? { timestampTaskCompleted: completed } : {}),
    };
    // Offline, the edit waits in the outbox, saying which version of the task it was made on.
    if (offline.isOffline) {
      const expectedUpdatedAt = task.timestampLastModified;
      void offline.queue(editDraft(task, { ...input, expectedUpdatedAt }));
      onClose();
      return;
    }
    const key = newOutboxKey();
    editTask.mutate(
      { input, key },
      {
        onSuccess: () => {
          notify.success(t('messages.taskUpdated'));
          onClose();
        },
        onError: (error) => {
          if (!offline.shouldQueue(error)) {
            notify.error(error);
            return;
          }
          void offline.queue(editDraft(task, input), key);
          onClose();
        },
      },
    );
  });

  const isPending = editTask.isPending || setAssignees.isPending;
  return (
    <DrawerForm
      titleId={titleId}
      title={t('edit.title')}
      subtitle={task.title}
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isPending}
    >
      <ControlledTextField
        control={control}
        name="assignedCompanyId"
        id={`edit-task-${task.id}-company`}
        select
        label={t('edit.assignedCompany')}
        required
        disabled={isPending}
      >
        {options.map((company) => (
          <MenuItem key={company.id} value={company.id}>
            {company.name}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField
        control={control}
        name="additionalNotes"
        id={`edit-task-${task.id}-notes`}
        label={t('edit.additionalNotes')}
        multiline
        minRows={3}
        disabled={isPending}
      />
      {assigning && (
        <UserPickerField
          id={`edit-task-${task.id}-assignees`}
          label={t('edit.assignedTo')}
          multiple
          value={assigneeIds}
          required={false}
          disabled={isPending}
          users={
            assignableUsers.data ??
            // While the list loads, the current assignees still show by name.
            (task.assignees ?? []).map((a) => ({
              id: a.userId,
              displayName: a.name,
              companyName: null,
              userPhotoUrl: a.photoUrl,
            }))
          }
          onChange={(value) => setAssigneeIds(Array.isArray(value) ? value : [])}
        />
      )}
      <DetailFieldsEditor
        fields={fields}
        {...details}
        status={task.taskStatus}
        timeZone={site.timezone}
        siteKey={site.siteKey}
        idPrefix={`edit-task-${task.id}-detail`}
        disabled={isPending}
      />
      {canEditCompleted && (
        <ControlledTextField
          control={control}
          name="timestampTaskCompleted"
          id={`edit-task-${task.id}-completed`}
          label={t('edit.completedAt')}
          type="datetime-local"
          disabled={isPending}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </DrawerForm>
  );
}

/** The Edit Task drawer (from the left): company, Additional notes, details, completion time. */
export const EditTaskDrawer = formDrawer(EditTaskForm);
