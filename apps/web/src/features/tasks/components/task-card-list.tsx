import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/session';
import { TaskCard, type TTaskSummary } from './task-card';

type TTaskCardListProps = {
  heading: string;
  tasks: readonly TTaskSummary[];
  emptyText: string;
  site: TSiteContext;
  openTasksOnRecord: number;
  highlightedTaskId: string | null;
  onNextTask?: (nextTaskId: string) => void;
  onDeleted?: (taskId: string) => void;
  onExpandedChange?: (taskId: string, isExpanded: boolean) => void;
};

/** Open or closed tasks of a craft record, in the order the server sorted them. */
export function TaskCardList({
  heading,
  tasks,
  emptyText,
  site,
  openTasksOnRecord,
  highlightedTaskId,
  onNextTask,
  onDeleted,
  onExpandedChange,
}: TTaskCardListProps) {
  const { t } = useTranslation('tasks');
  return (
    <Stack component="section" spacing={1.5} aria-label={heading}>
      <Typography variant="h6" component="h2">
        {t('list.heading', { heading, count: tasks.length })}
      </Typography>
      {tasks.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        tasks.map((task) => (
          <TaskCard
            key={task.id}
            summary={task}
            site={site}
            openTasksOnRecord={openTasksOnRecord}
            isHighlighted={task.id === highlightedTaskId}
            onNextTask={onNextTask}
            onDeleted={onDeleted}
            onExpandedChange={onExpandedChange}
          />
        ))
      )}
    </Stack>
  );
}
