import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useKpiTemplate, type TKpiTemplateView } from '../api/kpi-templates';
import { BackIcon } from '../../../components/ui/direction-icons';

/**
 * A template's view: its name and what it shows, then the saved dashboard (`children`, given
 * the template once it has loaded). Site admins go back to the list; anyone else sees no link.
 */
export function TemplateView({
  templateId,
  children,
}: {
  templateId: string;
  children: (template: TKpiTemplateView) => ReactNode;
}) {
  const { t } = useTranslation('kpis');
  const { t: tCommon } = useTranslation('common');
  const query = useKpiTemplate(templateId);
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('templates.loadingOne')} />
      </Box>
    );
  if (query.isError)
    return (
      <>
        <PageHeading title={t('templates.title')} />
        <RetryAlert onRetry={() => void query.refetch()} retryLabel={tCommon('retry')}>
          {errorText(query.error)}
        </RetryAlert>
      </>
    );
  const template = query.data;
  return (
    <>
      {template.canEdit && (
        <Link
          to={paths.reportTemplates}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <BackIcon fontSize="small" aria-hidden="true" />
          {t('templates.title')}
        </Link>
      )}
      <PageHeading title={template.name} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('templates.viewSummary', {
          range: template.rangeText,
          timescale: t(`dashboard.timescales.${template.timescale}`),
          count: template.kpiKeys.length,
        })}
      </Typography>
      {children(template)}
    </>
  );
}
