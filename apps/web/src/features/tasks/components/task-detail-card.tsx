import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { TaskChecklistAnswers } from './task-checklist-answers';
import { TaskInspectionReport } from './task-inspection-report';
import { TaskScaffoldWait } from './task-scaffold-wait';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { statusChangeConfirm } from '@craftwork/domain/tasks/status-confirm';
import { assignedToEnabled } from '@craftwork/domain/site/customizations';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useDeleteTask } from '../api/delete-task';
import type { TTaskDetail } from '../api/get-task';
import { useCompanies } from '../api/list-companies';
import { useSetSubscription } from '../api/set-subscription';
import { useStatusChange } from '../hooks/use-status-change';
import { useTaskNotify } from '../hooks/use-task-notify';
import { useMaterialPickupField } from '../utils/material-pickup-field';
import { useTaskText } from '../utils/task-text';
import { CompletionDialog } from './completion-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailFieldsView } from '../../../components/details/detail-fields-view';
import { EditTaskDrawer } from './edit-task-drawer';
import { nextTaskCompanies } from './next-task-section';
import { StatusChangeDialog } from './status-change-dialog';
import { AssignTaskButton, AssigneeChips } from './task-assignees';
import { TaskActions } from './task-actions';
import { TaskActionBar } from './task-action-bar';
import { TaskDateDialog } from './task-date-dialog';
import { TaskEvents } from './task-events';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

type TOpenDialog = 'edit' | 'date' | 'delete' | null;

/** The task detail card (spec part 2, section 2). */
export function TaskDetailCard({
  task,
  site,
  openTasksOnRecord,
  onNextTask,
  onDeleted,
}: {
  task: TTaskDetail;
  site: TSiteContext;
  openTasksOnRecord: number;
  onNextTask?: (nextTaskId: string) => void;
  onDeleted?: (taskId: string) => void;
}) {
  const { t } = useTranslation('tasks');
  const pickupField = useMaterialPickupField();
  const text = useTaskText();
  const id = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useTaskNotify();
  const [tab, setTab] = useState<'details' | 'events'>('details');
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const companies = useCompanies(task.offers.canEdit);
  const statusChange = useStatusChange(task, openTasksOnRecord, onNextTask);
  const deleteTask = useDeleteTask();
  const subscription = useSetSubscription();
  const timeZone = site.timezone;
  const offered = nextTaskCompanies(companies.data, task.craftType);
  const assigning = assignedToEnabled(siteCustomizations(site));
  const assignees = task.assignees ?? [];

  const handleDelete = () =>
    deleteTask.mutate(
      { refPath: task.refPath },
      {
        onSuccess: () => {
          notify.success(t('messages.taskDeleted'));
          setDialog(null);
          onDeleted?.(task.id);
        },
        onError: (error) => {
          setDialog(null);
          notify.error(error, t('messages.generic'));
        },
      },
    );

  const handleSubscription = () =>
    subscription.mutate(
      { taskId: task.id, subscribed: !task.subscribed },
      {
        onSuccess: () =>
          notify.success(task.subscribed ? t('messages.unsubscribed') : t('messages.subscribed')),
        onError: (error) => notify.error(error, t('messages.generic')),
      },
    );

  const Actions = isPhone ? TaskActionBar : TaskActions;
  const actions = (
    <Actions
      task={task}
      isBusy={statusChange.isPending || deleteTask.isPending || subscription.isPending}
      onSetStatus={statusChange.request}
      onEdit={() => setDialog('edit')}
      onEditDate={() => setDialog('date')}
      onDelete={() => setDialog('delete')}
      onToggleSubscription={handleSubscription}
    />
  );
  const statusDialog = statusChange.dialog;
  // Kept while the dialog closes, so its text does not empty during the transition.
  const removeConfirm = statusChangeConfirm(task, statusDialog?.to ?? TASK_STATUS.CANCELED);
  // Route Awaiting's Removed (decision 006), else a cancelation.
  const confirmWords =
    task.taskStatus === TASK_STATUS.AWAITING
      ? {
          title: t('confirm.removeTitle'),
          message: t('confirm.removeMessage', { title: task.title }),
          cancelText: t('confirm.removeCancel'),
          okText: t('confirm.removeOk'),
        }
      : {
          title: t('confirm.cancelTitle'),
          message: t('confirm.cancelMessage', { title: task.title }),
          cancelText: t('confirm.cancelCancel'),
          okText: t('confirm.cancelOk'),
        };
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          m: 0,
        }}
      >
        <Field label={t('detail.assignedCompany')}>
          {task.assignedCompanyName ?? text.unavailable}
        </Field>
        <Field label={t('detail.status')}>{text.statusText(task)}</Field>
        <Field label={t('detail.scheduledFor')}>{text.scheduledForText(task, timeZone)}</Field>
        {task.timestampTaskCompleted && (
          <Field label={t('detail.completedOn')}>
            {text.dateTime(task.timestampTaskCompleted, timeZone)}
          </Field>
        )}
        <Field label={t('detail.additionalNotes')}>{task.description || '—'}</Field>
        {assigning && (
          <Field label={t('detail.assignedTo')}>
            <AssigneeChips assignees={assignees} />
          </Field>
        )}
      </Box>
      <TaskScaffoldWait task={task} site={site} />
      <TaskInspectionReport task={task} site={site} />
      <TaskChecklistAnswers task={task} site={site} />
      {assigning && task.offers.canEdit && (
        <Box>
          <AssignTaskButton taskId={task.id} assignees={assignees} />
        </Box>
      )}

      {!isPhone && actions}

      <Box>
        <Tabs
          value={tab}
          onChange={(_event, value: 'details' | 'events') => setTab(value)}
          aria-label={t('detail.tabs')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="details"
            label={t('detail.detailsTab')}
            id={`${id}-details-tab`}
            aria-controls={`${id}-details-panel`}
          />
          <Tab
            value="events"
            label={t('detail.eventsTab', { count: task.events.length })}
            id={`${id}-events-tab`}
            aria-controls={`${id}-events-panel`}
          />
        </Tabs>
        <Box
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          sx={{ pt: 2 }}
        >
          {tab === 'details' ? (
            <DetailFieldsView
              fields={task.materialPickup ? [...task.detailFields, pickupField] : task.detailFields}
              details={
                task.materialPickup
                  ? {
                      ...task.taskSpecificDetails,
                      [pickupField.key]: task.materialPickup,
                    }
                  : task.taskSpecificDetails
              }
              timeZone={timeZone}
              siteKey={site.siteKey}
              emptyText={t('messages.noSpecificDetails')}
            />
          ) : (
            <TaskEvents events={task.events} timeZone={timeZone} />
          )}
        </Box>
      </Box>

      {/* On a phone the actions are the card's last part, a bar kept in a thumb's reach. */}
      {isPhone && actions}

      <StatusChangeDialog
        open={statusDialog?.step === 'status-dialog'}
        task={task}
        to={statusDialog?.to ?? task.taskStatus}
        site={site}
        openTasksOnRecord={openTasksOnRecord}
        forcePersistencePrompt={statusDialog?.forcePersistencePrompt ?? false}
        companies={offered}
        isLoadingCompanies={companies.isPending}
        isPending={statusChange.isPending}
        onSubmit={(payload) => statusDialog && statusChange.submit(statusDialog.to, payload)}
        onClose={statusChange.close}
      />
      {task.offers.nextTaskQuestion && (
        <CompletionDialog
          open={statusDialog?.step === 'completion-dialog'}
          task={task}
          question={task.offers.nextTaskQuestion}
          companies={offered}
          isLoadingCompanies={companies.isPending}
          isPending={statusChange.isPending}
          onSubmit={(payload) => statusDialog && statusChange.submit(statusDialog.to, payload)}
          onClose={statusChange.close}
        />
      )}
      <EditTaskDrawer
        open={dialog === 'edit'}
        task={task}
        site={site}
        companies={companies.data}
        onClose={() => setDialog(null)}
      />
      <TaskDateDialog
        open={dialog === 'date'}
        task={task}
        site={site}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={statusDialog?.step === 'confirm'}
        title={removeConfirm ? confirmWords.title : ''}
        message={removeConfirm ? confirmWords.message : ''}
        cancelText={removeConfirm ? confirmWords.cancelText : undefined}
        okText={removeConfirm ? confirmWords.okText : undefined}
        isPending={statusChange.isPending}
        onConfirm={statusChange.confirm}
        onClose={statusChange.close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteMessage')}
        cancelText={t('confirm.deleteCancel')}
        okText={t('confirm.deleteOk')}
        isPending={deleteTask.isPending}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
