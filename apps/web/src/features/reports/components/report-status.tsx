import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { TReportDataRow } from '@craftwork/domain/reports/report-types';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useReportNames } from '../utils/report-names';

type TStatusRow = Pick<TReportDataRow, 'status' | 'progress' | 'error' | 'title'>;

/**
 * A generated report's status in words, an icon beside it: Queued, Running n% with its
 * progress bar (named, with its value), Ready, or Failed with the error.
 */
export function ReportStatus({ row }: { row: TStatusRow }) {
  const { t } = useTranslation('reports');
  const { reportTitle } = useReportNames();
  const progress = Math.max(0, Math.min(100, Math.round(row.progress)));
  switch (row.status) {
    case 'queued':
      return (
        <Line icon={<ScheduleIcon fontSize="small" color="action" aria-hidden="true" />}>
          {t('status.queued')}
        </Line>
      );
    case 'running':
      return (
        <Box sx={{ minWidth: 120 }}>
          <Typography variant="body2">
            {t('status.running', { progress: Math.round(row.progress) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('status.progressOf', { title: reportTitle(row.title) })}
            sx={{ mt: 0.5 }}
          />
        </Box>
      );
    case 'ready':
      return (
        <Line icon={<CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />}>
          {t('status.ready')}
        </Line>
      );
    case 'failed':
      return (
        <Box>
          <Line icon={<ErrorIcon fontSize="small" color="error" aria-hidden="true" />}>
            {t('status.failed')}
          </Line>
          {row.error && (
            <Typography variant="caption" color="error" component="p">
              {row.error}
            </Typography>
          )}
        </Box>
      );
  }
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}
