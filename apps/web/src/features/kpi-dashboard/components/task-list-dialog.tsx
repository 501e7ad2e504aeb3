import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TFunction } from 'i18next';
import type { TKpiBarTasksInput } from '@craftwork/domain/kpis/dashboard';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { useFormat } from '../../../lib/i18n/use-format';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { useKpiBarTasks } from '../api/kpis';

/** "1 task", "12 tasks". */
export function tasksCount(t: TFunction<'kpis'>, count: number): string {
  return t('dashboard.tasks.count', { count });
}

/** The craft record page of a task, opened in a new tab from the dialog (spec 2.5). */
export function taskPagePath(craftRecordId: string, taskId: string): string {
  return `/craft-record/${encodeURIComponent(craftRecordId)}/${encodeURIComponent(taskId)}`;
}

/**
 * The tasks behind a bar or a slice: how many it counts, and each one as a link that opens its
 * craft record page in a new tab.
 */
export function TaskListDialog({
  title,
  request,
  onClose,
}: {
  /** The card and the bar or slice, e.g. "Tasks Completed · Week of 11/02/2026". */
  title: string;
  /** What to ask kpis.barTasks; null keeps the dialog closed. */
  request: TKpiBarTasksInput | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('kpis');
  const statusName = useStatusName();
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const format = useFormat();
  const query = useKpiBarTasks(request);
  const data = query.data;
  return (
    <Dialog open={request !== null} onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {query.isPending ? (
          <CircularProgress size={28} aria-label={t('dashboard.tasks.loading')} />
        ) : query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
        ) : data ? (
          <>
            <Typography variant="subtitle1" component="p" role="status">
              {tasksCount(t, data.count)}
            </Typography>
            {data.count > data.tasks.length ? (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.tasks.gone', { count: data.count - data.tasks.length })}
              </Typography>
            ) : null}
            <List dense aria-label={t('dashboard.tasks.list')}>
              {data.tasks.map((task) => (
                <ListItem key={task.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link
                        href={taskPagePath(task.craftRecordId, task.id)}
                        target="_blank"
                        rel="noopener"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        {task.title || taskTypeName(task.taskType)}
                        <OpenInNewIcon
                          sx={{ fontSize: 14 }}
                          aria-label={t('dashboard.tasks.newTab')}
                        />
                      </Link>
                    }
                    secondary={[
                      isTaskStatus(task.taskStatus)
                        ? statusName(task.taskStatus)
                        : taskStatusName(task.taskStatus),
                      craftTypeName(task.craftType),
                      task.companyName,
                      task.locationTitle,
                      t('dashboard.tasks.created', {
                        date: format.date(new Date(task.timestampCreated)),
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.tasks.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
