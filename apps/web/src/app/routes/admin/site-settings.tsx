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
import { screenUser, useMe } from '../../../lib/session';

const EXTRA_TABS = [
  { id: 'craft-detail-fields', label: 'Craft detail fields', content: <CraftDetailFieldsTab /> },
  { id: 'task-detail-fields', label: 'Task detail fields', content: <TaskDetailFieldsTab /> },
  { id: 'kpi-cards', label: 'KPI cards', content: <KpiCardsTab /> },
];

/** /admin/site-settings: the site's configuration, for site admins. */
export default function SiteSettingsPage() {
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  return (
    <>
      <PageHeading title="Site Settings" />
      {site && mayUseScreen('site-settings', screenUser(site)) ? (
        <SiteSettingsTabs extraTabs={EXTRA_TABS} />
      ) : (
        <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>
      )}
    </>
  );
}
