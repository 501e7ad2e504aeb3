import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { reportTemplatesEnabled } from '@craftwork/domain/site/customizations';
import { PageHeading } from '../../../components/ui/page-heading';
import { TemplateList } from '../../../features/kpi-templates/components/template-list';
import { domainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, siteCustomizations, useMe } from '../../../lib/session';

/**
 * /report-templates: KPIs (v2), the site's saved KPI dashboards, for site admins of a site that
 * enables them (the drawer's rule). Each template opens by its link for any member.
 */
export default function ReportTemplatesPage() {
  const { t } = useTranslation('kpis');
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('report-templates', screenUser(site))) {
    return (
      <>
        <PageHeading title={t('templates.title')} />
        <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>
      </>
    );
  }
  if (!reportTemplatesEnabled(siteCustomizations(site))) {
    return (
      <>
        <PageHeading title={t('templates.title')} />
        <Alert severity="info">{t('templates.disabled')}</Alert>
      </>
    );
  }
  return <TemplateList timeZone={site.timezone} />;
}
