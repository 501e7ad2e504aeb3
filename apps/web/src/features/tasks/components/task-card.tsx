import { MATERIAL_PICKUP_FIELD } from '@craftwork/domain/inventory/movement';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { DELETE_TASK_CONFIRM } from '@craftwork/domain/tasks/next-task';
import { statusChangeConfirm } from '@craftwork/domain/tasks/status-confirm';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { errorMessage } from '../../../lib/errors';
import type { TSiteContext } from '../../../lib/session';
import { useDeleteTask } from '../api/delete-task';
import { useTask, type TTaskDetail } from '../api/get-task';
import { useCompanies } from '../api/list-companies';
import { useSetSubscription } from '../api/set-subscription';
import { useStatusChange } from '../hooks/use-status-change';
import { useTaskNotify } from '../hooks/use-task-notify';
import { formatIso, scheduledForText, taskStatusText, UNAVAILABLE } from '../utils/task-text';
import { CompletionDialog } from './completion-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailFieldsView } from '../../../components/details/detail-fields-view';
import { EditTaskDrawer } from './edit-task-drawer';
import { nextTaskCompanies } from './next-task-section';
import { StatusChangeDialog } from './status-change-dialog';
import { TaskActions } from './task-actions';
import { TaskDateDialog } from './task-date-dialog';
import { TaskEvents } from './task-events';
import { RetryAlert } from '../../../components/ui/retry-alert';

/** What the craft record page knows of each of its tasks (shown while a card is collapsed). */
export type TTaskSummary = {
  id: string;
  title: string;
  taskStatus: number;
  urgent: boolean;
  nextOpportunity: boolean;
  assignedCompanyName: string | null;
  timestampScheduled: string | null;
  timestampTaskCompleted: string | null;
};

type TTaskCardProps = {
  summary: TTaskSummary;
  site: TSiteContext;
  /** Open tasks on the record (for the keep-or-close question). */
  openTasksOnRecord: number;
  /** The task named in the page's address: expanded, highlighted and scrolled to. */
  isHighlighted: boolean;
  onNextTask?: (nextTaskId: string) => void;
  onDeleted?: (taskId: string) => void;
  /** The card was opened or closed by the user (the page puts the open task in its address). */
  onExpandedChange?: (taskId: string, isExpanded: boolean) => void;
};

/**
 * One task of the craft record page: a summary line, expandable into the task detail card by
 * its chevron button or a tap anywhere on the summary (title, status).
 */
export function TaskCard({
  summary,
  site,
  openTasksOnRecord,
  isHighlighted,
  onNextTask,
  onDeleted,
  onExpandedChange,
}: TTaskCardProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  /** Opened here: the card is where the user tapped, so the page does not scroll to it. */
  const isOpenedHere = useRef(false);
  const [isExpanded, setIsExpanded] = useState(isHighlighted);
  const [wasHighlighted, setWasHighlighted] = useState(isHighlighted);
  if (isHighlighted !== wasHighlighted) {
    // The address now names this task (e.g. the next task just created): open it.
    setWasHighlighted(isHighlighted);
    if (isHighlighted) setIsExpanded(true);
  }

  useEffect(() => {
    if (isHighlighted && !isOpenedHere.current) {
      ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
    isOpenedHere.current = false;
  }, [isHighlighted]);

  const handleToggle = () => {
    // Selecting the title's text is not a tap.
    if (window.getSelection()?.toString()) return;
    const next = !isExpanded;
    isOpenedHere.current = next;
    setIsExpanded(next);
    onExpandedChange?.(summary.id, next);
  };

  const timeZone = site.timezone;
  const isComplete = summary.taskStatus === TASK_STATUS.COMPLETE;
  return (
    <Card
      ref={ref}
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-title`}
      aria-current={isHighlighted ? 'true' : undefined}
      sx={{
        scrollMarginTop: 80,
        borderColor: isHighlighted ? 'primary.main' : undefined,
        borderWidth: isHighlighted ? 2 : 1,
      }}
    >
      {/* The chevron is the control for keyboards and screen readers; its click bubbles here. */}
      <Stack
        direction="row"
        spacing={1}
        alignItems="flex-start"
        onClick={handleToggle}
        sx={{ p: 2, pb: isExpanded ? 1 : 2, cursor: 'pointer' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={`${id}-title`}
            variant="subtitle1"
            component="h3"
            // A long unbroken title wraps inside the card instead of running out of it.
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {summary.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {taskStatusText(summary)} · {summary.assignedCompanyName ?? UNAVAILABLE} ·{' '}
            {isComplete
              ? `Completed ${formatIso(summary.timestampTaskCompleted, timeZone) || '—'}`
              : scheduledForText(summary, timeZone)}
          </Typography>
        </Box>
        <IconButton
          aria-label={isExpanded ? `Collapse ${summary.title}` : `Expand ${summary.title}`}
          aria-expanded={isExpanded}
          aria-controls={`${id}-detail`}
          sx={{
            my: { xs: -0.5, sm: 0 },
            width: { xs: 44, sm: 40 },
            height: { xs: 44, sm: 40 },
            transform: isExpanded ? 'rotate(180deg)' : 'none',
            transition: 'transform 150ms',
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </Stack>
      <Collapse in={isExpanded} unmountOnExit id={`${id}-detail`}>
        <CardContent sx={{ pt: 0 }}>
          <TaskDetail
            taskId={summary.id}
            site={site}
            openTasksOnRecord={openTasksOnRecord}
            onNextTask={onNextTask}
            onDeleted={onDeleted}
          />
        </CardContent>
      </Collapse>
    </Card>
  );
}

function TaskDetail({
  taskId,
  site,
  openTasksOnRecord,
  onNextTask,
  onDeleted,
}: {
  taskId: string;
  site: TSiteContext;
  openTasksOnRecord: number;
  onNextTask?: (nextTaskId: string) => void;
  onDeleted?: (taskId: string) => void;
}) {
  const query = useTask(taskId);
  if (query.isPending) return <InlineLoader label="Loading task" />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
    );
  }
  return (
    <TaskDetailCard
      task={query.data}
      site={site}
      openTasksOnRecord={openTasksOnRecord}
      onNextTask={onNextTask}
      onDeleted={onDeleted}
    />
  );
}

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
  const id = useId();
  const notify = useTaskNotify();
  const [tab, setTab] = useState<'details' | 'events'>('details');
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const companies = useCompanies(task.offers.canEdit);
  const statusChange = useStatusChange(task, openTasksOnRecord, onNextTask);
  const deleteTask = useDeleteTask();
  const subscription = useSetSubscription();
  const timeZone = site.timezone;
  const offered = nextTaskCompanies(companies.data, task.craftType);

  const handleDelete = () =>
    deleteTask.mutate(
      { refPath: task.refPath },
      {
        onSuccess: () => {
          notify.success(TASK_MESSAGES.taskDeleted);
          setDialog(null);
          onDeleted?.(task.id);
        },
        onError: (error) => {
          setDialog(null);
          notify.error(error, TASK_MESSAGES.generic);
        },
      },
    );

  const handleSubscription = () =>
    subscription.mutate(
      { taskId: task.id, subscribed: !task.subscribed },
      {
        onSuccess: () =>
          notify.success(task.subscribed ? TASK_MESSAGES.unsubscribed : TASK_MESSAGES.subscribed),
        onError: (error) => notify.error(error, TASK_MESSAGES.generic),
      },
    );

  const statusDialog = statusChange.dialog;
  // Kept while the dialog closes, so its text does not empty during the transition.
  const removeConfirm = statusChangeConfirm(task, statusDialog?.to ?? TASK_STATUS.CANCELED);
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
        <Field label="Assigned Company">{task.assignedCompanyName ?? UNAVAILABLE}</Field>
        <Field label="Status">{taskStatusText(task)}</Field>
        <Field label="Scheduled For">{scheduledForText(task, timeZone)}</Field>
        {task.timestampTaskCompleted && (
          <Field label="Completed On">{formatIso(task.timestampTaskCompleted, timeZone)}</Field>
        )}
        <Field label="Additional Notes">{task.description || '—'}</Field>
      </Box>

      <TaskActions
        task={task}
        isBusy={statusChange.isPending || deleteTask.isPending || subscription.isPending}
        onSetStatus={statusChange.request}
        onEdit={() => setDialog('edit')}
        onEditDate={() => setDialog('date')}
        onDelete={() => setDialog('delete')}
        onToggleSubscription={handleSubscription}
      />

      <Box>
        <Tabs
          value={tab}
          onChange={(_event, value: 'details' | 'events') => setTab(value)}
          aria-label="Task information"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="details"
            label="Details"
            id={`${id}-details-tab`}
            aria-controls={`${id}-details-panel`}
          />
          <Tab
            value="events"
            label={`Events (${task.events.length})`}
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
              fields={
                task.materialPickup
                  ? [...task.detailFields, MATERIAL_PICKUP_FIELD]
                  : task.detailFields
              }
              details={
                task.materialPickup
                  ? {
                      ...task.taskSpecificDetails,
                      [MATERIAL_PICKUP_FIELD.key]: task.materialPickup,
                    }
                  : task.taskSpecificDetails
              }
              timeZone={timeZone}
              siteKey={site.siteKey}
              emptyText={TASK_MESSAGES.noSpecificDetails}
            />
          ) : (
            <TaskEvents events={task.events} timeZone={timeZone} />
          )}
        </Box>
      </Box>

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
        title={removeConfirm?.title ?? ''}
        message={removeConfirm?.message ?? ''}
        cancelText={removeConfirm?.cancelText}
        okText={removeConfirm?.okText}
        isPending={statusChange.isPending}
        onConfirm={statusChange.confirm}
        onClose={statusChange.close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={DELETE_TASK_CONFIRM.title}
        message={DELETE_TASK_CONFIRM.message}
        cancelText={DELETE_TASK_CONFIRM.cancelText}
        okText={DELETE_TASK_CONFIRM.okText}
        isPending={deleteTask.isPending}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
