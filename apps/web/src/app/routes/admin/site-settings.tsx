import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { KpiCardsTab } from '../../../features/kpi-config/components/kpi-cards-section';
import { SiteSettingsTabs } from '../../../features/site-settings/components/site-settings-tabs';
import {
  CraftDetailFieldsTab,
  TaskDetailFieldsTab,
} from '../../../features/site-settings/detail-fields';
import { domainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** /admin/site-settings: the site's configuration, for site admins. */
export default function SiteSettingsPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  if (!me) return null;
  const extraTabs = [
    {
      id: 'craft-detail-fields',
      label: t('detailFields.craftTitle'),
      content: <CraftDetailFieldsTab />,
    },
    {
      id: 'task-detail-fields',
      label: t('detailFields.taskTitle'),
      content: <TaskDetailFieldsTab />,
    },
    { id: 'kpi-cards', label: t('routes.kpiCards'), content: <KpiCardsTab /> },
  ];
  const site = me.site;
  return (
    <>
      <PageHeading title={t('routes.siteSettings')} />
      {site && mayUseScreen('site-settings', screenUser(site)) ? (
        <SiteSettingsTabs extraTabs={extraTabs} />
      ) : (
        <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>
      )}
    </>
  );
}
