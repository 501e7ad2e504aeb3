import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/session';
import { useTask } from '../api/get-task';
import { useTaskText } from '../utils/task-text';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { TaskBillingLine } from '../../../components/billing/task-billing-line';
import { TaskDetailCard } from './task-detail-card';
import { TaskPendingChanges } from '../../outbox/components/task-pending-changes';
import { LastUpdated } from '../../../components/ui/last-updated';
import { keepsSavedData } from '../../../lib/saved-data';

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
  const { t } = useTranslation('tasks');
  const text = useTaskText();
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
        // On a phone the action bar sticks to the screen's bottom, which clipping would stop.
        overflow: { xs: 'visible', sm: 'hidden' },
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
            {text.statusText(summary)} · {summary.assignedCompanyName ?? text.unavailable} ·{' '}
            {isComplete
              ? t('card.completed', {
                  date: text.dateTime(summary.timestampTaskCompleted, timeZone) || '—',
                })
              : text.scheduledForText(summary, timeZone)}
          </Typography>
          {isComplete && <TaskBillingLine taskId={summary.id} site={site} />}
        </Box>
        <IconButton
          aria-label={
            isExpanded
              ? t('card.collapse', { title: summary.title })
              : t('card.expand', { title: summary.title })
          }
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
      <TaskPendingChanges taskId={summary.id} />
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
  const { t } = useTranslation('tasks');
  const query = useTask(taskId);
  if (query.isPending) return <InlineLoader label={t('card.loading')} />;
  if (query.data === undefined || (query.isError && !keepsSavedData(query))) {
    return <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>;
  }
  return (
    <>
      <LastUpdated updatedAt={query.dataUpdatedAt} sx={{ mb: 1 }} />
      <TaskDetailCard
        task={query.data}
        site={site}
        openTasksOnRecord={openTasksOnRecord}
        onNextTask={onNextTask}
        onDeleted={onDeleted}
      />
    </>
  );
}
