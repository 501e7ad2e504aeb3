import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import {
  isInspectionTaskType,
  type TInspectionResult,
} from '@craftwork/domain/compliance/scaffold-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import type { TSiteContext } from '../../../lib/session';
import type { TTaskDetail } from '../api/get-task';
import { useInspectionReport } from '../api/get-inspection-report';

const RESULT_COLOURS: Record<TInspectionResult, 'success' | 'warning' | 'error'> = {
  safe: 'success',
  restricted: 'warning',
  unsafe: 'error',
};

/** A completed scaffold inspection's report: the result, the restrictions and the PDF. */
export function TaskInspectionReport({ task, site }: { task: TTaskDetail; site: TSiteContext }) {
  const { t } = useTranslation('taskWork');
  const { listDateTime } = useFormat();
  const shown =
    task.taskStatus === TASK_STATUS.COMPLETE &&
    task.craftType === CRAFT_TYPE.SCAFFOLDING &&
    isInspectionTaskType(task.taskType);
  const query = useInspectionReport(task.id, shown);
  if (!shown) return null;
  if (query.isPending) {
    return <Skeleton variant="rounded" height={72} aria-label={t('inspectionReport.loading')} />;
  }
  if (query.isError) {
    return <Alert severity="error">{t('inspectionReport.loadFailed')}</Alert>;
  }
  const report = query.data;
  // Completed before reports were kept: nothing to show.
  if (!report) return null;
  return (
    <Box
      component="section"
      aria-label={t('inspectionReport.label')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h3">
            {t('inspectionReport.heading')}
          </Typography>
          <Chip
            size="small"
            color={RESULT_COLOURS[report.result]}
            label={t(`inspection.results.${report.result}`)}
          />
        </Stack>
        <Button
          size="small"
          variant="outlined"
          href={report.pdfPath}
          startIcon={<DownloadIcon aria-hidden="true" />}
        >
          {t('inspectionReport.pdf')}
        </Button>
      </Stack>
      {report.restrictions && (
        <Typography
          variant="body2"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <strong>{t('inspectionReport.restrictions')}</strong> {report.restrictions}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {report.inspectorRole
          ? t('inspectionReport.inspectedByRole', {
              name: report.inspectorName,
              role: report.inspectorRole,
              when: listDateTime(report.inspectedAt, site.timezone),
            })
          : t('inspectionReport.inspectedBy', {
              name: report.inspectorName,
              when: listDateTime(report.inspectedAt, site.timezone),
            })}
      </Typography>
    </Box>
  );
}
