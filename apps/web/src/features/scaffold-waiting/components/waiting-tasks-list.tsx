import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { craftRecordPath } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useWaitingTasks, type TWaitingTask } from '../api/list-waiting';

const COLUMNS = ['task', 'craft', 'company', 'scaffold', 'reason'] as const;

function TaskLink({ row }: { row: TWaitingTask }) {
  return <Link to={craftRecordPath(row.craftRecordId, row.taskId)}>{row.title}</Link>;
}

function ScaffoldLink({ row }: { row: TWaitingTask }) {
  const { t } = useTranslation('taskWork');
  const { title, tagNumber } = row.scaffold;
  return (
    <Link to={craftRecordPath(row.scaffold.id)}>
      {tagNumber ? t('scaffoldWait.scaffoldName', { title, tag: tagNumber }) : title}
    </Link>
  );
}

/**
 * The tasks in the caller's scope waiting for their scaffold: task (with its status), craft,
 * company, scaffold and why it is not ready. A table from 600 px, cards below it.
 */
export function WaitingTasksList() {
  const { t } = useTranslation('taskWork');
  const craftTypeName = useCraftTypeName();
  const knownStatusName = useStatusName();
  const statusName = (code: number) =>
    isTaskStatus(code) ? knownStatusName(code) : taskStatusName(code);
  const waiting = useWaitingTasks();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  if (waiting.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('waitingList.loading')} />
      </Box>
    );
  if (waiting.isError)
    return (
      <RetryAlert onRetry={() => void waiting.refetch()}>{t('waitingList.loadFailed')}</RetryAlert>
    );
  if (waiting.data.length === 0)
    return <Typography color="text.secondary">{t('waitingList.empty')}</Typography>;

  if (narrow)
    return (
      <Stack component="ul" aria-label={t('waitingList.title')} spacing={1} sx={{ p: 0, m: 0 }}>
        {waiting.data.map((row) => (
          <Paper
            component="li"
            key={row.taskId}
            variant="outlined"
            sx={{ p: 1.5, listStyle: 'none' }}
          >
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <TaskLink row={row} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {craftTypeName(row.craftType)} · {statusName(row.taskStatus)} ·{' '}
              {row.assignedCompanyName ?? '—'}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('waitingList.scaffoldLabel')} <ScaffoldLink row={row} />
            </Typography>
            <Typography variant="body2" color="warning.dark">
              {row.reasonText}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('waitingList.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{t(`waitingList.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {waiting.data.map((row) => (
            <TableRow key={row.taskId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <TaskLink row={row} />
                <Typography variant="body2" color="text.secondary">
                  {statusName(row.taskStatus)}
                </Typography>
              </TableCell>
              <TableCell>{craftTypeName(row.craftType)}</TableCell>
              <TableCell>{row.assignedCompanyName ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <ScaffoldLink row={row} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color="warning"
                  icon={<HourglassTopIcon aria-hidden="true" />}
                  label={t('waitingList.chip')}
                  sx={{ mb: 0.5 }}
                />
                <Typography variant="body2">{row.reasonText}</Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
